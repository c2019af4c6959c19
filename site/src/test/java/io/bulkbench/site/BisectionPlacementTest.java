package io.bulkbench.site;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.bisect.RecordedBisection;
import io.bulkbench.analysis.bisect.RecordedBisection.Conclusion;
import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.trend.LevelChange;
import io.bulkbench.analysis.trend.NightlyPoint;
import io.bulkbench.analysis.trend.PlanFingerprint;
import io.bulkbench.analysis.trend.PointTrend;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.analysis.trend.RunInfo;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The rule that places a bisection by the change point it explains, on ten nights of two
 * point keys: K changes level at nights 3 and 7, J at night 8 (each night at 02:00 UTC from
 * 2026-11-01 on).
 */
class BisectionPlacementTest {
    private static final PointKey K = new PointKey("snowball", "sim:hs", Direction.IN, 4, 16384, CopyMode.COPY);
    private static final PointKey J = new PointKey("snowball", "sim:hs", Direction.IN, 8, 65536, CopyMode.NO_COPY);
    private static final Instant FIRST = Instant.parse("2026-11-01T02:00:00Z");
    private static final List<RecordedRun> RUNS = runs();
    private static final List<LevelChange> CHANGES =
            List.of(change(K, 3, 40, 36), change(K, 7, 36, 33), change(J, 8, 50, 45));

    private static List<RecordedRun> runs() {
        List<RecordedRun> runs = new ArrayList<>();
        for (int n = 0; n < 10; n++) {
            runs.add(new RecordedRun(
                    "snowball",
                    "2026110" + n + "-020000",
                    "sim:hs",
                    RunInfo.startedAt(night(n)),
                    PlanFingerprint.of("plan")));
        }
        return runs;
    }

    private static Instant night(double n) {
        return FIRST.plus(Duration.ofMinutes(Math.round(n * 24 * 60)));
    }

    private static LevelChange change(PointKey key, int index, double before, double after) {
        List<NightlyPoint> nights = new ArrayList<>();
        for (int n = 0; n < RUNS.size(); n++) {
            double mbS = n < index ? before : after;
            nights.add(new NightlyPoint(RUNS.get(n), MeasuredPoint.ok(key, mbS, 0.1, List.of(mbS), 0)));
        }
        ChangePoint point = new ChangePoint(index, before, after, 0.0001);
        return new LevelChange(new PointTrend(key, nights, List.of(point)), point, after);
    }

    private static RecordedBisection bisection(List<PointKey> points, Optional<String> fromRun, Instant started) {
        return new RecordedBisection(
                "snowball",
                "sim:hs",
                points,
                new RecordedBisection.Range("/fw", "a".repeat(40), "b".repeat(40), fromRun),
                Conclusion.found("c".repeat(40), "slower"),
                0.03,
                new RecordedBisection.When(started, started.plusSeconds(3600), "", ""),
                "/bisect/" + started,
                List.of());
    }

    private static Optional<Integer> placed(List<PointKey> points, Optional<String> fromRun, Instant started) {
        return BisectionPlacement.explained(bisection(points, fromRun, started), CHANGES, RUNS)
                .map(c -> c.change().index());
    }

    @Test
    void withoutARunItIsTheLatestChangeOfItsPointsThatStartedByTheBisectsStart() {
        assertThat(placed(List.of(K), Optional.empty(), night(9.5))).contains(7);
        assertThat(placed(List.of(K), Optional.empty(), night(5))).contains(3);
        assertThat(placed(List.of(K, J), Optional.empty(), night(9.5))).contains(8);
    }

    @Test
    void aChangeStartingAtTheBadEndsOwnNightCounts() {
        assertThat(placed(List.of(K), Optional.empty(), night(7))).contains(7);
    }

    @Test
    void theRunItWasMadeFromIsTheBadEndsTimeWhenTheHistoryHoldsIt() {
        assertThat(placed(List.of(K), Optional.of(RUNS.get(5).runId()), night(9.5)))
                .as("night 5's run, not the bisect's start")
                .contains(3);
        assertThat(placed(List.of(K), Optional.of("20250101-000000"), night(9.5)))
                .as("a run the history lacks: the bisect's start")
                .contains(7);
    }

    @Test
    void noChangeOfItsPointsBeforeTheBadEndPlacesNothing() {
        assertThat(placed(List.of(K), Optional.empty(), night(2))).isEmpty();
        PointKey other = new PointKey("snowball", "sim:hs", Direction.OUT, 4, 16384, CopyMode.COPY);
        assertThat(placed(List.of(other), Optional.empty(), night(9.5))).isEmpty();
    }
}
