package io.bulkbench.reports.chart;

import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.SignificantFigures;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.Locale;
import java.util.function.Function;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.lines.SeriesLines;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The look every bulkbench chart shares (size, palette, legend, axis formats) and the
 * PNG encoding. Charts are drawn off-screen: the headless property is set before the
 * first AWT class loads, so a report renders on a server or in CI with no display. The
 * palette and the encoding are public for the charts drawn elsewhere (the site's trend
 * lines).
 */
public final class ChartStyle {
    static {
        System.setProperty("java.awt.headless", "true");
    }

    static final int WIDTH = 1000;
    static final int HEIGHT = 540;
    /** Tableau 10: distinct for the common kinds of colour blindness, and in grey print. */
    private static final Color[] PALETTE = {
        new Color(0x4E79A7), new Color(0xF28E2B), new Color(0xE15759), new Color(0x76B7B2),
        new Color(0x59A14F), new Color(0xEDC948), new Color(0xB07AA1), new Color(0xFF9DA7),
        new Color(0x9C755F), new Color(0xBAB0AC)
    };

    private static final BasicStroke FIT_LINE = new BasicStroke(2f);
    private static final Color KNEE = new Color(0x222222);
    /** Pixels between x ticks on a log2 axis: wide enough that ticks land on whole powers of two. */
    private static final int LOG_TICK_SPACING = 90;
    /** A tick between powers of two: a space, since XChart cannot lay out an empty label. */
    private static final String BETWEEN_TICKS = " ";

    private ChartStyle() {}

    static XYChart chart(String title, String xAxis, String yAxis) {
        XYChart chart = new XYChartBuilder()
                .width(WIDTH)
                .height(HEIGHT)
                .title(title)
                .xAxisTitle(xAxis)
                .yAxisTitle(yAxis)
                .build();
        look(chart);
        chart.getStyler()
                .setLegendPosition(Styler.LegendPosition.OutsideE)
                .setLegendLayout(Styler.LegendLayout.Vertical)
                .setMarkerSize(9);
        return chart;
    }

    /** Fonts, background, grid and a zero-based throughput axis: what every chart of a report or the site shares. */
    static void look(XYChart chart) {
        chart.getStyler()
                .setChartBackgroundColor(Color.WHITE)
                .setAntiAlias(true)
                // Large enough to stay legible when the page shows two charts side by side at ~70 % size.
                .setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 19))
                .setLegendFont(new Font(Font.SANS_SERIF, Font.PLAIN, 15));
        chart.getStyler()
                .setAxisTitleFont(new Font(Font.SANS_SERIF, Font.PLAIN, 16))
                .setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 15));
        chart.getStyler()
                .setErrorBarsColorSeriesColor(true)
                .setYAxisMin(0.0)
                .setPlotGridLinesColor(new Color(0xDDDDDD));
    }

    /**
     * Puts the x axis on a base-2 log scale: sweeps double their buffer counts and request
     * sizes, so on a linear axis the points that matter (2..16) crowd into the left edge.
     * Series pass x as {@link #log2(double)}; ticks sit at whole powers of two and are
     * labelled by {@code tickLabel} with the value itself (2, 4, 8 ... or 16 KiB, 32 KiB ...),
     * never with its logarithm. The axis runs from the power of two at or below {@code min}
     * to the one at or above {@code max}, so its ends carry labels even when the values are
     * not powers of two.
     */
    static void log2XAxis(XYChart chart, double min, double max, Function<Double, String> tickLabel) {
        double low = Math.floor(log2(min) + 1e-9);
        double high = Math.ceil(log2(max) - 1e-9);
        if (high <= low) {
            low -= 1;
            high += 1;
        }
        chart.getStyler().setXAxisTickMarkSpacingHint(LOG_TICK_SPACING).setxAxisTickLabelsFormattingFunction(tickLabel);
        chart.getStyler().setXAxisMin(low).setXAxisMax(high);
    }

    static double log2(double value) {
        return Math.log(value) / Math.log(2);
    }

    /**
     * The label of a tick at log2 position {@code exponent}: the power of two, or a blank
     * between them.
     */
    static String powerOfTwoLabel(double exponent) {
        double whole = Math.rint(exponent);
        return Math.abs(exponent - whole) < 1e-6
                ? new BigDecimal(Math.pow(2, whole)).stripTrailingZeros().toPlainString()
                : BETWEEN_TICKS;
    }

    /**
     * The label of a tick at log2 position {@code exponent} of a size in bytes: the size
     * as every report writes it ({@code 16 KiB}, {@code 2 MiB}), or a blank between powers of two.
     */
    static String powerOfTwoSizeLabel(double exponent) {
        double whole = Math.rint(exponent);
        return Math.abs(exponent - whole) < 1e-6 && whole >= 0
                ? ByteSizeText.of((long) Math.pow(2, whole))
                : BETWEEN_TICKS;
    }

    public static Color color(int index) {
        return PALETTE[index % PALETTE.length];
    }

    /** Measured means as markers with their error as bars. */
    static void measured(XYChart chart, String name, double[] x, double[] y, double[] error, Color color) {
        XYSeries s = chart.addSeries(name, x, y, error);
        s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        s.setMarker(SeriesMarkers.CIRCLE);
        s.setMarkerColor(color);
        s.setLineColor(color);
    }

    /** A model's prediction: a dashed line without markers, so the measured points stand out on it. */
    static void predicted(XYChart chart, String name, double[] x, double[] y, Color color) {
        XYSeries s = chart.addSeries(name, x, y);
        s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        s.setMarker(SeriesMarkers.NONE);
        s.setLineColor(color);
        s.setLineStyle(SeriesLines.DASH_DASH);
    }

    /**
     * A fitted curve: a line without markers in the colour of its points. It has no legend
     * entry of its own (the points' entry names the fit), which halves the legend.
     */
    static void fitted(XYChart chart, String name, double[] x, double[] y, Color color) {
        XYSeries s = chart.addSeries(name, x, y);
        s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        s.setMarker(SeriesMarkers.NONE);
        s.setLineColor(color);
        s.setLineStyle(FIT_LINE);
        s.setShowInLegend(false);
    }

    /** The knees of every curve as one series of dark diamonds: one legend entry, whatever the count. */
    static void knees(XYChart chart, String name, double[] x, double[] y) {
        XYSeries s = chart.addSeries(name, x, y);
        s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        s.setMarker(SeriesMarkers.DIAMOND);
        s.setMarkerColor(KNEE);
    }

    /** Applies a throughput axis: from zero, or zoomed to the data with a title that says so. */
    static void throughputAxis(XYChart chart, ThroughputAxis axis) {
        chart.setYAxisTitle(axis.title());
        chart.getStyler().setYAxisMin(axis.min());
        chart.getStyler().setYAxisMax(Double.isNaN(axis.max()) ? null : axis.max());
    }

    public static byte[] png(XYChart chart) {
        try {
            return BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG);
        } catch (IOException e) {
            throw new UncheckedIOException("encoding a chart as PNG failed", e);
        }
    }

    /** A fitted number other than a throughput (a knee, a cost in us): whole as it is, else to three figures. */
    static String number(double value) {
        return value == Math.rint(value) ? String.format(Locale.ROOT, "%.0f", value) : SignificantFigures.of(value);
    }

    /**
     * A position as a page carries it: five significant figures. Nobody reads the sixth off
     * a chart, and the page is smaller (the figures a reader reads are written as text).
     */
    static double fiveFigures(double value) {
        return Double.isFinite(value) ? Double.parseDouble(String.format(Locale.ROOT, "%.5g", value)) : value;
    }

    /** x values evenly spread over [from, to] for drawing a smooth curve. */
    static double[] span(double from, double to, int count) {
        double[] x = new double[count];
        for (int i = 0; i < count; i++) {
            x[i] = from + (to - from) * i / (count - 1);
        }
        return x;
    }
}
