package io.bulkbench.analysis.trend;

import io.bulkbench.core.MeasuredPoint;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * A board's status on the lab's last night, read from its latest night's stored verdict
 * ({@link NightVerdict}), the first that holds of: not run (its latest run started more
 * than a day before the lab's newest run), regression (the verdict's outcome: what made that
 * night's {@code nightly} exit 3), failed points, not judged (a drop beyond the threshold is
 * possible, on a point or a change point, but the simulator ran late enough to account for
 * it), ok (every point judged, none regressed; an acknowledged night included). Pure: the
 * lab's newest run stands in for a clock, and nothing is judged here.
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
     * The status of {@code trend}'s latest run on the night of {@code labNewest} (the newest
     * run of any board), from the verdict stored for it ({@code verdict}; none for a night
     * never judged, such as a plan's first).
     */
    public static BoardStatus of(BoardTrend trend, Instant labNewest, Optional<NightVerdict> verdict) {
        List<RecordedRun> runs = trend.runs();
        if (runs.isEmpty()) {
            return NOT_RUN;
        }
        RecordedRun latest = runs.get(runs.size() - 1);
        if (missed(Optional.of(latest.info().started()), labNewest)) {
            return NOT_RUN;
        }
        if (verdict.map(v -> v.outcome() == NightVerdict.Outcome.REGRESSION).orElse(false)) {
            return REGRESSION;
        }
        if (pointsOf(trend, latest).stream().anyMatch(p -> !p.isOk())) {
            return FAILED_POINTS;
        }
        return verdict.map(NightVerdict::leftUnjudged).orElse(false) ? NOT_JUDGED : OK;
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
