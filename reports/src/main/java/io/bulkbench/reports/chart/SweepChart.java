package io.bulkbench.reports.chart;

import io.bulkbench.analysis.Axis;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.analysis.SeriesKey;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.ToIntFunction;
import java.util.stream.Collectors;
import org.knowm.xchart.XYChart;

/**
 * What the run report's two sweep charts share: one direction and copy mode's ok points in
 * groups, and the PNG of a {@link CurveChart}: each group in its colour over a base-2 log
 * axis, measured means with error bars, fitted curves, knees as dark diamonds, and a
 * throughput axis that zooms to the data when they span only a few percent
 * ({@link ThroughputAxis}).
 */
final class SweepChart {
    private SweepChart() {}

    /** The ok points of one direction and copy mode, grouped, each group sorted along {@code along}. */
    static Map<Integer, List<MeasuredPoint>> groups(
            List<MeasuredPoint> points,
            Direction direction,
            CopyMode copyMode,
            ToIntFunction<MeasuredPoint> group,
            ToIntFunction<MeasuredPoint> along) {
        return points.stream()
                .filter(p ->
                        p.isOk() && p.key().direction() == direction && p.key().copyMode() == copyMode)
                .sorted(Comparator.comparingInt(along))
                .collect(Collectors.groupingBy(group::applyAsInt, TreeMap::new, Collectors.toList()));
    }

    /** The selected fit of the series {@code series} belongs to along {@code axis}, if any. */
    static Optional<SeriesFit> selected(List<MeasuredPoint> series, List<SeriesFit> fits, Axis axis) {
        SeriesKey key = SeriesKey.of(series.get(0).key(), axis);
        return fits.stream().filter(f -> f.selected() && f.series().equals(key)).findFirst();
    }

    /** The grid every fitted curve of a chart is sampled on: from the smallest to the largest position of any point. */
    static List<Double> grid(Collection<List<MeasuredPoint>> groups, SweepAxis axis) {
        List<MeasuredPoint> all = groups.stream().flatMap(List::stream).toList();
        return CurveChart.grid(
                all.stream().mapToDouble(axis::of).min().orElseThrow(),
                all.stream().mapToDouble(axis::of).max().orElseThrow());
    }

    /** The chart drawn with XChart, as report.md links it and a page without scripts shows it. */
    static ChartImage image(CurveChart c) {
        XYChart chart = ChartStyle.chart(c.title(), c.axis().title(), ThroughputAxis.TITLE);
        double[] span = c.xSpan();
        ChartStyle.log2XAxis(chart, span[0], span[1], c.axis()::tickLabel);
        for (CurveChart.Curve curve : c.curves()) {
            if (curve.hasPredicted()) {
                ChartStyle.predicted(
                        chart,
                        curve.name() + " predicted",
                        log2(curve.points(), c.axis()),
                        curve.points().stream()
                                .mapToDouble(MeasuredPoint::throughputMbS)
                                .toArray(),
                        curve.color());
            }
            List<MeasuredPoint> measured = curve.measured();
            if (!measured.isEmpty()) {
                ChartStyle.measured(
                        chart,
                        curve.legend(),
                        log2(measured, c.axis()),
                        measured.stream()
                                .mapToDouble(MeasuredPoint::throughputMbS)
                                .toArray(),
                        measured.stream()
                                .mapToDouble(p -> Double.isNaN(p.errorMbS()) ? 0 : p.errorMbS())
                                .toArray(),
                        curve.color());
            }
            curve.fit()
                    .ifPresent(f -> ChartStyle.fitted(
                            chart,
                            f.name(),
                            f.x().stream().mapToDouble(ChartStyle::log2).toArray(),
                            f.mbS().stream().mapToDouble(Double::doubleValue).toArray(),
                            curve.color()));
        }
        List<CurveChart.Knee> knees =
                c.curves().stream().flatMap(curve -> curve.knee().stream()).toList();
        if (!knees.isEmpty()) {
            ChartStyle.knees(
                    chart,
                    "knee",
                    knees.stream().mapToDouble(k -> ChartStyle.log2(k.x())).toArray(),
                    knees.stream().mapToDouble(CurveChart.Knee::mbS).toArray());
        }
        ChartStyle.throughputAxis(chart, c.throughputAxis());
        return new ChartImage(c.fileName(), c.title(), c.caption(), ChartStyle.png(chart));
    }

    private static double[] log2(List<MeasuredPoint> points, SweepAxis axis) {
        return points.stream().mapToDouble(p -> ChartStyle.log2(axis.of(p))).toArray();
    }
}
