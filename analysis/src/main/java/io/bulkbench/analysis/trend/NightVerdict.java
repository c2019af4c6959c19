package io.bulkbench.analysis.trend;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import lombok.NonNull;

/**
 * A night's whole verdict, judged once when its run is recorded and rendered by every
 * surface: its points against the night before ({@code points}, from {@code baselineRun},
 * at the board's {@code threshold}), the change points over the board's latest nights
 * ({@code changePoints}; empty, not searched, where {@code changePointsSearched} is false),
 * and the acknowledgement in force when it was judged. Its {@link #outcome} is what nightly
 * exits with. Pure.
 */
public record NightVerdict(
        @NonNull Optional<String> baselineRun,
        double threshold,
        List<PointChange> points,
        boolean changePointsSearched,
        List<ChangePointFinding> changePoints,
        @NonNull Optional<Acknowledgement> acknowledgement) {

    /** What a night comes to. */
    public enum Outcome {
        /** Nothing failed the night. */
        PASS("pass"),
        /** A point slower than the night before, or a drop a change point confirms: nightly exits 3. */
        REGRESSION("regression"),
        /** It would have failed on a change point but for the acknowledgement in force. */
        ACKNOWLEDGED("acknowledged");

        private final String label;

        Outcome(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }

        /**
         * What a night with these counts comes to: a regression when a point is slower than the
         * night before or a change point confirms a drop (an acknowledgement never hides a
         * failure of the night's own points), else acknowledged when a change point the
         * acknowledgement accepts would have failed it, else pass.
         */
        public static Outcome of(long slowerPoints, long confirmedDrops, long acknowledgedDrops) {
            if (slowerPoints > 0 || confirmedDrops > 0) {
                return REGRESSION;
            }
            return acknowledgedDrops > 0 ? ACKNOWLEDGED : PASS;
        }
    }

    public NightVerdict {
        points = List.copyOf(points);
        changePoints = List.copyOf(changePoints);
    }

    /** A night judged against the night before alone, its change points not searched (a folder's comparison). */
    public static NightVerdict ofPoints(Optional<String> baselineRun, double threshold, List<PointChange> points) {
        return new NightVerdict(baselineRun, threshold, points, false, List.of(), Optional.empty());
    }

    /** What the night comes to ({@link Outcome#of}). */
    public Outcome outcome() {
        return Outcome.of(
                pointRegressions().size(),
                changePoints(ChangePointFinding.Kind.REGRESSION).size(),
                changePoints(ChangePointFinding.Kind.ACKNOWLEDGED).size());
    }

    /** The points slower than the night before beyond the threshold, significantly. */
    public List<PointChange> pointRegressions() {
        return points.stream().filter(c -> c.verdict() == Verdict.REGRESSION).toList();
    }

    /** Whether a drop beyond the threshold is possible, on a point or a change point, but the simulator's lateness left it unjudged. */
    public boolean leftUnjudged() {
        return points.stream().anyMatch(c -> c.verdict() == Verdict.SIMULATOR_LATE)
                || !changePoints(ChangePointFinding.Kind.NOT_JUDGED).isEmpty();
    }

    /** The change point of {@code point} whose new level begins at the run {@code firstNewRun}, if the verdict has it. */
    public Optional<ChangePointFinding> changePointAt(PointKey point, String firstNewRun) {
        return changePoints.stream().filter(f -> f.isAt(point, firstNewRun)).findFirst();
    }

    /** The change points of one kind, in their order (drops first, the largest first). */
    public List<ChangePointFinding> changePoints(ChangePointFinding.Kind kind) {
        return changePoints.stream().filter(c -> c.kind() == kind).toList();
    }

    /**
     * The change points of a board's latest nights ({@code trend}, the night judged its
     * latest), searched from the acknowledged run on when {@code acknowledged} is given, at
     * {@code threshold} (a share). A drop beyond the threshold that only the search over all
     * the nights finds is the acknowledged change: it is kept, as acknowledged, so a night
     * the acknowledgement lets pass says so.
     */
    public static List<ChangePointFinding> changePointsOf(
            BoardTrend trend, Optional<Acknowledgement> acknowledged, ChangePointSettings settings, double threshold) {
        List<LevelChange> searched = LevelChange.over(trend, acknowledged, settings);
        List<ChangePointFinding> out = new ArrayList<>();
        for (LevelChange c : searched) {
            out.add(ChangePointFinding.of(c, kindOf(c, threshold)));
        }
        if (acknowledged.isPresent()) {
            String since = acknowledged.get().sinceRun();
            Set<String> later = trend.runsFrom(since).stream()
                    .map(RecordedRun::runId)
                    .filter(id -> !id.equals(since))
                    .collect(Collectors.toSet());
            for (LevelChange c : LevelChange.confirmedDrops(LevelChange.over(trend.points(), settings), threshold)) {
                ChangePointFinding found = ChangePointFinding.of(c, ChangePointFinding.Kind.ACKNOWLEDGED);
                // the accepted level starts at the acknowledged night; a drop after it is the search's own
                if (!later.contains(found.afterRun())) {
                    out.add(found);
                }
            }
        }
        return out;
    }

    private static ChangePointFinding.Kind kindOf(LevelChange c, double threshold) {
        if (c.dropsBeyond(threshold)) {
            return ChangePointFinding.Kind.REGRESSION;
        }
        return c.notJudged(threshold) ? ChangePointFinding.Kind.NOT_JUDGED : ChangePointFinding.Kind.CHANGE;
    }
}
