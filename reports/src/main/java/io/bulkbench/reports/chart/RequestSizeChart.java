package io.bulkbench.reports.chart;

import io.bulkbench.analysis.Axis;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.analysis.SeriesKey;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.ThroughputText;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Throughput over request size for one direction and copy mode: one colour per buffer
 * count, the measured means with error bars and the fitted 1/T = 1/B + t0/S curve,
 * whose link bandwidth B and per-request cost t0 are named in the legend and caption.
 * The size axis is base-2 logarithmic, as sweeps double the size. This is the chart
 * that answers "how big a request?".
 */
public final class RequestSizeChart {
    private RequestSizeChart() {}

    /** The chart, or empty when no buffer count was measured at two or more sizes. */
    public static Optional<ChartImage> render(
            Direction direction, CopyMode copyMode, List<MeasuredPoint> points, List<SeriesFit> fits) {
        Map<Integer, List<MeasuredPoint>> byBuffers = SweepChart.groups(
                points,
                direction,
                copyMode,
                p -> p.key().buffers(),
                p -> p.key().requestBytes());
        byBuffers
                .values()
                .removeIf(list -> list.stream()
                                .map(p -> p.key().requestBytes())
                                .distinct()
                                .count()
                        < 2);
        if (byBuffers.isEmpty()) {
            return Optional.empty();
        }
        String scope = direction.label() + ", " + copyMode.label();
        String title = "Throughput vs request size (" + scope + ")";
        SweepChart chart = new SweepChart(title, "request size (log scale)");
        chart.logXAxis(byBuffers.values(), p -> p.key().requestBytes(), ChartStyle::powerOfTwoSizeLabel);
        List<String> captions = new ArrayList<>();
        int index = 0;
        for (List<MeasuredPoint> series : byBuffers.values()) {
            addBuffers(chart, series, fits, ChartStyle.color(index++)).ifPresent(captions::add);
        }
        String caption = "Dots: measured mean throughput with error bars, one colour per buffer count"
                + (captions.isEmpty()
                        ? "; no fit selected."
                        : "; lines: the fitted 1/T = 1/B + t0/S (B: link " + "bandwidth, t0: fixed cost per request): "
                                + String.join("; ", captions) + ".");
        String fileName = "chart-" + direction.label() + "-" + copyMode.label() + "-request-size.png";
        return Optional.of(new ChartImage(fileName, title, caption, chart.png()));
    }

    private static Optional<String> addBuffers(
            SweepChart chart, List<MeasuredPoint> series, List<SeriesFit> fits, Color color) {
        MeasuredPoint first = series.get(0);
        String buffers = "n=" + first.key().buffers();
        SeriesKey key = SeriesKey.of(first.key(), Axis.REQUEST_SIZE);
        Optional<SeriesFit> fit = fits.stream()
                .filter(f -> f.selected() && f.series().equals(key))
                .findFirst();
        Optional<String> numbers = fit.map(f ->
                "B = " + ThroughputText.of(f.parameters().get("bandwidth_mb_s").value()) + ", t0 = "
                        + ChartStyle.number(f.parameters().get("per_request_us").value()) + " us");
        double[] x = chart.measured(
                buffers,
                buffers + numbers.map(n -> ": " + n).orElse(", no fit"),
                series,
                p -> p.key().requestBytes(),
                color);
        if (fit.isEmpty()) {
            return Optional.empty();
        }
        chart.curve(
                buffers + " fitted curve",
                x[0],
                x[x.length - 1],
                bytes -> fit.get().predict(bytes),
                color);
        return Optional.of(buffers + ": " + numbers.get());
    }
}
