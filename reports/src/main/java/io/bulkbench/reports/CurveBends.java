package io.bulkbench.reports;

import io.bulkbench.analysis.PointLimit;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The report's "Why the curve bends" section, shared by the HTML and Markdown forms: for
 * each direction and copy mode, a table of what limits throughput at each request size
 * (rows) and buffer count (columns), read from the profile calibrated to this run
 * ({@code bulkbench calibrate}). Absent when the run has no calibrated profile.
 */
final class CurveBends {
    static final String TITLE = "Why the curve bends";
    static final String INTRO = "What limits throughput at each point, as the simulator profile calibrated to this run "
            + "(calibrated.yaml) says: the resource whose time per request is the longest (the link's bandwidth or "
            + "its fixed per-request cost, the host's turnaround, the copy, the device's storage), or too few buffers "
            + "when the model's throughput stays more than 3 % below what that resource allows: the buffers in flight "
            + "do not hide the round trip and the jitter. Where the curve over buffer count flattens, the label "
            + "changes from too few buffers to a resource; adding buffers beyond that point buys nothing.";

    private CurveBends() {}

    /** The section of a run: a table per direction and copy mode (in, out, both; copy, no-copy), none without a calibrated profile. */
    static TableSection section(ReportInput input) {
        List<TableSection.Panel> panels = new ArrayList<>();
        for (Direction direction : Direction.values()) {
            for (CopyMode mode : CopyMode.values()) {
                List<PointLimit> limits = input.limits().stream()
                        .filter(l -> l.key().direction() == direction && l.key().copyMode() == mode)
                        .toList();
                if (!limits.isEmpty()) {
                    panels.add(new TableSection.Panel(direction, mode, table(limits)));
                }
            }
        }
        return new TableSection("curve-bends", TITLE, INTRO, panels);
    }

    private static ReportTable table(List<PointLimit> limits) {
        Map<PointKey, String> cells = new LinkedHashMap<>();
        limits.forEach(l -> cells.put(l.key(), l.resource().label()));
        return ReportTables.sizeByBuffers(cells, "");
    }
}
