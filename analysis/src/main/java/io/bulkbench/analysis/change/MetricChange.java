package io.bulkbench.analysis.change;

import java.util.Objects;

/** A change point of one metric of a {@link SeriesTable}, with the time label of its row. */
public record MetricChange(String metric, String time, ChangePoint change) {

    public MetricChange {
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(change, "change");
    }
}
