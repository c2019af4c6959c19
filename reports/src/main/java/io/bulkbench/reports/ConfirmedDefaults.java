package io.bulkbench.reports;

import io.bulkbench.analysis.Confirmation;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointText;
import io.bulkbench.core.ThroughputText;
import java.util.ArrayList;
import java.util.List;

/**
 * The report's "Confirmed with the nightly settings" section ({@code --confirm}): per
 * direction and copy mode, the recommended configuration measured again with the nightly
 * JMH settings, what the run expected there, and whether the two agree (the rule is
 * {@link Confirmation#agrees}). Absent without confirmations.
 */
final class ConfirmedDefaults {
    static final String TITLE = "Confirmed with the nightly settings";
    static final String INTRO = "Each recommended configuration measured again with the nightly JMH settings"
            + " (1 fork, 3 warm-up + 10 x 1 s). Expected: the calibrated model's prediction there when the run has"
            + " one (calibrated.yaml), else the run's own figure at that point. They agree when the difference is"
            + " within the confirmation's error (JMH's 99.9 % half-width) or within "
            + Math.round(100 * Confirmation.TOLERANCE) + " % of the expectation, whichever is larger.";

    private ConfirmedDefaults() {}

    static TableSection section(ReportInput input) {
        List<TableSection.Panel> panels = new ArrayList<>();
        for (Direction direction : Direction.values()) {
            for (CopyMode mode : CopyMode.values()) {
                List<Confirmation> here = input.confirmations().stream()
                        .filter(c -> c.key().direction() == direction && c.key().copyMode() == mode)
                        .toList();
                if (here.isEmpty()) {
                    continue;
                }
                ReportTable table = new ReportTable(
                        "request x buffers", "expected (MB/s)", "confirmed (MB/s)", "difference", "verdict");
                for (Confirmation c : here) {
                    table.row(
                            !c.agrees(),
                            PointText.setting(c.key()),
                            ThroughputText.figure(c.predictedMbS()),
                            ThroughputText.figureWithError(c.confirmedMbS(), c.confirmedErrorMbS()),
                            ReportFormat.signedPercent(c.deviation()),
                            c.agrees() ? "agree" : "DISAGREE");
                }
                panels.add(new TableSection.Panel(direction, mode, table));
            }
        }
        return new TableSection("confirmed", TITLE, INTRO, panels);
    }
}
