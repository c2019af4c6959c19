package io.bulkbench.analysis.trend;

import java.util.List;
import java.util.Objects;

/**
 * A board's history under one plan: the runs compared (oldest first), every point key's
 * series over them and every recommended default's. Runs of other plans are not
 * compared; {@code otherPlans} says they exist.
 *
 * @param plan       the fingerprint shown: the latest run's
 * @param otherPlans the other fingerprints recorded for the board, newest first
 */
public record BoardHistory(
        String board,
        PlanFingerprint plan,
        List<RecordedRun> runs,
        List<PlanRuns> otherPlans,
        List<PointHistory> points,
        List<DefaultHistory> defaults) {

    public BoardHistory {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(plan, "plan");
        runs = List.copyOf(runs);
        otherPlans = List.copyOf(otherPlans);
        points = List.copyOf(points);
        defaults = List.copyOf(defaults);
    }

    /** A plan not shown, with how many runs it has and its newest run. */
    public record PlanRuns(PlanFingerprint plan, int runs, RecordedRun latest) {
        public PlanRuns {
            Objects.requireNonNull(plan, "plan");
            Objects.requireNonNull(latest, "latest");
        }
    }
}
