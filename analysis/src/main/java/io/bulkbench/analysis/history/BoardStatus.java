package io.bulkbench.analysis.history;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.core.MeasuredPoint;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * A board's status on the lab's last night, the first that holds of: not run (its latest
 * run started more than a day before the lab's newest run), regression (what would have
 * made that night's {@code nightly} exit 3: a point slower than the night before beyond
 * the threshold and significant, or a drop confirmed by a change point over the latest
 * nights), failed points, ok. Pure: the lab's newest run stands in for a clock.
 */
public enum BoardStatus {
    NOT_RUN("not run"),
    REGRESSION("regression"),
    FAILED_POINTS("failed points"),
    OK("ok");

    /** A board whose latest run is older than this before the lab's newest run missed the night. */
    public static final Duration NIGHT = Duration.ofHours(24);

    private final String label;

    BoardStatus(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /**
     * The status of {@code history}'s latest run on the night of {@code labNewest} (the
     * newest run of any board), with the board's regression threshold (a fraction: 0.03).
     */
    public static BoardStatus of(
            BoardHistory history, Instant labNewest, double threshold, ChangePointSettings settings) {
        List<RecordedRun> runs = history.runs();
        if (runs.isEmpty()) {
            return NOT_RUN;
        }
        RecordedRun latest = runs.get(runs.size() - 1);
        if (latest.info().started().isBefore(labNewest.minus(NIGHT))) {
            return NOT_RUN;
        }
        if (!slowerThanTheNightBefore(history, threshold).isEmpty()
                || !LevelChange.confirmedDrops(history.points(), settings, threshold)
                        .isEmpty()) {
            return REGRESSION;
        }
        return pointsOf(history, latest).stream().anyMatch(p -> !p.isOk()) ? FAILED_POINTS : OK;
    }

    /**
     * The latest run's points that regressed against the run before, as {@code compare}
     * judges them (beyond the threshold and significant, the simulator not late); empty
     * when the board has one run.
     */
    public static List<PointChange> slowerThanTheNightBefore(BoardHistory history, double threshold) {
        List<RecordedRun> runs = history.runs();
        if (runs.size() < 2) {
            return List.of();
        }
        List<MeasuredPoint> tonight = pointsOf(history, runs.get(runs.size() - 1));
        List<MeasuredPoint> before = pointsOf(history, runs.get(runs.size() - 2));
        return RunComparison.compare(before, tonight, threshold, RunComparison.DEFAULT_ALPHA).stream()
                .filter(c -> c.verdict() == Verdict.REGRESSION)
                .toList();
    }

    /** The points one run measured, from the history's series. */
    static List<MeasuredPoint> pointsOf(BoardHistory history, RecordedRun run) {
        return history.points().stream()
                .flatMap(p -> p.nights().stream())
                .filter(n -> n.run().equals(run))
                .map(NightlyPoint::point)
                .toList();
    }
}
