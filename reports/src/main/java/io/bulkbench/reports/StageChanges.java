package io.bulkbench.reports;

import io.bulkbench.analysis.explain.ChangeVerdict;
import io.bulkbench.analysis.explain.ParameterChange;
import io.bulkbench.analysis.explain.StageEstimate;
import io.bulkbench.core.SignificantFigures;
import java.util.List;

/**
 * The report's "Which stage moved" section: explain's line, then every calibrated
 * parameter of the earlier run against this one with both intervals and the verdict, the
 * changed ones marked. Absent until {@code bulkbench explain} wrote explain.csv here.
 */
final class StageChanges {
    static final String TITLE = "Which stage moved";
    static final String RULE = "bulkbench explain read the path's costs per request and per KiB from the points of an"
            + " earlier run and of this one, calibrated the board's model on both and compared every cost and fitted"
            + " parameter: changed when the two 95 % intervals do not meet and the values differ by more than 2 %,"
            + " unchanged only when the 95 % interval of the change lies within 2 % either way, undetermined"
            + " otherwise.";

    private StageChanges() {}

    static TableSection section(ReportInput input) {
        List<ParameterChange> changes = input.explanation().parameters();
        if (changes.isEmpty()) {
            return new TableSection("stage-changes", TITLE, RULE, List.of());
        }
        ReportTable table =
                new ReportTable("parameter", "before", "95 % interval", "after", "95 % interval", "change", "verdict");
        for (ParameterChange c : changes) {
            table.row(
                    c.verdict() == ChangeVerdict.CHANGED,
                    c.parameter(),
                    value(c.before()),
                    interval(c.before()),
                    value(c.after()),
                    interval(c.after()),
                    ReportFormat.signedPercent(c.change().orElse(Double.NaN)),
                    c.verdict().label());
        }
        String summary = input.explanation().summary();
        String intro = Character.toUpperCase(summary.charAt(0)) + summary.substring(1) + ". " + RULE;
        return new TableSection("stage-changes", TITLE, intro, List.of(new TableSection.Panel("", table)));
    }

    private static String value(StageEstimate e) {
        return e.fitted() ? SignificantFigures.of(e.value()) + " " + e.unit() : "not fitted";
    }

    private static String interval(StageEstimate e) {
        if (!e.fitted()) {
            return "";
        }
        return end(e.low()) + " .. " + end(e.high());
    }

    private static String end(double v) {
        return Double.isNaN(v) ? "unbounded" : SignificantFigures.of(v);
    }
}
