package io.bulkbench.site;

import io.bulkbench.analysis.Verdict;
import io.bulkbench.analysis.trend.ChangePointFinding;
import io.bulkbench.core.PercentText;
import io.bulkbench.history.NightVerdicts;
import java.util.ArrayList;
import java.util.List;

/**
 * A night's stored verdict in one line, as its page says it: "regression: run RUN at 3.0 %: 2
 * regressed, 55 unchanged, 1 not comparable; change points: 1 regression", counts of none
 * left out; or that the night was its plan's first. The counts are the ones judged once when
 * the run was recorded, which nightly's verdict files and the board's page show point by
 * point. Pure.
 */
final class NightVerdictText {
    private NightVerdictText() {}

    static String of(NightVerdicts.Tally t) {
        String changePoints = changePoints(t);
        if (t.baselineRun().isEmpty()) {
            return t.outcome().label() + ": the first night of its plan, nothing to compare with" + changePoints;
        }
        List<String> parts = new ArrayList<>();
        add(parts, t, Verdict.REGRESSION, "regressed");
        add(parts, t, Verdict.SIMULATOR_LATE, "not judged (the simulator ran late)");
        add(parts, t, Verdict.IMPROVEMENT, "improved");
        add(parts, t, Verdict.UNCHANGED, "unchanged");
        add(parts, t, Verdict.NOT_COMPARABLE, "not comparable");
        return t.outcome().label() + ": run " + t.baselineRun().get() + " at " + PercentText.tenth(t.threshold()) + ": "
                + (parts.isEmpty() ? "no point compared" : String.join(", ", parts)) + changePoints;
    }

    /** "; change points: 1 regression, 2 change", or nothing for a night whose verdict holds none. */
    private static String changePoints(NightVerdicts.Tally t) {
        List<String> parts = new ArrayList<>();
        for (ChangePointFinding.Kind kind : ChangePointFinding.Kind.values()) {
            int n = t.changePoints().getOrDefault(kind, 0);
            if (n > 0) {
                parts.add(n + " " + kind.label());
            }
        }
        return parts.isEmpty() ? "" : "; change points: " + String.join(", ", parts);
    }

    private static void add(List<String> parts, NightVerdicts.Tally t, Verdict v, String words) {
        int n = t.counts().getOrDefault(v, 0);
        if (n > 0) {
            parts.add(n + " " + words);
        }
    }
}
