package io.bulkbench.analysis.change;

import java.util.ArrayList;
import java.util.List;

/**
 * A lab's history as a table: one row per run in time order, labelled by its time (or any
 * text), and one {@link MetricSeries} per metric column, in column order.
 */
public record SeriesTable(List<String> times, List<MetricSeries> metrics) {

    public SeriesTable {
        times = List.copyOf(times);
        metrics = List.copyOf(metrics);
        for (MetricSeries m : metrics) {
            if (!m.rows().isEmpty() && m.rows().get(m.rows().size() - 1) >= times.size()) {
                throw new IllegalArgumentException(m.metric() + " has a row beyond the table's " + times.size());
            }
        }
    }

    /** Every metric's change points: metrics in column order, each metric's in row order. */
    public List<MetricChange> changes(ChangePointSettings settings) {
        List<MetricChange> changes = new ArrayList<>();
        for (MetricSeries m : metrics) {
            for (ChangePoint p : m.changePoints(settings)) {
                changes.add(new MetricChange(m.metric(), times.get(p.index()), p));
            }
        }
        return changes;
    }
}
