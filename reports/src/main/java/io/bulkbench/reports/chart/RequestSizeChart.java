package io.bulkbench.reports.chart;

import io.bulkbench.analysis.Axis;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.ThroughputText;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Throughput over request size for one direction and copy mode: one colour per buffer
 * count, the measured means with their error and the fitted 1/T = 1/B + t0/S curve, whose
 * link bandwidth B and per-request cost t0 are named in the legend and caption. This is
 * the chart that answers "how big a request?".
 */
public final class RequestSizeChart {
    private RequestSizeChart() {}

    /** The chart's content, or empty when no buffer count was measured at two or more sizes. */
    public static Optional<CurveChart> of(
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
        List<Double> grid = SweepChart.grid(byBuffers.values(), SweepAxis.REQUEST_SIZE);
        List<CurveChart.Curve> curves = new ArrayList<>();
        List<String> captions = new ArrayList<>();
        for (List<MeasuredPoint> series : byBuffers.values()) {
            Optional<SeriesFit> fit = SweepChart.selected(series, fits, Axis.REQUEST_SIZE);
            String buffers = "n=" + series.get(0).key().buffers();
            Optional<String> numbers = fit.map(RequestSizeChart::numbers);
            numbers.ifPresent(n -> captions.add(buffers + ": " + n));
            double from = series.get(0).key().requestBytes();
            double to = series.get(series.size() - 1).key().requestBytes();
            curves.add(new CurveChart.Curve(
                    buffers,
                    buffers + numbers.map(n -> ": " + n).orElse(", no fit"),
                    ChartStyle.color(curves.size()),
                    series,
                    fit.map(f -> CurveChart.FittedLine.sample(buffers + " fitted curve", from, to, grid, f::predict)),
                    Optional.empty()));
        }
        String caption = "Dots: measured mean throughput with error bars, one colour per buffer count"
                + (captions.isEmpty()
                        ? "; no fit selected."
                        : "; lines: the fitted 1/T = 1/B + t0/S (B: link " + "bandwidth, t0: fixed cost per request): "
                                + String.join("; ", captions) + ".");
        return Optional.of(CurveChart.of(direction, copyMode, SweepAxis.REQUEST_SIZE, curves, caption));
    }

    private static String numbers(SeriesFit f) {
        return "B = " + ThroughputText.of(f.parameters().get("bandwidth_mb_s").value()) + ", t0 = "
                + ChartStyle.number(f.parameters().get("per_request_us").value()) + " us";
    }
}
