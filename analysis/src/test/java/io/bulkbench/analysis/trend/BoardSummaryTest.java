package io.bulkbench.analysis.trend;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.PointKey;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BoardSummaryTest {
    private static final PointKey SMALL_FEW = Trends.key("b", 2, 16384, CopyMode.NO_COPY);
    private static final PointKey SMALL_MANY = Trends.key("b", 32, 16384, CopyMode.NO_COPY);
    private static final PointKey LARGE_FEW = Trends.key("b", 2, 262144, CopyMode.NO_COPY);
    private static final PointKey LARGE_MANY = Trends.key("b", 32, 262144, CopyMode.NO_COPY);
    private static final PointKey MIDDLE = Trends.key("b", 8, 65536, CopyMode.NO_COPY);

    private static BoardTrend board(Map<PointKey, List<ChangePoint>> changes) {
        Map<PointKey, double[]> points = new LinkedHashMap<>();
        // Levels as regressionsComeFirstThenTheNewestChange marks them.
        points.put(SMALL_FEW, new double[] {10, 12, 12, 12});
        points.put(SMALL_MANY, new double[] {20, 20, 20, 19.8});
        points.put(LARGE_FEW, new double[] {25, 25, 25, 25});
        points.put(LARGE_MANY, new double[] {40, 42, 41, 39});
        points.put(MIDDLE, new double[] {30, 30, 24, 24});
        return Trends.board("b", points, List.of("8", "32", "32", "32"), changes);
    }

    @Test
    void theHeadlineIsTheRecommendedPointTonightAgainstItsBest() {
        BoardTrend h = board(Map.of());

        BoardSummary s = BoardSummary.of(h, Trends.run("b", 3).info().started(), judged(h), Optional.empty());

        assertThat(s.headline().orElseThrow().key()).isEqualTo(LARGE_MANY);
        assertThat(s.tonightMbS()).isEqualTo(39);
        assertThat(s.bestMbS()).isEqualTo(42);
        assertThat(s.shareOfBest()).isEqualTo(39.0 / 42);
    }

    @Test
    void aDefaultIsShownWithTheRunFromWhichItHasHeld() {
        BoardTrend h = board(Map.of());
        BoardSummary s = BoardSummary.of(h, Trends.run("b", 3).info().started(), judged(h), Optional.empty());

        assertThat(s.defaults()).hasSize(1);
        assertThat(s.defaults().get(0).latest().value()).isEqualTo("32");
        assertThat(s.defaults().get(0).since().run().runId()).isEqualTo("run-1");
    }

    @Test
    void keyPointsAreTheRecommendedOneThenTheGridsCorners() {
        List<PointKey> keys =
                KeyPoints.of(board(Map.of())).stream().map(PointTrend::key).toList();

        assertThat(keys).containsExactly(LARGE_MANY, SMALL_FEW, SMALL_MANY, LARGE_FEW);
        assertThat(keys).doesNotContain(MIDDLE);
    }

    /** The latest night's verdict as the database stores it, no change acknowledged, at 3 %. */
    private static Optional<NightVerdict> judged(BoardTrend h) {
        return Optional.of(Trends.judged(h, Optional.empty(), 0.03));
    }

    @Test
    void regressionsComeFirstThenTheNewestChange() {
        ChangePoint oldRise = new ChangePoint(1, 10, 12, 0.0001);
        ChangePoint newSmallDrop = new ChangePoint(3, 20, 19.8, 0.0001);
        ChangePoint oldBigDrop = new ChangePoint(2, 30, 24, 0.0001);
        BoardTrend h = board(
                Map.of(SMALL_FEW, List.of(oldRise), SMALL_MANY, List.of(newSmallDrop), MIDDLE, List.of(oldBigDrop)));

        BoardSummary s = BoardSummary.of(h, Trends.run("b", 3).info().started(), judged(h), Optional.empty());

        assertThat(s.changes()).extracting(LevelChange::change).containsExactly(oldBigDrop, newSmallDrop, oldRise);
        assertThat(s.changes()).extracting(s::isRegression).containsExactly(true, false, false);
    }

    /**
     * A summary of a board's latest nights takes what only the whole history knows as given,
     * lists the series' marks as its history's change points and the stored verdict's as the
     * night's: the middle point's 30, 30, 24, 24 is a drop at night 2, which the night's
     * search found; the rise marked on 10, 12, 12, 12 rests on one night, which it did not.
     */
    @Test
    void aSummaryOfTheLatestNightsTakesTheWholeHistorysFactsAsGiven() {
        ChangePoint marked = new ChangePoint(1, 10, 12, 0.0001);
        BoardTrend h = board(Map.of(SMALL_FEW, List.of(marked)));
        DefaultTrend d = h.defaults().get(0);
        DefaultTrend.Night tonight = d.nights().get(3);
        DefaultTrend.Night first = new DefaultTrend.Night(Trends.run("b", -40), "32", 35);
        WholeHistoryFacts whole =
                new WholeHistoryFacts(99, List.of(new BoardSummary.CurrentDefault(d, tonight, first)));

        BoardSummary s =
                BoardSummary.ofLatestNights(h, whole, Trends.run("b", 3).info().started(), judged(h), Optional.empty());

        assertThat(s.bestMbS()).isEqualTo(99);
        assertThat(s.tonightMbS()).isEqualTo(39);
        assertThat(s.defaults()).extracting(c -> c.since().run().runId()).containsExactly("run--40");
        assertThat(s.verdict().orElseThrow().changePoints()).singleElement().satisfies(f -> {
            assertThat(f.key()).isEqualTo(MIDDLE);
            assertThat(f.afterRun()).isEqualTo("run-2");
            assertThat(f.beforeRun()).isEqualTo("run-1");
            assertThat(f.meanBefore()).isEqualTo(30);
            assertThat(f.meanAfter()).isEqualTo(24);
            assertThat(f.kind()).isEqualTo(ChangePointFinding.Kind.REGRESSION);
        });
        assertThat(s.status()).isEqualTo(BoardStatus.REGRESSION);
        assertThat(s.changes()).extracting(LevelChange::change).containsExactly(marked);
        assertThat(s.isRegression(s.changes().get(0))).isFalse();
    }
}
