package io.bulkbench.reports;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.trend.Acknowledgement;
import io.bulkbench.analysis.trend.ChangePointFinding;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.analysis.trend.PointTrend;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.core.PValueText;
import io.bulkbench.core.PointText;
import io.bulkbench.core.ThroughputText;
import java.util.List;
import java.util.Optional;

/**
 * The one line that says how a point moved between two runs, as every surface writes it:
 * {@code compare} and {@code nightly} print it per regression, LAVA logs it, KCIDB keeps it
 * as the test's comment, JUnit as the failure's message. One text, so a line seen in a CI
 * log is found again, word for word, in the other surfaces:
 * {@code REGRESSION snowball sim:snowball-msc in copy 16 KiB x 2: 31.4 -> 29.0 MB/s (-7.6 %, p = 0.0012, welch)}.
 */
public final class ChangeLine {
    private ChangeLine() {}

    /** The point and its figures: {@code KEY: 31.4 -> 29.0 MB/s (-7.6 %, p = 0.0012, welch)}. */
    public static String of(PointChange c) {
        return c.key() + ": " + figures(c.baselineMbS(), c.candidateMbS(), c.relativeChange(), c.pValue(), c.test());
    }

    /**
     * How a point moved, as every line of a change says it, a night's or a trend's:
     * {@code 31.4 -> 29.0 MB/s (-7.6 %, p = 0.0012, welch)}; {@code change} is a share.
     */
    public static String figures(double before, double after, double change, double p, String test) {
        return ThroughputText.figure(before) + " -> " + ThroughputText.of(after) + " ("
                + ReportFormat.signedPercent(change) + ", " + PValueText.of(p, test) + ")";
    }

    /**
     * A change point of a board's trend, as the history and the site say it: {@code sim:hs in
     * copy 64 KiB x 8: 31.4 -> 28.3 MB/s (-10.0 %, p = 2.1e-05) from night 20260109-021500 (2026-01-09)}.
     */
    public static String level(PointTrend trend, ChangePoint change) {
        RecordedRun night = trend.nightOf(change).run();
        return PointText.onDevice(trend.key()) + ": "
                + figures(change.meanBefore(), change.meanAfter(), change.change(), change.pValue(), "")
                + " from night " + night.runId() + " ("
                + night.info().started().toString().substring(0, 10) + ")";
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
     * {@code 60 points compared with run 20261203-021500, 2 regression(s)},
     * and how many drops were left unjudged for the simulator's lateness.
     */
    public static String summary(NightVerdict v) {
        List<PointChange> changes = v.points();
        long regressions = PointChange.count(changes, Verdict.REGRESSION);
        long notJudged = PointChange.count(changes, Verdict.SIMULATOR_LATE);
        return changes.size() + " points compared with " + baseline(v) + ", " + regressions + " regression(s)"
                + (notJudged == 0 ? "" : ", not judged: simulator late, " + notJudged + " points");
    }

    /** A drop the simulator's lateness may explain, so it is not judged. */
    public static String notJudged(PointChange c) {
        return "NOT JUDGED " + of(c) + ", but the simulator ran late enough to explain it";
    }

    /**
     * A change point of a night's verdict with its nights and size, as every surface says it:
     * {@code REGRESSION change point snowball ... : 31.4 -> 26.7 MB/s (-15.0 %, p = 2.1e-05),
     * from night 20261203-021500 to night 20261204-021500}; an acknowledged one ends with
     * the acknowledgement ({@link #acknowledged}).
     */
    public static String changePoint(ChangePointFinding f, Optional<Acknowledgement> acknowledgement) {
        return changePointMark(f) + changePointBody(f, acknowledgement);
    }

    /** How a change point's line begins: {@code REGRESSION change point }, or {@code change point } for one that fails nothing. */
    public static String changePointMark(ChangePointFinding f) {
        return switch (f.kind()) {
            case REGRESSION -> "REGRESSION change point ";
            case NOT_JUDGED -> "NOT JUDGED change point ";
            case ACKNOWLEDGED -> "ACKNOWLEDGED change point ";
            case CHANGE -> "change point ";
        };
    }

    /** The rest of a change point's line ({@link #changePoint}): the point, its levels, nights and p-value. */
    public static String changePointBody(ChangePointFinding f, Optional<Acknowledgement> acknowledgement) {
        return f.key() + ": " + figures(f.meanBefore(), f.meanAfter(), f.relativeChange(), f.pValue(), "")
                + ", from night " + f.beforeRun() + " to night " + f.afterRun()
                + (f.kind() == ChangePointFinding.Kind.NOT_JUDGED
                        ? ", but the simulator ran late enough to explain it"
                        : "")
                + (f.kind() == ChangePointFinding.Kind.ACKNOWLEDGED
                        ? acknowledgement.map(a -> "; " + acknowledged(a)).orElse("")
                        : "");
    }

    /** An acknowledgement as every surface says it: {@code acknowledged: REASON (since RUN)}. */
    public static String acknowledged(Acknowledgement a) {
        return "acknowledged: " + a.reason() + " (since " + a.sinceRun() + ")";
    }

    /**
     * What the night was judged against: {@code run 20261203-021500}; {@code the baseline run}
     * for a comparison that did not keep its run's id; or that it had none to compare with.
     */
    public static String baseline(NightVerdict v) {
        return v.baselineRun()
                .map(run -> "run " + run)
                .orElse(v.points().isEmpty() ? "no earlier run of its plan" : "the baseline run");
    }

    /**
     * A night's verdict in one line, as nightly prints it and LAVA, KCIDB and JUnit keep it:
     * its outcome, then each part: {@code regression: against run R, 0 of 60 points slower; 1
     * change point confirms a drop}, and the acknowledgement in force.
     */
    public static String outcome(NightVerdict v) {
        long slower = v.pointRegressions().size();
        long drops = v.changePoints(ChangePointFinding.Kind.REGRESSION).size();
        long accepted = v.changePoints(ChangePointFinding.Kind.ACKNOWLEDGED).size();
        StringBuilder line = new StringBuilder(v.outcome().label())
                .append(": against ")
                .append(baseline(v))
                .append(", ")
                .append(slower)
                .append(" of ")
                .append(v.points().size())
                .append(" points slower");
        if (!v.changePointsSearched()) {
            line.append("; change points not searched");
        } else {
            line.append("; ")
                    .append(drops)
                    .append(drops == 1 ? " change point confirms a drop" : " change points confirm a drop");
            if (accepted > 0) {
                line.append(", ").append(accepted).append(" acknowledged");
            }
        }
        v.acknowledgement().ifPresent(a -> line.append("; ").append(acknowledged(a)));
        return line.toString();
    }
}
