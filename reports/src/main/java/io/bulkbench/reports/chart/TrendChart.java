package io.bulkbench.reports.chart;

import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.trend.NightlyPoint;
import io.bulkbench.analysis.trend.PointHistory;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.HistoryDigest;
import io.bulkbench.reports.ReportFormat;
import java.awt.Color;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.Date;
import java.util.List;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * One point's throughput over a board's nights (by date): the measured mean per night, its
 * confidence band (the mean plus and minus JMH's 99.9 % error), and each change point as
 * a vertical line labelled with its change and the day its new level starts. Failed
 * nights are left out. The throughput axis zooms to the data as the run report's does.
 * Also the index's small trend line: the same means, no axes, no words.
 */
public final class TrendChart {
    static final int WIDTH = 900;
    static final int HEIGHT = 340;
    static final int SPARK_WIDTH = 160;
    static final int SPARK_HEIGHT = 36;
    /** Bumped when the drawing changes, so charts named by their content are drawn again. */
    private static final int STYLE_VERSION = 4;

    private static final double DAY_MS = 86_400_000;

    private TrendChart() {}

    /** A hash of everything the chart draws: a chart file named by it need not be drawn again. */
    public static String fingerprint(PointHistory history, String title) {
        return HistoryDigest.of("trend chart " + STYLE_VERSION)
                .text(title)
                .point(history)
                .hex();
    }

    /** The index's trend line: the means only, {@value #SPARK_WIDTH} x {@value #SPARK_HEIGHT} pixels. */
    public static ChartImage spark(PointHistory history, String fileName) {
        Nights nights = Nights.of(history);
        XYChart chart =
                new XYChartBuilder().width(SPARK_WIDTH).height(SPARK_HEIGHT).build();
        chart.getStyler()
                .setChartBackgroundColor(Color.WHITE)
                .setPlotBackgroundColor(Color.WHITE)
                .setPlotBorderVisible(false)
                .setLegendVisible(false)
                .setChartTitleVisible(false)
                .setChartPadding(2)
                .setAntiAlias(true);
        chart.getStyler().setXAxisTitleVisible(false).setYAxisTitleVisible(false);
        chart.getStyler().setPlotGridLinesVisible(false).setAxisTicksVisible(false);
        if (nights.x().length > 0) {
            // Run order, not time: a sparkline has no axis to read dates from.
            double[] order = new double[nights.y().length];
            Arrays.setAll(order, i -> i);
            XYSeries mean = chart.addSeries("mean", order, nights.y());
            mean.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
            mean.setMarker(SeriesMarkers.NONE);
            mean.setLineColor(ChartStyle.color(0));
        } else {
            chart.addSeries("none", new double[] {0}, new double[] {0}).setMarker(SeriesMarkers.NONE);
        }
        return new ChartImage(
                fileName,
                "trend",
                "throughput over the last " + history.nights().size() + " nights",
                ChartStyle.png(chart));
    }

    /** What the trend chart shows, in words: for readers who cannot see it, and for a chart not drawn again. */
    public static String caption(PointHistory history) {
        long ok = history.nights().stream().filter(n -> n.point().isOk()).count();
        StringBuilder caption = new StringBuilder("Device " + history.key().device()
                + ". Line: the mean throughput of each night (" + ok + " of "
                + history.nights().size() + " measured ok); band: plus and minus JMH's 99.9 % error.");
        for (ChangePoint c : history.changes()) {
            caption.append(" Change point: ").append(changeLabel(history, c)).append('.');
        }
        return caption.toString();
    }

    /** "-12.3 % on 2026-11-30": the change from the level before, and the day its new level starts. */
    public static String changeLabel(PointHistory history, ChangePoint change) {
        return ReportFormat.signedPercent(change.changePercent() / 100) + " on "
                + history.nightOf(change)
                        .run()
                        .info()
                        .started()
                        .atZone(ZoneOffset.UTC)
                        .toLocalDate();
    }

    /** The ok nights' times (epoch milliseconds), means and band edges. */
    private record Nights(double[] x, double[] y, double[] lower, double[] upper) {
        static Nights of(PointHistory history) {
            List<NightlyPoint> nights = history.nights();
            int ok = (int) nights.stream().filter(n -> n.point().isOk()).count();
            double[] x = new double[ok];
            double[] y = new double[ok];
            double[] lower = new double[ok];
            double[] upper = new double[ok];
            int i = 0;
            for (int night = 0; night < nights.size(); night++) {
                MeasuredPoint p = nights.get(night).point();
                if (!p.isOk()) {
                    continue;
                }
                double error = Double.isNaN(p.errorMbS()) ? 0 : p.errorMbS();
                x[i] = nights.get(night).run().info().started().toEpochMilli();
                y[i] = p.throughputMbS();
                lower[i] = y[i] - error;
                upper[i] = y[i] + error;
                i++;
            }
            return new Nights(x, y, lower, upper);
        }

        /** The times as dates: a series of dates makes XChart draw a date axis. */
        List<Date> dates() {
            return Arrays.stream(x).mapToObj(t -> new Date((long) t)).toList();
        }

        List<Double> list(double[] values) {
            return Arrays.stream(values).boxed().toList();
        }

        double low() {
            double low = Double.POSITIVE_INFINITY;
            for (double v : lower) {
                low = Math.min(low, v);
            }
            return low;
        }

        double high() {
            double high = Double.NEGATIVE_INFINITY;
            for (double v : upper) {
                high = Math.max(high, v);
            }
            return high;
        }
    }
}
