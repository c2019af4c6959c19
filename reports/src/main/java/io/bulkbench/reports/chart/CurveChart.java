package io.bulkbench.reports.chart;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.DoubleUnaryOperator;
import lombok.NonNull;

/**
 * One sweep chart of a run report as data, before anything draws it: throughput over a
 * base-2 log axis (buffer count or request size), one curve per group with its measured
 * points, its fitted line and its knee. {@link SweepChart} draws it as the PNG of report.md
 * and of a page without scripts; {@link CurveJson} writes it for charts.js, which draws it
 * in the browser. Both read the same numbers, so the picture and the page cannot disagree.
 */
public record CurveChart(
        @NonNull String title,
        @NonNull SweepAxis axis,
        List<Curve> curves,
        @NonNull String caption,
        @NonNull String fileName)
        implements ReportChart {
    /** Points along a fitted line: enough for a smooth curve, few enough to keep the page small. */
    static final int FIT_SAMPLES = 48;

    public CurveChart {
        curves = List.copyOf(curves);
        if (curves.isEmpty()) {
            throw new IllegalArgumentException("a chart needs at least one curve: " + title);
        }
    }

    /**
     * One group of points (a request size, or a buffer count) along the axis.
     *
     * @param name   the group as the tables write it ({@code 64 KiB}, {@code n=8})
     * @param legend the legend's entry for the points, naming the fit
     * @param points the group's ok points, sorted along the axis
     */
    public record Curve(
            @NonNull String name,
            @NonNull String legend,
            @NonNull Color color,
            List<MeasuredPoint> points,
            @NonNull Optional<FittedLine> fit,
            @NonNull Optional<Knee> knee) {
        public Curve {
            points = List.copyOf(points);
        }

        public List<MeasuredPoint> measured() {
            return points.stream().filter(p -> !p.isPredicted()).toList();
        }

        /** Whether a model predicted some of the points: then its curve through all of them is drawn dashed. */
        public boolean hasPredicted() {
            return points.stream().anyMatch(MeasuredPoint::isPredicted);
        }
    }

    /** A fitted curve sampled along the axis, in the axis' own unit (buffers, bytes). */
    public record FittedLine(@NonNull String name, List<Double> x, List<Double> mbS) {
        public FittedLine {
            x = List.copyOf(x);
            mbS = List.copyOf(mbS);
            if (x.size() != mbS.size() || x.size() < 2) {
                throw new IllegalArgumentException(name + " needs as many x as y, and two at least");
            }
        }

        /**
         * {@code fit} from {@code from} to {@code to}, at the points of {@code grid} between
         * them and at both ends. Every curve of a chart is sampled on one grid, so the browser,
         * which wants one x array for all its series, gets few distinct x values.
         */
        static FittedLine sample(String name, double from, double to, List<Double> grid, DoubleUnaryOperator fit) {
            List<Double> x = new ArrayList<>();
            x.add(from);
            grid.stream().filter(g -> g > from && g < to).forEach(x::add);
            x.add(to);
            return new FittedLine(name, x, x.stream().map(fit::applyAsDouble).toList());
        }
    }

    /** Where a curve reaches the set share of its best: its position on the axis and the fitted value there. */
    public record Knee(double x, double mbS, @NonNull String label) {}

    /**
     * {@value #FIT_SAMPLES} positions evenly spread in log2 from {@code min} to {@code max},
     * as a page carries them ({@link ChartStyle#fiveFigures}).
     */
    static List<Double> grid(double min, double max) {
        double low = ChartStyle.log2(min);
        double high = ChartStyle.log2(max);
        List<Double> grid = new ArrayList<>();
        for (double exponent : ChartStyle.span(low, high, FIT_SAMPLES)) {
            grid.add(ChartStyle.fiveFigures(Math.pow(2, exponent)));
        }
        return grid;
    }

    /** The chart over {@code axis} of one direction and copy mode, titled and named as every report names it. */
    static CurveChart of(Direction direction, CopyMode copyMode, SweepAxis axis, List<Curve> curves, String caption) {
        return new CurveChart(
                axis.chartTitle(direction, copyMode), axis, curves, caption, axis.fileName(direction, copyMode));
    }

    @Override
    public String json() {
        return CurveJson.of(this);
    }

    @Override
    public ChartImage draw() {
        return SweepChart.image(this);
    }

    /** The throughput axis that shows every point with its error and every fitted value. */
    public ThroughputAxis throughputAxis() {
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (Curve c : curves) {
            for (MeasuredPoint p : c.points()) {
                double error = p.isPredicted() || Double.isNaN(p.errorMbS()) ? 0 : p.errorMbS();
                low = Math.min(low, p.throughputMbS() - error);
                high = Math.max(high, p.throughputMbS() + error);
            }
            for (double y : c.fit().map(FittedLine::mbS).orElse(List.of())) {
                if (Double.isFinite(y)) {
                    low = Math.min(low, y);
                    high = Math.max(high, y);
                }
            }
        }
        return ThroughputAxis.of(low, high);
    }

    /** The smallest and largest position of any point: the axis' span. */
    double[] xSpan() {
        return axis.span(curves.stream().flatMap(c -> c.points().stream()).toList());
    }
}
