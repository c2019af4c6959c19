package io.bulkbench.reports.chart;

import io.bulkbench.analysis.Axis;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.analysis.SeriesKey;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import java.awt.Color;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.knowm.xchart.XYChart;

/**
 * Throughput over buffer count for one direction and copy mode: one colour per request
 * size, the measured means with their error bars, the selected fitted curve, and the
 * knee (the smallest count reaching the set share of the best) as a dark diamond. The
 * buffer axis is base-2 logarithmic, as sweeps double the count. This is the chart that
 * answers "how many buffers?".
 */
public final class BufferCountChart {
    private static final int CURVE_POINTS = 120;

    private BufferCountChart() {}

    /** A knee to mark: its buffer count and the fitted throughput there. */
    private record Knee(double buffers, double throughputMbS) {}

    /** The chart, or empty when no point of this direction and mode was measured. */
    public static Optional<ChartImage> render(
            Direction direction, CopyMode copyMode, List<MeasuredPoint> points, List<SeriesFit> fits) {
        Map<Integer, List<MeasuredPoint>> bySize = points.stream()
                .filter(p ->
                        p.isOk() && p.key().direction() == direction && p.key().copyMode() == copyMode)
                .collect(Collectors.groupingBy(p -> p.key().requestBytes(), TreeMap::new, Collectors.toList()));
        if (bySize.isEmpty()) {
            return Optional.empty();
        }
        String scope = direction.label() + ", " + copyMode.label();
        String title = "Throughput vs buffer count (" + scope + ")";
        XYChart chart = ChartStyle.chart(title, "buffers (requests in flight, log scale)", "throughput (MB/s)");
        ChartStyle.log2XAxis(
                chart,
                bySize.values().stream()
                        .flatMap(List::stream)
                        .mapToDouble(p -> p.key().buffers())
                        .min()
                        .orElseThrow(),
                bySize.values().stream()
                        .flatMap(List::stream)
                        .mapToDouble(p -> p.key().buffers())
                        .max()
                        .orElseThrow());
        List<String> captions = new ArrayList<>();
        List<Knee> knees = new ArrayList<>();
        int index = 0;
        for (Map.Entry<Integer, List<MeasuredPoint>> size : bySize.entrySet()) {
            Color color = ChartStyle.color(index++);
            List<MeasuredPoint> series = new ArrayList<>(size.getValue());
            series.sort(Comparator.comparingInt(p -> p.key().buffers()));
            addSize(chart, series, fits, color, knees).ifPresent(captions::add);
        }
        if (!knees.isEmpty()) {
            ChartStyle.knees(
                    chart,
                    "knee",
                    knees.stream()
                            .mapToDouble(k -> ChartStyle.log2(k.buffers()))
                            .toArray(),
                    knees.stream().mapToDouble(Knee::throughputMbS).toArray());
        }
        boolean predicted = points.stream().anyMatch(MeasuredPoint::isPredicted);
        String caption = "Dots: measured mean throughput with error bars (the run's error), one colour per request "
                + "size"
                + (predicted
                        ? "; dashed lines: the predicted curves of the model calibrated to the measured points,"
                                + " through every point of the plan"
                        : "")
                + (captions.isEmpty()
                        ? "; no fit selected."
                        : "; lines: the selected fit; diamonds: the knee. " + String.join("; ", captions) + ".");
        String fileName = "chart-" + direction.label() + "-" + copyMode.label() + "-buffers.png";
        return Optional.of(new ChartImage(fileName, title, caption, ChartStyle.png(chart)));
    }

    /** Adds one request size's points and fit, collects its knee; returns the caption part for the fit. */
    private static Optional<String> addSize(
            XYChart chart, List<MeasuredPoint> series, List<SeriesFit> fits, Color color, List<Knee> knees) {
        MeasuredPoint first = series.get(0);
        String size = ChartStyle.kib(first.key().requestBytes());
        SeriesKey key = SeriesKey.of(first.key(), Axis.BUFFERS);
        Optional<SeriesFit> fit = fits.stream()
                .filter(f -> f.selected() && f.series().equals(key))
                .findFirst();
        double[] buffers = series.stream().mapToDouble(p -> p.key().buffers()).toArray();
        double[] x = series.stream()
                .mapToDouble(p -> ChartStyle.log2(p.key().buffers()))
                .toArray();
        double[] y = series.stream().mapToDouble(MeasuredPoint::throughputMbS).toArray();
        String legend = size + fit.map(f -> ", " + f.model().label() + " fit").orElse(", no fit");
        List<MeasuredPoint> measured =
                series.stream().filter(p -> !p.isPredicted()).toList();
        if (measured.size() < series.size()) {
            // a model-designed run: the model's curve through every point, the measured ones marked on it
            ChartStyle.predicted(chart, size + " predicted", x, y, color);
        }
        if (!measured.isEmpty()) {
            ChartStyle.measured(
                    chart,
                    legend,
                    measured.stream()
                            .mapToDouble(p -> ChartStyle.log2(p.key().buffers()))
                            .toArray(),
                    measured.stream().mapToDouble(MeasuredPoint::throughputMbS).toArray(),
                    measured.stream()
                            .mapToDouble(p -> Double.isNaN(p.errorMbS()) ? 0 : p.errorMbS())
                            .toArray(),
                    color);
        }
        if (fit.isEmpty()) {
            return Optional.empty();
        }
        SeriesFit f = fit.get();
        double[] curveX = ChartStyle.span(x[0], x[x.length - 1], CURVE_POINTS);
        double[] curveY = new double[curveX.length];
        for (int i = 0; i < curveX.length; i++) {
            curveY[i] = f.predict(Math.pow(2, curveX[i]));
        }
        ChartStyle.fitted(chart, size + " fitted curve", curveX, curveY, color);
        StringBuilder caption = new StringBuilder(size + ": " + f.model().label() + " fit");
        f.parameter("plateau_mb_s")
                .ifPresent(p -> caption.append(", best ")
                        .append(ChartStyle.number(p.value()))
                        .append(" MB/s"));
        f.parameter("knee_buffers").ifPresent(k -> {
            double n = k.value();
            if (n >= buffers[0] && n <= buffers[buffers.length - 1]) {
                knees.add(new Knee(n, f.predict(n)));
            }
            caption.append(", knee at ").append(ChartStyle.number(n)).append(" buffers");
        });
        return Optional.of(caption.toString());
    }
}
