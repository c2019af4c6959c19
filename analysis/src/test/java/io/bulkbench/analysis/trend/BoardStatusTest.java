package io.bulkbench.analysis.trend;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.PointKey;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BoardStatusTest {
    private static final double THRESHOLD = 0.03;
    private static final ChangePointSettings SETTINGS = ChangePointSettings.defaults();
    private static final PointKey SMALL = Trends.key("b", 2, 16384, CopyMode.NO_COPY);
    private static final PointKey LARGE = Trends.key("b", 32, 262144, CopyMode.NO_COPY);

    private static BoardTrend board(double[] small, double[] large) {
        Map<PointKey, double[]> points = new LinkedHashMap<>();
        points.put(SMALL, small);
        points.put(LARGE, large);
        List<String> defaults = java.util.Collections.nCopies(small.length, "32");
        return Trends.board("b", points, defaults, Map.of());
    }

    private static Instant lastNight(BoardTrend h) {
        return h.runs().get(h.runs().size() - 1).info().started();
    }

    @Test
    void steadyNightsAreOk() {
        BoardTrend h = board(new double[] {10, 10.05, 10}, new double[] {30, 30.1, 30});

        assertThat(BoardStatus.of(h, lastNight(h), judged(h))).isEqualTo(BoardStatus.OK);
    }

    @Test
    void aNightTenPercentSlowerThanTheOneBeforeIsARegression() {
        BoardTrend h = board(new double[] {10, 10, 10}, new double[] {30, 30, 27});

        assertThat(BoardStatus.of(h, lastNight(h), judged(h))).isEqualTo(BoardStatus.REGRESSION);
    }

    @Test
    void aNightOnePercentSlowerIsBelowTheThresholdAndOk() {
        BoardTrend h = board(new double[] {10, 10, 10}, new double[] {30, 30, 29.7});

        assertThat(BoardStatus.of(h, lastNight(h), judged(h))).isEqualTo(BoardStatus.OK);
    }

    @Test
    void aFailedPointTonightIsFailedPointsUnlessAnotherPointRegressed() {
        BoardTrend failed = board(new double[] {10, 10, Double.NaN}, new double[] {30, 30, 30});
        BoardTrend both = board(new double[] {10, 10, Double.NaN}, new double[] {30, 30, 20});

        assertThat(BoardStatus.of(failed, lastNight(failed), judged(failed))).isEqualTo(BoardStatus.FAILED_POINTS);
        assertThat(BoardStatus.of(both, lastNight(both), judged(both))).isEqualTo(BoardStatus.REGRESSION);
    }

    @Test
    void aBoardWhoseLatestRunIsMoreThanADayOlderThanTheLabsNewestWasNotRun() {
        BoardTrend h = board(new double[] {10, 10, 5}, new double[] {30, 30, 10});
        Instant labNewest = lastNight(h).plus(Duration.ofHours(25));

        assertThat(BoardStatus.of(h, labNewest, judged(h))).isEqualTo(BoardStatus.NOT_RUN);
        assertThat(BoardStatus.of(h, lastNight(h).plus(Duration.ofHours(23)), judged(h)))
                .isEqualTo(BoardStatus.REGRESSION);
    }

    @Test
    void aDropConfirmedByAChangePointStaysARegressionAfterTheNightItStarted() {
        double[] small = new double[12];
        double[] large = new double[12];
        for (int night = 0; night < 12; night++) {
            small[night] = 10 + 0.01 * (night % 3);
            large[night] = (night < 6 ? 30 : 27) + 0.01 * (night % 2);
        }
        BoardTrend h = board(small, large);

        assertThat(BoardStatus.of(h, lastNight(h), judged(h))).isEqualTo(BoardStatus.REGRESSION);
    }

    @Test
    void aNightThirtyPercentSlowerIsARegressionEvenWhenItsSimulatorRanLate() {
        // Idle 27 % of the time for a late host, 21 MB/s was truly at most 21 / 0.73 = 28.8: still -4 %.
        BoardTrend h = lateTonight(board(new double[] {10, 10, 7}, new double[] {30, 30, 21}), 0.27);

        assertThat(BoardStatus.of(h, lastNight(h), judged(h))).isEqualTo(BoardStatus.REGRESSION);
    }

    @Test
    void aDropTheSimulatorsLatenessMayExplainIsNotJudgedAndNeverOk() {
        // -10 % on a night that lost 8 %: truly perhaps only 27 / 0.92 = 29.35, -2.2 %.
        BoardTrend h = lateTonight(board(new double[] {10, 10, 10}, new double[] {30, 30, 27}), 0.08);
        BoardSummary summary = BoardSummary.of(h, lastNight(h), judged(h), Optional.empty());

        assertThat(summary.status()).isEqualTo(BoardStatus.NOT_JUDGED);
        assertThat(summary.statusLine()).isEqualTo("not judged: simulator late, 1 of 2 points");
        assertThat(summary.slowerThanTheNightBefore()).isEmpty();
        assertThat(summary.notJudgedTonight()).extracting(c -> c.key()).containsExactly(LARGE);
    }

    @Test
    void aSteadyNightWhoseSimulatorRanALittleLateIsOk() {
        BoardTrend h = lateTonight(board(new double[] {10, 10.05, 10}, new double[] {30, 30.1, 30}), 0.02);

        assertThat(BoardStatus.of(h, lastNight(h), judged(h))).isEqualTo(BoardStatus.OK);
    }

    @Test
    void theLabelsAreTheWordsOfTheIndex() {
        assertThat(BoardStatus.values())
                .extracting(BoardStatus::label)
                .containsExactly("not run", "regression", "failed points", "not judged", "ok");
    }

    /** The latest night's verdict as the database stores it, no change acknowledged. */
    private static Optional<NightVerdict> judged(BoardTrend h) {
        return Optional.of(Trends.judged(h, Optional.empty(), THRESHOLD));
    }

    @Test
    void aNightNeverJudgedIsOkUnlessAPointFailed() {
        BoardTrend h = board(new double[] {10, 10, 5}, new double[] {30, 30, 10});
        BoardTrend failed = board(new double[] {10, 10, Double.NaN}, new double[] {30, 30, 30});

        assertThat(BoardStatus.of(h, lastNight(h), Optional.empty())).isEqualTo(BoardStatus.OK);
        assertThat(BoardStatus.of(failed, lastNight(failed), Optional.empty())).isEqualTo(BoardStatus.FAILED_POINTS);
    }

    @Test
    void theStatusIsTheStoredVerdictsNotAJudgementOfTheNightsAgain() {
        // Nights that read 50 % slower, stored as judged at a threshold nothing reaches: ok, as stored.
        BoardTrend h = board(new double[] {10, 10, 5}, new double[] {30, 30, 15});

        assertThat(BoardStatus.of(h, lastNight(h), Optional.of(Trends.judged(h, Optional.empty(), 0.9))))
                .isEqualTo(BoardStatus.OK);
        assertThat(BoardStatus.of(h, lastNight(h), judged(h))).isEqualTo(BoardStatus.REGRESSION);
    }

    /** The history with its last night's points late for {@code share} of their time. */
    private static BoardTrend lateTonight(BoardTrend h, double share) {
        return Trends.late(h, h.runs().size() - 1, share);
    }
}
