package io.bulkbench.reports.chart;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import java.util.ArrayList;
import java.util.List;

/**
 * The x axis of a sweep chart: what it counts, its title, and how a tick at a power of two
 * is labelled (8, or 16 KiB as the tables write sizes). Both are base-2 logarithmic, as
 * sweeps double the count and the size.
 */
public enum SweepAxis {
    BUFFERS("buffer count", "buffers", "buffers (requests in flight, log scale)"),
    REQUEST_SIZE("request size", "request-size", "request size (log scale)");

    private final String noun;
    private final String inFileName;
    private final String title;

    SweepAxis(String noun, String inFileName, String title) {
        this.noun = noun;
        this.inFileName = inFileName;
        this.title = title;
    }

    /** A chart's title over this axis for one direction and copy mode. */
    String chartTitle(Direction direction, CopyMode copyMode) {
        return "Throughput vs " + noun + " (" + direction.label() + ", " + copyMode.label() + ")";
    }

    /** The PNG's name beside report.md, for one direction and copy mode. */
    String fileName(Direction direction, CopyMode copyMode) {
        return "chart-" + direction.label() + "-" + copyMode.label() + "-" + inFileName + ".png";
    }

    public String title() {
        return title;
    }

    /** A point's position on this axis. */
    public double of(MeasuredPoint p) {
        return this == BUFFERS ? p.key().buffers() : p.key().requestBytes();
    }

    /** The smallest and largest position of any of the points: a chart's span along this axis. */
    double[] span(List<MeasuredPoint> points) {
        return new double[] {
            points.stream().mapToDouble(this::of).min().orElse(Double.POSITIVE_INFINITY),
            points.stream().mapToDouble(this::of).max().orElse(Double.NEGATIVE_INFINITY)
        };
    }

    /** The label of a tick at log2 position {@code exponent}, blank between powers of two. */
    String tickLabel(double exponent) {
        return this == BUFFERS ? ChartStyle.powerOfTwoLabel(exponent) : ChartStyle.powerOfTwoSizeLabel(exponent);
    }

    /** A tick at each power of two from the one at or below {@code min} to the one at or above {@code max}. */
    public record Tick(double x, String label) {}

    List<Tick> ticks(double min, double max) {
        long low = (long) Math.floor(ChartStyle.log2(min) + 1e-9);
        long high = (long) Math.ceil(ChartStyle.log2(max) - 1e-9);
        List<Tick> ticks = new ArrayList<>();
        for (long e = low; e <= Math.max(high, low + 1); e++) {
            ticks.add(new Tick(Math.pow(2, e), tickLabel(e)));
        }
        return ticks;
    }
}
