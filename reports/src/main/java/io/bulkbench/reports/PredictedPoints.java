package io.bulkbench.reports;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.ThroughputText;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The report's "Measured and predicted points" section of a model-designed run ({@code
 * sweep --design model}): how many points were measured and how many the calibrated model
 * predicted, and per direction and copy mode a table of which is which at each request
 * size (rows) and buffer count (columns). Absent when every point was measured.
 */
final class PredictedPoints {
    static final String TITLE = "Measured and predicted points";

    private PredictedPoints() {}

    static TableSection section(ReportInput input) {
        long predicted =
                input.points().stream().filter(MeasuredPoint::isPredicted).count();
        if (predicted == 0) {
            return new TableSection("predicted", TITLE, "", List.of());
        }
        long measured = input.points().size() - predicted;
        String intro = measured + " of the run's " + input.points().size() + " points were measured; the other "
                + predicted + " are predicted curves: the virtual-time twin of the simulator profile calibrated to"
                + " the measured points (calibrated.yaml), which describes them within their errors. The charts"
                + " draw the predicted curves as dashed lines with the measured points on them, and the fits and"
                + " recommendations above use both. points.csv marks each point in its source column.";
        List<TableSection.Panel> panels = new ArrayList<>();
        for (Direction direction : Direction.values()) {
            for (CopyMode mode : CopyMode.values()) {
                List<MeasuredPoint> points = input.points().stream()
                        .filter(p -> p.isOk()
                                && p.key().direction() == direction
                                && p.key().copyMode() == mode)
                        .toList();
                if (!points.isEmpty()) {
                    panels.add(new TableSection.Panel(direction, mode, table(points)));
                }
            }
        }
        return new TableSection("predicted", TITLE, intro, panels);
    }

    private static ReportTable table(List<MeasuredPoint> points) {
        Map<PointKey, String> cells = new LinkedHashMap<>();
        points.forEach(p -> cells.put(
                p.key(), (p.isPredicted() ? "predicted " : "measured ") + ThroughputText.figure(p.throughputMbS())));
        return ReportTables.sizeByBuffers(cells, " (MB/s)");
    }
}
