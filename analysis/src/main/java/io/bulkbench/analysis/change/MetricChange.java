package io.bulkbench.analysis.change;

import lombok.NonNull;

/** A change point of one metric of a {@link SeriesTable}, with the time label of its row. */
public record MetricChange(
        @NonNull String metric,
        @NonNull String time,
        @NonNull ChangePoint change) {}
