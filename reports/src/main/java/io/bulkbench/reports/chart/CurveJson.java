package io.bulkbench.reports.chart;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointText;
import io.bulkbench.core.ThroughputText;
import java.util.List;
import java.util.Locale;

/**
 * A {@link CurveChart} as the JSON charts.js reads ({@code "kind": "sweep"}), escaped as
 * {@link ChartJson} escapes a trend chart. Every text a reader sees (legend, tick labels, what
 * hovering a point or a knee shows) is written here, with the formats of the tables, so the
 * script formats no unit. Colours are the PNG's, so both pictures of a chart match.
 */
public final class CurveJson {
    private CurveJson() {}

    public static String of(CurveChart chart) {
        ObjectNode root = ChartJson.JSON.createObjectNode();
        root.put("kind", "sweep");
        root.put("xLabel", chart.axis().title());
        ThroughputAxis throughput = chart.throughputAxis();
        root.put("yLabel", throughput.title());
        root.put("yMin", throughput.min());
        if (!Double.isNaN(throughput.max())) {
            root.put("yMax", throughput.max());
        }
        double[] span = chart.xSpan();
        ArrayNode ticks = root.putArray("ticks");
        for (SweepAxis.Tick t : chart.axis().ticks(span[0], span[1])) {
            ticks.addObject().put("x", t.x()).put("label", t.label());
        }
        ArrayNode series = root.putArray("series");
        ArrayNode knees = root.putArray("knees");
        for (CurveChart.Curve c : chart.curves()) {
            String color = hex(c);
            if (c.hasPredicted()) {
                points(series.addObject(), c.name() + " predicted", "predicted", color, c.points(), chart.axis());
            }
            if (!c.measured().isEmpty()) {
                points(series.addObject(), c.legend(), "measured", color, c.measured(), chart.axis());
            }
            if (c.fit().isPresent()) {
                fitted(series.addObject(), c.fit().get(), color);
                c.knee()
                        .ifPresent(k -> knees.addObject()
                                .put("x", ChartStyle.fiveFigures(k.x()))
                                .put("mbS", ChartStyle.fiveFigures(k.mbS()))
                                .put("series", series.size() - 1)
                                .put("tip", k.label()));
            }
        }
        return ChartJson.text(root);
    }

    /** A fitted curve as two arrays, not an object per point: it has many points and no text of its own. */
    private static void fitted(ObjectNode out, CurveChart.FittedLine f, String color) {
        out.put("name", f.name()).put("role", "fitted").put("color", color);
        ArrayNode x = out.putArray("x");
        ArrayNode y = out.putArray("mbS");
        for (int i = 0; i < f.x().size(); i++) {
            x.add(f.x().get(i));
            y.add(ChartStyle.fiveFigures(f.mbS().get(i)));
        }
    }

    private static void points(
            ObjectNode out, String name, String role, String color, List<MeasuredPoint> points, SweepAxis axis) {
        out.put("name", name).put("role", role).put("color", color);
        ArrayNode at = out.putArray("points");
        for (MeasuredPoint p : points) {
            double error = p.isPredicted() || Double.isNaN(p.errorMbS()) ? 0 : p.errorMbS();
            at.addObject()
                    .put("x", axis.of(p))
                    .put("mbS", ChartStyle.fiveFigures(p.throughputMbS()))
                    .put("error", ChartStyle.fiveFigures(error))
                    .put("tip", tip(p));
        }
    }

    /** What hovering a point shows: the point as the tables name it, and its throughput with JMH's error. */
    private static String tip(MeasuredPoint p) {
        return PointText.of(p.key()) + "\n"
                + (p.isPredicted()
                        ? ThroughputText.of(p.throughputMbS()) + " predicted"
                        : ThroughputText.withError(p.throughputMbS(), p.errorMbS()) + " (JMH 99.9 % error)");
    }

    private static String hex(CurveChart.Curve c) {
        return String.format(Locale.ROOT, "#%06x", c.color().getRGB() & 0xFFFFFF);
    }
}
