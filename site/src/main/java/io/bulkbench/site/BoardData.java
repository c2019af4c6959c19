package io.bulkbench.site;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.trend.KeyPoints;
import io.bulkbench.analysis.trend.PointTrend;
import io.bulkbench.core.PointText;
import io.bulkbench.reports.chart.ChartJson;
import java.util.Optional;

/**
 * What a board's page tells site.js about its trends, in the page itself (a
 * {@code <script type="application/json">}, markup escaped): the board's folder and the
 * months of its nights ({@link NightData}), which the page loads, and per key point its
 * id, the chart's title and caption and its change points, labelled as
 * {@link TrendChart#changeLabel} labels them. The nights themselves stay in the month
 * files. Pure.
 */
final class BoardData {
    private BoardData() {}

    static String json(SiteBoard b) {
        ObjectNode root = ChartJson.object();
        root.put("folder", SiteFolder.fileName(b.board()));
        ArrayNode months = root.putArray("months");
        b.months().forEach(months::add);
        ArrayNode trends = root.putArray("trends");
        Optional<PointTrend> recommended = KeyPoints.recommended(b.summary().trend());
        for (PointTrend p : KeyPoints.of(b.summary().trend())) {
            ObjectNode t = trends.addObject()
                    .put("key", p.key().canonicalText())
                    .put(
                            "title",
                            (recommended.equals(Optional.of(p)) ? "Recommended: " : "Corner: ") + PointText.of(p.key()))
                    .put("caption", TrendChart.caption(p));
            ArrayNode changes = t.putArray("changes");
            for (ChangePoint c : p.changes()) {
                changes.addObject()
                        .put("t", p.nightOf(c).run().info().started().getEpochSecond())
                        .put("label", TrendChart.changeLabel(p, c))
                        .put("drop", c.meanAfter() < c.meanBefore());
            }
        }
        return ChartJson.text(root);
    }
}
