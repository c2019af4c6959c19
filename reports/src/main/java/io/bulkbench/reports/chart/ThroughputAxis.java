package io.bulkbench.reports.chart;

/**
 * The throughput axis of a chart: from zero when the data reach down near it, zoomed to
 * the data when they span only a narrow band at the top (18.6 to 19.9 MB/s on a 0 to 20
 * axis is a flat line, and the knee the chart is about cannot be seen). A zoomed axis
 * says so in its title, so nobody reads a 5 % step as a halving. Pure: no chart, no I/O.
 *
 * @param min    the axis' lower end
 * @param max    the axis' upper end
 * @param zoomed true when the axis does not start at zero
 */
public record ThroughputAxis(double min, double max, boolean zoomed) {
    /** Zoom when the lowest value is above this share of the highest: a 0-based axis would waste most of the plot. */
    static final double ZOOM_ABOVE_SHARE = 0.8;
    /** Room left above and below zoomed data, as a share of their span, so markers are not cut at the edge. */
    private static final double MARGIN = 0.1;

    static final String TITLE = "throughput (MB/s)";
    static final String ZOOMED_TITLE = "MB/s (zoomed, not from 0)";

    /** The axis for values whose lowest reach (mean minus error) is {@code low} and highest {@code high}. */
    public static ThroughputAxis of(double low, double high) {
        if (!(high > 0) || Double.isNaN(low) || Double.isInfinite(high) || low <= ZOOM_ABOVE_SHARE * high) {
            return new ThroughputAxis(0, Double.NaN, false);
        }
        double margin = Math.max(MARGIN * (high - low), 0.005 * high);
        return new ThroughputAxis(Math.max(0, low - margin), high + margin, true);
    }

    /** The axis title: the unit, and that the axis is zoomed when it is. */
    public String title() {
        return zoomed ? ZOOMED_TITLE : TITLE;
    }
}
