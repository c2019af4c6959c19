package io.bulkbench.reports;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.core.ThroughputText;
import java.util.List;

/**
 * The one line that says how a point moved between two runs, as every surface writes it:
 * {@code compare} and {@code nightly} print it per regression, LAVA logs it, KCIDB keeps it
 * as the test's comment, JUnit as the failure's message. One text, so a line seen in a CI
 * log is found again, word for word, in the other surfaces:
 * {@code REGRESSION snowball sim:snowball-msc in copy 16 KiB x 2: 31.4 -> 29.0 MB/s (-7.6 %, p=0.0012, welch)}.
 */
public final class ChangeLine {
    private ChangeLine() {}

    /** The point and its figures: {@code KEY: 31.4 -> 29.0 MB/s (-7.6 %, p=0.0012, welch)}. */
    public static String of(PointChange c) {
        return c.key() + ": " + ThroughputText.figure(c.baselineMbS()) + " -> " + ThroughputText.of(c.candidateMbS())
                + " (" + ReportFormat.signedPercent(c.relativeChange()) + ", p="
                + ReportFormat.pValueFigures(c.pValue()) + (c.test().isEmpty() ? "" : ", " + c.test()) + ")";
    }

    /**
     * A regression, and where the simulator also ran late, the change that remains after
     * allowing for all its lateness.
     */
    public static String regression(PointChange c) {
        return "REGRESSION " + of(c)
                + (c.qualifiedByLateness()
                        ? "; the simulator also ran late, and allowing for all its lateness the change is still "
                                + ReportFormat.signedPercent(c.highestChange())
                        : "");
    }

    /**
     * The comparison in one line, as LAVA logs it and KCIDB keeps it beside the regressions:
     * {@code 60 points compared with the baseline run, 2 regression(s)}, and how many drops
     * were left unjudged for the simulator's lateness.
     */
    public static String summary(List<PointChange> changes) {
        long regressions = count(changes, Verdict.REGRESSION);
        long notJudged = count(changes, Verdict.SIMULATOR_LATE);
        return changes.size() + " points compared with the baseline run, " + regressions + " regression(s)"
                + (notJudged == 0 ? "" : ", not judged: simulator late, " + notJudged + " points");
    }

    private static long count(List<PointChange> changes, Verdict verdict) {
        return changes.stream().filter(c -> c.verdict() == verdict).count();
    }

    /** A drop the simulator's lateness may explain, so it is not judged. */
    public static String notJudged(PointChange c) {
        return "NOT JUDGED " + of(c) + ", but the simulator ran late enough to explain it";
    }
}
