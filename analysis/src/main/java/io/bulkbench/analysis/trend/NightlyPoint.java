package io.bulkbench.analysis.trend;

import io.bulkbench.core.MeasuredPoint;
import java.util.Objects;

/** One point's measurement in one run: a step of its history. */
public record NightlyPoint(RecordedRun run, MeasuredPoint point) {

    public NightlyPoint {
        Objects.requireNonNull(run, "run");
        Objects.requireNonNull(point, "point");
    }
}
