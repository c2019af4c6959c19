package io.bulkbench.site;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.explain.ModelChange;
import io.bulkbench.analysis.explain.ParameterChange;
import io.bulkbench.analysis.explain.RecordedExplanation;
import io.bulkbench.analysis.explain.StageEstimate;
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
 * The rule that places an explain comparison by its change point, on ten nights of two
 * point keys (each night at 02:00 UTC from 2026-11-01 on, run id "night-N"): K changes level
 * at nights 3 and 7 (40 -> 36 -> 33 MB/s), J at night 8 (50 -> 45).
 */
class ExplanationPlacementTest {
    private static final PointKey K = new PointKey("snowball", "sim:hs", Direction.IN, 4, 16384, CopyMode.COPY);
    private static final PointKey J = new PointKey("snowball", "sim:hs", Direction.IN, 8, 65536, CopyMode.NO_COPY);
    private static final PointKey L = new PointKey("snowball", "sim:hs", Direction.OUT, 8, 65536, CopyMode.NO_COPY);
    private static final Instant FIRST = Instant.parse("2026-11-01T02:00:00Z");
    private static final List<RecordedRun> RUNS = runs();
    private static final LevelChange K3 =
            changes(K, new double[] {40, 36, 33}, 3, 7).get(0);
    private static final LevelChange K7 =
            changes(K, new double[] {40, 36, 33}, 3, 7).get(1);
    private static final LevelChange J8 = changes(J, new double[] {50, 45}, 8).get(0);
    private static final List<LevelChange> CHANGES = List.of(K3, K7, J8);
    private static final ModelChange BUS_COST = new ModelChange(List.of(new ParameterChange(
            new StageEstimate("link.per_request_us", 15, 14.5, 15.5),
            new StageEstimate("link.per_request_us", 25, 24.5, 25.5))));

    private static List<RecordedRun> runs() {
        List<RecordedRun> runs = new ArrayList<>();
        for (int n = 0; n < 10; n++) {
            runs.add(new RecordedRun(
                    "snowball", "night-" + n, "sim:hs", RunInfo.startedAt(night(n)), PlanFingerprint.of("plan")));
        }
        return runs;
    }

    private static Instant night(double n) {
        return FIRST.plus(Duration.ofMinutes(Math.round(n * 24 * 60)));
    }

    /** The change points of one key whose levels are {@code levels}, the new ones starting at {@code starts}. */
    private static List<LevelChange> changes(PointKey key, double[] levels, int... starts) {
        List<NightlyPoint> nights = new ArrayList<>();
        for (int n = 0; n < RUNS.size(); n++) {
            int level = 0;
            while (level < starts.length && n >= starts[level]) {
                level++;
            }
            double mbS = levels[level];
            nights.add(new NightlyPoint(RUNS.get(n), MeasuredPoint.ok(key, mbS, 0.1, List.of(mbS), 0)));
        }
        List<ChangePoint> points = new ArrayList<>();
        for (int i = 0; i < starts.length; i++) {
            points.add(new ChangePoint(starts[i], levels[i], levels[i + 1], 0.0001));
        }
        return LevelChange.of(new PointTrend(key, nights, points), points);
    }

    private static Optional<LevelChange> placed(String before, double afterNight, List<LevelChange> changes) {
        RecordedExplanation e = new RecordedExplanation("snowball", before, "after", night(afterNight), BUS_COST);
        return ExplanationPlacement.explained(e, changes);
    }

    @Test
    void itIsTheChangeAtAnyKeyWhoseNewLevelStartsLatestByTheAfterRunsStart() {
        assertThat(placed("elsewhere", 9.5, CHANGES)).containsSame(J8);
        assertThat(placed("elsewhere", 7.5, CHANGES)).containsSame(K7);
        assertThat(placed("elsewhere", 5, CHANGES)).containsSame(K3);
    }

    @Test
    void aChangeStartingOnTheAfterRunsOwnNightCounts() {
        assertThat(placed("night-5", 7, CHANGES)).containsSame(K7);
    }

    @Test
    void aBeforeRunTheKeysNightsHoldMustLieOnTheChangesOldLevel() {
        assertThat(placed("night-2", 7.5, CHANGES))
                .as("night 2 is on K's level before night 3, not on the one before night 7")
                .containsSame(K3);
        assertThat(placed("night-3", 7.5, CHANGES))
                .as("the old level of K's change at 7 starts at night 3")
                .containsSame(K7);
        assertThat(placed("night-8", 9.5, CHANGES))
                .as("both runs after every change: none of them is between the runs")
                .isEmpty();
    }

    @Test
    void anAfterRunBeforeEveryChangePlacesNothing() {
        assertThat(placed("night-0", 2, CHANGES)).isEmpty();
        assertThat(placed("night-0", 9, List.of())).isEmpty();
    }

    @Test
    void amongChangesStartingTheSameNightTheFirstListedIsIt() {
        LevelChange l7 = changes(L, new double[] {20, 18}, 7).get(0);
        assertThat(placed("night-5", 7.5, List.of(l7, K7))).containsSame(l7);
        assertThat(placed("night-5", 7.5, List.of(K7, l7))).containsSame(K7);
    }
}
