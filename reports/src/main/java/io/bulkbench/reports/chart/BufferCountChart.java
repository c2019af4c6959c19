package io.bulkbench.reports.chart;

import io.bulkbench.analysis.Axis;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.ThroughputText;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Throughput over buffer count for one direction and copy mode: one colour per request
 * size, the measured means with their error, the selected fitted curve, and the knee (the
 * smallest count reaching the set share of the best). This is the chart that answers "how
 * many buffers?".
 */
public final class BufferCountChart {
    private BufferCountChart() {}

    /** The chart's content, or empty when no point of this direction and mode was measured. */
    public static Optional<CurveChart> of(
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
        List<Double> grid = SweepChart.grid(bySize.values(), SweepAxis.BUFFERS);
        List<CurveChart.Curve> curves = new ArrayList<>();
        List<String> captions = new ArrayList<>();
        for (List<MeasuredPoint> series : bySize.values()) {
            CurveChart.Curve curve = curve(series, fits, curves.size(), grid);
            curves.add(curve);
            SweepChart.selected(series, fits, Axis.BUFFERS)
                    .map(f -> caption(curve.name(), f))
                    .ifPresent(captions::add);
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
        return Optional.of(CurveChart.of(direction, copyMode, SweepAxis.BUFFERS, curves, caption));
    }

    /** One request size's points, its fit sampled on {@code grid}, and its knee when it lies within the points. */
    private static CurveChart.Curve curve(
            List<MeasuredPoint> series, List<SeriesFit> fits, int index, List<Double> grid) {
        String size = ByteSizeText.of(series.get(0).key().requestBytes());
        Optional<SeriesFit> fit = SweepChart.selected(series, fits, Axis.BUFFERS);
        int fewest = series.get(0).key().buffers();
        int most = series.get(series.size() - 1).key().buffers();
        Optional<CurveChart.FittedLine> line =
                fit.map(f -> CurveChart.FittedLine.sample(size + " fitted curve", fewest, most, grid, f::predict));
        Optional<CurveChart.Knee> knee = fit.flatMap(f -> f.parameter("knee_buffers")
                .map(k -> k.value())
                .filter(n -> n >= fewest && n <= most)
                .map(n -> new CurveChart.Knee(
                        n,
                        f.predict(n),
                        "knee of " + size + ": " + ChartStyle.number(n) + " buffers, " + ThroughputText.of(f.predict(n))
                                + " fitted")));
        String legend = size + fit.map(f -> ", " + f.family().label() + " fit").orElse(", no fit");
        return new CurveChart.Curve(size, legend, ChartStyle.color(index), series, line, knee);
    }

    private static String caption(String size, SeriesFit f) {
        StringBuilder caption = new StringBuilder(size + ": " + f.family().label() + " fit");
        f.parameter("plateau_mb_s").ifPresent(p -> caption.append(", best ").append(ThroughputText.of(p.value())));
        f.parameter("knee_buffers")
                .ifPresent(k -> caption.append(", knee at ")
                        .append(ChartStyle.number(k.value()))
                        .append(" buffers"));
        return caption.toString();
    }
}
