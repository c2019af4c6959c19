package io.bulkbench.analysis.trend;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.core.MeasuredPoint;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * A board's status on the lab's last night, the first that holds of: not run (its latest
 * run started more than a day before the lab's newest run), regression (what would have
 * made that night's {@code nightly} exit 3: a point slower than the night before beyond
 * the threshold and significant, or a drop confirmed by a change point over the latest
 * nights, from the board's acknowledged run on if it has one ({@link Acknowledgement}),
 * lateness taken into account), failed points, not judged (a drop beyond the
 * threshold is possible on some point but the simulator ran late enough to account for
 * it), ok (every point judged, none regressed). Pure: the lab's newest run stands in for
 * a clock.
 */
public enum BoardStatus {
    NOT_RUN("not run"),
    REGRESSION("regression"),
    FAILED_POINTS("failed points"),
    NOT_JUDGED("not judged"),
    OK("ok");

    /** A board whose latest run is older than this before the lab's newest run missed the night. */
    public static final Duration NIGHT = Duration.ofHours(24);

    /** Whether a board whose latest run started at {@code latest} (none: never) missed the lab's night of {@code labNewest}. */
    public static boolean missed(Optional<Instant> latest, Instant labNewest) {
        return latest.map(started -> started.isBefore(labNewest.minus(NIGHT))).orElse(true);
    }

    private final String label;

    BoardStatus(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /**
     * The status of {@code trend}'s latest run on the night of {@code labNewest} (the
     * newest run of any board), with the board's regression threshold (a fraction: 0.03).
     */
    public static BoardStatus of(BoardTrend trend, Instant labNewest, double threshold, ChangePointSettings settings) {
        return of(
                trend,
                labNewest,
                threshold,
                againstTheNightBefore(trend, threshold),
                LevelChange.over(trend.points(), settings));
    }

    /**
     * The same from the latest run's points compared with the run before ({@link
     * #againstTheNightBefore}) and the change points over the latest nights, for a caller
     * that has them already.
     */
    static BoardStatus of(
            BoardTrend trend,
            Instant labNewest,
            double threshold,
            List<PointChange> tonight,
            List<LevelChange> levels) {
        List<RecordedRun> runs = trend.runs();
        if (runs.isEmpty()) {
            return NOT_RUN;
        }
        RecordedRun latest = runs.get(runs.size() - 1);
        if (missed(Optional.of(latest.info().started()), labNewest)) {
            return NOT_RUN;
        }
        if (tonight.stream().anyMatch(c -> c.verdict() == Verdict.REGRESSION)
                || levels.stream().anyMatch(c -> c.dropsBeyond(threshold))) {
            return REGRESSION;
        }
        if (pointsOf(trend, latest).stream().anyMatch(p -> !p.isOk())) {
            return FAILED_POINTS;
        }
        if (tonight.stream().anyMatch(c -> c.verdict() == Verdict.SIMULATOR_LATE)
                || levels.stream().anyMatch(c -> c.notJudged(threshold))) {
            return NOT_JUDGED;
        }
        return OK;
    }

    /**
     * The latest run's points compared with the run before, as {@code compare} judges
     * them (beyond the threshold and significant, lateness bounded); empty when the board
     * has one run. The test is the one {@code compare} picks from the points: Welch's or
     * Student's on their per-iteration samples where both runs' points carry them, the
     * normal approximation from mean and error where one does not.
     */
    public static List<PointChange> againstTheNightBefore(BoardTrend trend, double threshold) {
        List<RecordedRun> compared = comparedRuns(trend.runs());
        if (compared.isEmpty()) {
            return List.of();
        }
        List<MeasuredPoint> before = pointsOf(trend, compared.get(0));
        List<MeasuredPoint> tonight = pointsOf(trend, compared.get(1));
        return RunComparison.compare(before, tonight, threshold, RunComparison.DEFAULT_ALPHA);
    }

    /**
     * The runs {@link #againstTheNightBefore} compares, the one before first and the latest
     * second; none when there are fewer than two. The only runs whose points a judgement
     * needs samples of, so a reader of the history reads iterations for these alone.
     */
    public static List<RecordedRun> comparedRuns(List<RecordedRun> runs) {
        return runs.size() < 2 ? List.of() : List.copyOf(runs.subList(runs.size() - 2, runs.size()));
    }

    /** The points one run measured, from the history's series. */
    static List<MeasuredPoint> pointsOf(BoardTrend trend, RecordedRun run) {
        return trend.points().stream()
                .flatMap(p -> p.nights().stream())
                .filter(n -> n.run().equals(run))
                .map(NightlyPoint::point)
                .toList();
    }
}
