package io.bulkbench.reports.chart;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.CpuCostText;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointText;
import java.awt.Color;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import lombok.NonNull;
import org.knowm.xchart.XYChart;

/**
 * What the points of one direction cost the CPU, over buffer count or request size: CPU
 * microseconds per MB moved, copy beside no-copy, one line per request size (or buffer
 * count) and mode, with JMH's error. Where throughput is the same in both modes this is
 * the chart that answers "copy or not?".
 */
public record CpuCostChart(
        @NonNull String title, @NonNull SweepAxis axis, List<Line> lines, String caption, String fileName)
        implements ReportChart {
    static final String Y_TITLE = "CPU per MB moved (" + CpuCostText.UNIT + ")";

    /** One group's points in one mode, sorted along the axis. */
    public record Line(@NonNull String name, @NonNull Color color, List<MeasuredPoint> points) {
        public Line {
            points = List.copyOf(points);
        }
    }

    public CpuCostChart {
        lines = List.copyOf(lines);
    }

    /** The chart of one direction over {@code axis}, or empty when none of its points has a CPU figure. */
    public static Optional<CpuCostChart> of(Direction direction, SweepAxis axis, List<MeasuredPoint> points) {
        Map<String, List<MeasuredPoint>> byLine = new TreeMap<>();
        points.stream()
                .filter(p -> p.isOk() && p.cpu().isKnown() && p.key().direction() == direction)
                .sorted(Comparator.comparingDouble(axis::of))
                .forEach(p -> {
                    int group = axis == SweepAxis.BUFFERS
                            ? p.key().requestBytes()
                            : p.key().buffers();
                    String name = (axis == SweepAxis.BUFFERS ? ByteSizeText.of(group) : group + " buffers") + ", "
                            + p.key().copyMode().label();
                    String order = String.format(
                            Locale.ROOT, "%012d %d", group, p.key().copyMode().ordinal());
                    byLine.computeIfAbsent(order + "\0" + name, k -> new ArrayList<>())
                            .add(p);
                });
        if (byLine.isEmpty()) {
            return Optional.empty();
        }
        List<Line> lines = new ArrayList<>();
        byLine.forEach(
                (k, ps) -> lines.add(new Line(k.substring(k.indexOf('\0') + 1), ChartStyle.color(lines.size()), ps)));
        String noun = axis == SweepAxis.BUFFERS ? "buffer count" : "request size";
        String title = "CPU per MB vs " + noun + " (" + direction.label() + ")";
        String caption = "Dots: the measuring process's CPU microseconds per MB moved, with the run's error, one"
                + " colour per " + (axis == SweepAxis.BUFFERS ? "request size" : "buffer count")
                + " and copy mode; copy and no-copy of one " + (axis == SweepAxis.BUFFERS ? "size" : "count")
                + " side by side. Lower is cheaper for the host.";
        String file = "chart-" + direction.label() + "-cpu-" + (axis == SweepAxis.BUFFERS ? "buffers" : "request-size")
                + ".png";
        return Optional.of(new CpuCostChart(title, axis, lines, caption, file));
    }

    @Override
    public ChartImage draw() {
        XYChart chart = ChartStyle.chart(title, axis.title(), Y_TITLE);
        double[] span = xSpan();
        ChartStyle.log2XAxis(chart, span[0], span[1], axis::tickLabel);
        for (Line line : lines) {
            ChartStyle.measured(
                    chart,
                    line.name(),
                    line.points().stream()
                            .mapToDouble(p -> ChartStyle.log2(axis.of(p)))
                            .toArray(),
                    line.points().stream().mapToDouble(CpuCostChart::cost).toArray(),
                    line.points().stream().mapToDouble(CpuCostChart::error).toArray(),
                    line.color());
        }
        return new ChartImage(fileName, title, caption, ChartStyle.png(chart));
    }

    /** The same JSON as a sweep chart's ({@link CurveJson}): charts.js plots whatever unit its labels name. */
    @Override
    public String json() {
        ObjectNode root = ChartJson.JSON.createObjectNode();
        root.put("kind", "sweep");
        root.put("xLabel", axis.title());
        root.put("yLabel", Y_TITLE);
        root.put("yMin", 0);
        double[] span = xSpan();
        ArrayNode ticks = root.putArray("ticks");
        for (SweepAxis.Tick t : axis.ticks(span[0], span[1])) {
            ticks.addObject().put("x", t.x()).put("label", t.label());
        }
        ArrayNode series = root.putArray("series");
        root.putArray("knees");
        for (Line line : lines) {
            ObjectNode s = series.addObject()
                    .put("name", line.name())
                    .put("role", "measured")
                    .put(
                            "color",
                            String.format(Locale.ROOT, "#%06x", line.color().getRGB() & 0xFFFFFF));
            ArrayNode at = s.putArray("points");
            for (MeasuredPoint p : line.points()) {
                at.addObject()
                        .put("x", axis.of(p))
                        .put("mbS", ChartStyle.fiveFigures(cost(p)))
                        .put("error", ChartStyle.fiveFigures(error(p)))
                        .put("tip", PointText.of(p.key()) + "\n" + CpuCostText.perMegabyte(cost(p)) + " of CPU");
            }
        }
        return ChartJson.text(root);
    }

    private double[] xSpan() {
        return axis.span(lines.stream().flatMap(l -> l.points().stream()).toList());
    }

    private static double cost(MeasuredPoint p) {
        return p.cpu().microsPerMb().getAsDouble();
    }

    private static double error(MeasuredPoint p) {
        double e = p.cpu().errorMicrosPerMb();
        return Double.isNaN(e) ? 0 : e;
    }
}
