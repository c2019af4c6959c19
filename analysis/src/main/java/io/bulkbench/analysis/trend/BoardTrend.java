package io.bulkbench.analysis.trend;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import lombok.NonNull;

/**
 * A board's trend under one plan, its recorded runs read for analysis: the runs compared (oldest first), every point key's
 * series over them and every recommended default's. Runs of other plans are not
 * compared; {@code otherPlans} says they exist.
 *
 * @param plan       the fingerprint shown: the latest run's
 * @param otherPlans the other fingerprints recorded for the board, newest first
 */
public record BoardTrend(
        @NonNull String board,
        @NonNull PlanFingerprint plan,
        List<RecordedRun> runs,
        List<PlanRuns> otherPlans,
        List<PointTrend> points,
        List<DefaultTrend> defaults) {

    public BoardTrend {
        runs = List.copyOf(runs);
        otherPlans = List.copyOf(otherPlans);
        points = List.copyOf(points);
        defaults = List.copyOf(defaults);
    }

    /**
     * The runs from run {@code runId} on (that night and later): where an acknowledged level
     * starts ({@link Acknowledgement}). Every run when none here has that id: the run is older
     * than these nights, or of another plan.
     */
    public List<RecordedRun> runsFrom(String runId) {
        for (int i = 0; i < runs.size(); i++) {
            if (runs.get(i).runId().equals(runId)) {
                return runs.subList(i, runs.size());
            }
        }
        return runs;
    }

    /**
     * Every point's nights of the runs from run {@code runId} on ({@link #runsFrom}), as
     * change points are searched past an acknowledged change. The points' marks are left
     * out: they index the whole series.
     */
    public List<PointTrend> pointsFrom(String runId) {
        Set<RecordedRun> kept = new HashSet<>(runsFrom(runId));
        return points.stream()
                .map(p -> new PointTrend(
                        p.key(),
                        p.nights().stream().filter(n -> kept.contains(n.run())).toList(),
                        List.of()))
                .toList();
    }

    /**
     * The latest {@code nights} runs of this history, with their points' and defaults' nights,
     * unmarked and without the other plans: what a read of the board's latest nights alone
     * gives, cut from the whole history in memory. A series or default with no night among
     * them is left out, as such a read would not meet it.
     */
    public BoardTrend latestNights(int nights) {
        if (nights < 1) {
            throw new IllegalArgumentException("nights must be at least 1: " + nights);
        }
        List<RecordedRun> kept = runs.subList(Math.max(0, runs.size() - nights), runs.size());
        Set<RecordedRun> in = new HashSet<>(kept);
        List<PointTrend> keptPoints = new ArrayList<>();
        for (PointTrend p : points) {
            List<NightlyPoint> latest =
                    p.nights().stream().filter(n -> in.contains(n.run())).toList();
            if (!latest.isEmpty()) {
                keptPoints.add(new PointTrend(p.key(), latest, List.of()));
            }
        }
        List<DefaultTrend> keptDefaults = new ArrayList<>();
        for (DefaultTrend d : defaults) {
            List<DefaultTrend.Night> latest =
                    d.nights().stream().filter(n -> in.contains(n.run())).toList();
            if (!latest.isEmpty()) {
                keptDefaults.add(new DefaultTrend(d.device(), d.direction(), d.copyMode(), d.symbol(), latest));
            }
        }
        return new BoardTrend(board, plan, kept, List.of(), keptPoints, keptDefaults);
    }

    /** A plan not shown, with how many runs it has and its newest run. */
    public record PlanRuns(
            @NonNull PlanFingerprint plan,
            int runs,
            @NonNull RecordedRun latest) {}
}
