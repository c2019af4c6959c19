package io.bulkbench.reports.chart;

import io.bulkbench.analysis.Axis;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.analysis.SeriesKey;
import io.bulkbench.core.ByteSizeText;
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
 * Throughput over buffer count for one direction and copy mode: one colour per request
 * size, the measured means with their error bars, the selected fitted curve, and the
 * knee (the smallest count reaching the set share of the best) as a dark diamond. The
 * buffer axis is base-2 logarithmic, as sweeps double the count. This is the chart that
 * answers "how many buffers?".
 */
public final class BufferCountChart {
    private BufferCountChart() {}

    /** A knee to mark: its buffer count and the fitted throughput there. */
    private record Knee(double buffers, double throughputMbS) {}

    /** The chart, or empty when no point of this direction and mode was measured. */
    public static Optional<ChartImage> render(
            Direction direction, CopyMode copyMode, List<MeasuredPoint> points, List<SeriesFit> fits) {
        Map<Integer, List<MeasuredPoint>> bySize = SweepChart.groups(
                points,
                direction,
                copyMode,
                p -> p.key().requestBytes(),
                p -> p.key().buffers());
        if (bySize.isEmpty()) {
            return Optional.empty();
        }
        String scope = direction.label() + ", " + copyMode.label();
        String title = "Throughput vs buffer count (" + scope + ")";
        SweepChart chart = new SweepChart(title, "buffers (requests in flight, log scale)");
        chart.logXAxis(bySize.values(), p -> p.key().buffers(), ChartStyle::powerOfTwoLabel);
        List<String> captions = new ArrayList<>();
        List<Knee> knees = new ArrayList<>();
        int index = 0;
        for (List<MeasuredPoint> series : bySize.values()) {
            addSize(chart, series, fits, ChartStyle.color(index++), knees).ifPresent(captions::add);
        }
        if (!knees.isEmpty()) {
            ChartStyle.knees(
                    chart.chart(),
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
        return Optional.of(new ChartImage(fileName, title, caption, chart.png()));
    }

    /** Adds one request size's points and fit, collects its knee; returns the caption part for the fit. */
    private static Optional<String> addSize(
            SweepChart chart, List<MeasuredPoint> series, List<SeriesFit> fits, Color color, List<Knee> knees) {
        MeasuredPoint first = series.get(0);
        String size = ByteSizeText.of(first.key().requestBytes());
        SeriesKey key = SeriesKey.of(first.key(), Axis.BUFFERS);
        Optional<SeriesFit> fit = fits.stream()
                .filter(f -> f.selected() && f.series().equals(key))
                .findFirst();
        String legend = size + fit.map(f -> ", " + f.model().label() + " fit").orElse(", no fit");
        double[] x = chart.measured(size, legend, series, p -> p.key().buffers(), color);
        if (fit.isEmpty()) {
            return Optional.empty();
        }
        SeriesFit f = fit.get();
        chart.curve(size + " fitted curve", x[0], x[x.length - 1], f::predict, color);
        int fewest = first.key().buffers();
        int most = series.get(series.size() - 1).key().buffers();
        StringBuilder caption = new StringBuilder(size + ": " + f.model().label() + " fit");
        f.parameter("plateau_mb_s").ifPresent(p -> caption.append(", best ").append(ThroughputText.of(p.value())));
        f.parameter("knee_buffers").ifPresent(k -> {
            double n = k.value();
            if (n >= fewest && n <= most) {
                knees.add(new Knee(n, f.predict(n)));
            }
            caption.append(", knee at ").append(ChartStyle.number(n)).append(" buffers");
        });
        return Optional.of(caption.toString());
    }
}
