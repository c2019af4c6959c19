package io.bulkbench.analysis.change;

import java.util.ArrayList;
import java.util.List;
import lombok.NonNull;

/**
 * One metric's history: its values in time order, each with the row of the table it came
 * from. A row where the metric has no value is simply absent, so {@code rows} may skip;
 * change points are found over the values present and reported at their rows.
 */
public record MetricSeries(@NonNull String metric, List<Integer> rows, List<Double> values) {

    public MetricSeries {
        rows = List.copyOf(rows);
        values = List.copyOf(values);
        if (rows.size() != values.size()) {
            throw new IllegalArgumentException(metric + ": " + rows.size() + " rows but " + values.size() + " values");
        }
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i) < 0 || i > 0 && rows.get(i) <= rows.get(i - 1)) {
                throw new IllegalArgumentException(metric + ": rows must rise from 0, got " + rows);
            }
        }
    }

    /** A metric's values by row, NaN where a row has none (a failed night): those rows are left out. */
    public static MetricSeries skippingNaN(String metric, double[] valuesByRow) {
        List<Integer> rows = new ArrayList<>();
        List<Double> values = new ArrayList<>();
        for (int row = 0; row < valuesByRow.length; row++) {
            if (!Double.isNaN(valuesByRow[row])) {
                rows.add(row);
                values.add(valuesByRow[row]);
            }
        }
        return new MetricSeries(metric, rows, values);
    }

    /** The change points, each {@link ChangePoint#index() index} being a row of the table. */
    public List<ChangePoint> changePoints(ChangePointSettings settings) {
        double[] series = values.stream().mapToDouble(Double::doubleValue).toArray();
        return ChangePointDetector.find(series, settings).stream()
                .map(p -> p.atRow(rows.get(p.index())))
                .toList();
    }
}
