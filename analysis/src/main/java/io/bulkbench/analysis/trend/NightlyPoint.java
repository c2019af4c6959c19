package io.bulkbench.analysis.trend;

import io.bulkbench.core.MeasuredPoint;
import lombok.NonNull;

/** One point's measurement in one run: a step of its history. */
public record NightlyPoint(
        @NonNull RecordedRun run, @NonNull MeasuredPoint point) {}
