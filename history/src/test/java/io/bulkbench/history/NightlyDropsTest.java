package io.bulkbench.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.LevelChange;
import io.bulkbench.analysis.trend.NightlyPoint;
import io.bulkbench.analysis.trend.PointTrend;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * nightly's history decision ({@link LevelChange#confirmedDrops}) on 12 nights made from a
 * seed and recorded through the store, as nightly reads them back.
 */
class NightlyDropsTest {
    private static final long SEED = 1212L;
    private static final double THRESHOLD = 0.03;
    private static final ChangePointSettings SETTINGS = ChangePointSettings.defaults();

    @Test
    void aTenPercentDropAtNightEightIsConfirmed(@TempDir Path dir) throws Exception {
        BoardTrend trend = recorded(dir, 12, night -> night < 8 ? 1 : 0.9);
        List<LevelChange> drops = LevelChange.confirmedDrops(trend.points(), SETTINGS, THRESHOLD);
        // Every point measured each night (29 of 30; one fails every night) dropped.
        assertThat(drops).hasSize(29).allSatisfy(d -> {
            assertThat(d.point().nightOf(d.change()).run().runId()).isEqualTo(SyntheticRuns.runId(8));
            assertThat(d.change().change()).isBetween(-0.11, -0.09);
            assertThat(d.change().pValue()).isLessThan(SETTINGS.maxPValue());
        });
    }

    @Test
    void aFlatHistoryHasNone(@TempDir Path dir) throws Exception {
        BoardTrend trend = recorded(dir, 12, night -> 1);
        assertThat(LevelChange.over(trend.points(), SETTINGS)).isEmpty();
        assertThat(LevelChange.confirmedDrops(trend.points(), SETTINGS, THRESHOLD))
                .isEmpty();
    }

    @Test
    void aDropSmallerThanTheThresholdIsReportedButNotConfirmed(@TempDir Path dir) throws Exception {
        BoardTrend trend = recorded(dir, 12, night -> night < 8 ? 1 : 0.9);
        List<LevelChange> changes = LevelChange.over(trend.points(), SETTINGS);
        assertThat(changes).isNotEmpty();
        assertThat(LevelChange.confirmedDrops(changes, 0.15)).isEmpty();
    }

    @Test
    void aDropLargerThanItsNightsLatenessCanExplainIsConfirmed(@TempDir Path dir) throws Exception {
        // -10 % on nights that lost 5 %: truly at most 0.9 / 0.95 of the old level, -5.3 %.
        List<PointTrend> late = lateFrom(recorded(dir, 12, night -> night < 8 ? 1 : 0.9), 8, 0.05);
        assertThat(LevelChange.confirmedDrops(late, SETTINGS, THRESHOLD)).hasSize(29);
    }

    @Test
    void aDropItsNightsLatenessMayExplainIsNotConfirmedButNotJudged(@TempDir Path dir) throws Exception {
        // -10 % on nights that lost 8 %: truly perhaps 0.9 / 0.92 of the old level, only -2.2 %.
        List<PointTrend> late = lateFrom(recorded(dir, 12, night -> night < 8 ? 1 : 0.9), 8, 0.08);
        List<LevelChange> changes = LevelChange.over(late, SETTINGS);
        assertThat(LevelChange.confirmedDrops(changes, THRESHOLD)).isEmpty();
        assertThat(changes.stream().filter(c -> c.notJudged(THRESHOLD))).hasSize(29);
    }

    /** The history with every night from {@code first} on late for {@code share} of its time. */
    private static List<PointTrend> lateFrom(BoardTrend trend, int first, double share) {
        return trend.points().stream()
                .map(p -> new PointTrend(
                        p.key(),
                        p.nights().stream()
                                .map(n -> n.run().runId().compareTo(SyntheticRuns.runId(first)) < 0
                                        ? n
                                        : new NightlyPoint(n.run(), n.point().withLateShare(OptionalDouble.of(share))))
                                .toList(),
                        List.of()))
                .toList();
    }

    @Test
    void aRiseIsReportedButIsNoDrop(@TempDir Path dir) throws Exception {
        BoardTrend trend = recorded(dir, 12, night -> night < 8 ? 1 : 1.1);
        List<LevelChange> changes = LevelChange.over(trend.points(), SETTINGS);
        assertThat(changes)
                .hasSizeGreaterThanOrEqualTo(29)
                .allSatisfy(c -> assertThat(c.change().change()).isPositive());
        assertThat(LevelChange.confirmedDrops(changes, THRESHOLD)).isEmpty();
    }

    /** Nights of snowball, night n at {@code level.at(n)} times the usual throughput, recorded and read back. */
    private static BoardTrend recorded(Path dir, int nights, Level level) throws Exception {
        System.out.println("NightlyDropsTest seed " + SEED);
        SplittableRandom random = new SplittableRandom(SEED);
        try (ResultsDatabase db = ResultsDatabase.open(DatabaseLocation.sqlite(dir.resolve("lab.db")))) {
            RunStore store = new RunStore(db);
            for (int night = 0; night < nights; night++) {
                store.record(SyntheticRuns.run("snowball", night, level.at(night), random));
            }
            return new HistoryQuery(db, ChangeMarks.NONE)
                    .of("snowball", Optional.of(SyntheticRuns.DEVICE), Optional.empty());
        }
    }

    @FunctionalInterface
    private interface Level {
        double at(int night);
    }
}
