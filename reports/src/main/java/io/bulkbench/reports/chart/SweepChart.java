package io.bulkbench.reports.chart;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import java.awt.Color;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.DoubleUnaryOperator;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.stream.Collectors;
import org.knowm.xchart.XYChart;

/**
 * What the run report's two charts share: one direction and copy mode's ok points in
 * groups (one colour each) over a base-2 log axis, measured means with error bars,
 * fitted curves, and a throughput axis that zooms to the data when they span only a few
 * percent ({@link ThroughputAxis}). It keeps the lowest and highest value drawn, so the
 * axis fits the curves as well as the points.
 */
final class SweepChart {
    private static final int CURVE_POINTS = 120;

    private final XYChart chart;
    private double low = Double.POSITIVE_INFINITY;
    private double high = Double.NEGATIVE_INFINITY;

    SweepChart(String title, String xAxisTitle) {
        this.chart = ChartStyle.chart(title, xAxisTitle, ThroughputAxis.TITLE);
    }

    /** The ok points of one direction and copy mode, grouped, each group sorted along {@code along}. */
    static Map<Integer, List<MeasuredPoint>> groups(
            List<MeasuredPoint> points,
            Direction direction,
            CopyMode copyMode,
            ToIntFunction<MeasuredPoint> group,
            ToIntFunction<MeasuredPoint> along) {
        Map<Integer, List<MeasuredPoint>> groups = points.stream()
                .filter(p ->
                        p.isOk() && p.key().direction() == direction && p.key().copyMode() == copyMode)
                .sorted(Comparator.comparingInt(along))
                .collect(Collectors.groupingBy(group::applyAsInt, TreeMap::new, Collectors.toList()));
        return groups;
    }

    XYChart chart() {
        return chart;
    }

    /**
     * A base-2 log x axis over every point of {@code groups}, {@code x} giving a point's
     * value and {@code tickLabel} the label of a tick at a log2 position.
     */
    void logXAxis(
            Collection<List<MeasuredPoint>> groups,
            ToDoubleFunction<MeasuredPoint> x,
            Function<Double, String> tickLabel) {
        ChartStyle.log2XAxis(
                chart,
                groups.stream().flatMap(List::stream).mapToDouble(x).min().orElseThrow(),
                groups.stream().flatMap(List::stream).mapToDouble(x).max().orElseThrow(),
                tickLabel);
    }

    /**
     * Adds one group's measured means with their error bars and, where a model predicted
     * some of its points, the model's curve through all of them (dashed) with the measured
     * ones marked on it; returns the x positions (log2 of {@code x}) of all its points.
     */
    double[] measured(
            String group, String legend, List<MeasuredPoint> series, ToDoubleFunction<MeasuredPoint> x, Color color) {
        double[] all = positions(series, x);
        List<MeasuredPoint> measured =
                series.stream().filter(p -> !p.isPredicted()).toList();
        if (measured.size() < series.size()) {
            double[] y =
                    series.stream().mapToDouble(MeasuredPoint::throughputMbS).toArray();
            for (double v : y) {
                include(v);
            }
            ChartStyle.predicted(chart, group + " predicted", all, y, color);
        }
        if (!measured.isEmpty()) {
            double[] y =
                    measured.stream().mapToDouble(MeasuredPoint::throughputMbS).toArray();
            double[] error = measured.stream()
                    .mapToDouble(p -> Double.isNaN(p.errorMbS()) ? 0 : p.errorMbS())
                    .toArray();
            for (int i = 0; i < y.length; i++) {
                include(y[i] - error[i]);
                include(y[i] + error[i]);
            }
            ChartStyle.measured(chart, legend, positions(measured, x), y, error, color);
        }
        return all;
    }

    private static double[] positions(List<MeasuredPoint> points, ToDoubleFunction<MeasuredPoint> x) {
        return points.stream()
                .mapToDouble(p -> ChartStyle.log2(x.applyAsDouble(p)))
                .toArray();
    }

    /** Adds a fitted curve over the x positions from {@code from} to {@code to}; {@code value} takes the plain x. */
    void curve(String name, double from, double to, DoubleUnaryOperator value, Color color) {
        double[] x = ChartStyle.span(from, to, CURVE_POINTS);
        double[] y = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            y[i] = value.applyAsDouble(Math.pow(2, x[i]));
            include(y[i]);
        }
        ChartStyle.fitted(chart, name, x, y, color);
    }

    /** Sets the throughput axis to what was drawn and encodes the chart. */
    byte[] png() {
        ChartStyle.throughputAxis(chart, ThroughputAxis.of(low, high));
        return ChartStyle.png(chart);
    }

    private void include(double value) {
        if (Double.isFinite(value)) {
            low = Math.min(low, value);
            high = Math.max(high, value);
        }
    }
}
