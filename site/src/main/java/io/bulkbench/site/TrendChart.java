package io.bulkbench.site;

import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.trend.NightlyPoint;
import io.bulkbench.analysis.trend.PointTrend;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.ReportFormat;
import io.bulkbench.reports.chart.ChartImage;
import io.bulkbench.reports.chart.ChartStyle;
import java.awt.Color;
import java.time.ZoneOffset;
import java.util.Arrays;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * What the site says of one point's throughput over a board's nights: the index's small
 * trend line (the ok nights' means, no axes, no words, a PNG named by a hash of what it
 * draws), the words of a trend chart's caption and of a change point's label. The trend
 * charts themselves are drawn in the browser (the site's site.js, with charts.js).
 */
public final class TrendChart {
    static final int SPARK_WIDTH = 160;
    static final int SPARK_HEIGHT = 36;
    /** Bumped when the drawing changes, so charts named by their content are drawn again. */
    private static final int STYLE_VERSION = 4;

    private TrendChart() {}

    /** A hash of everything the chart draws: a chart file named by it need not be drawn again. */
    public static String fingerprint(PointTrend trend, String title) {
        return HistoryDigest.of("trend chart " + STYLE_VERSION)
                .text(title)
                .point(trend)
                .hex();
    }

    /** The index's trend line: the means only, {@value #SPARK_WIDTH} x {@value #SPARK_HEIGHT} pixels. */
    public static ChartImage spark(PointTrend trend, String fileName) {
        double[] means = okMeans(trend);
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
        if (means.length > 0) {
            // Run order, not time: a sparkline has no axis to read dates from.
            double[] order = new double[means.length];
            Arrays.setAll(order, i -> i);
            XYSeries mean = chart.addSeries("mean", order, means);
            mean.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
            mean.setMarker(SeriesMarkers.NONE);
            mean.setLineColor(ChartStyle.color(0));
        } else {
            chart.addSeries("none", new double[] {0}, new double[] {0}).setMarker(SeriesMarkers.NONE);
        }
        return new ChartImage(
                fileName,
                "trend",
                "throughput over the last " + trend.nights().size() + " nights",
                ChartStyle.png(chart));
    }

    /** What the trend chart shows, in words: for readers who cannot see it, and for a chart not drawn again. */
    public static String caption(PointTrend trend) {
        long ok = trend.nights().stream().filter(n -> n.point().isOk()).count();
        StringBuilder caption = new StringBuilder("Device " + trend.key().device()
                + ". Line: the mean throughput of each night (" + ok + " of "
                + trend.nights().size() + " measured ok); band: plus and minus JMH's 99.9 % error.");
        for (ChangePoint c : trend.changes()) {
            caption.append(" Change point: ").append(changeLabel(trend, c)).append('.');
        }
        return caption.toString();
    }

    /** "-12.3 % on 2026-11-30": the change from the level before, and the day its new level starts. */
    public static String changeLabel(PointTrend trend, ChangePoint change) {
        return ReportFormat.signedPercent(change.change()) + " on "
                + trend.nightOf(change)
                        .run()
                        .info()
                        .started()
                        .atZone(ZoneOffset.UTC)
                        .toLocalDate();
    }

    /** The means of the ok nights, oldest first. */
    private static double[] okMeans(PointTrend trend) {
        return trend.nights().stream()
                .map(NightlyPoint::point)
                .filter(MeasuredPoint::isOk)
                .mapToDouble(MeasuredPoint::throughputMbS)
                .toArray();
    }
}
