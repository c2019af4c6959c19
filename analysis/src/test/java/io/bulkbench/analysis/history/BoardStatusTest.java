package io.bulkbench.analysis.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.PointKey;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BoardStatusTest {
    private static final double THRESHOLD = 0.03;
    private static final ChangePointSettings SETTINGS = ChangePointSettings.defaults();
    private static final PointKey SMALL = Histories.key("b", 2, 16384, CopyMode.NO_COPY);
    private static final PointKey LARGE = Histories.key("b", 32, 262144, CopyMode.NO_COPY);

    private static BoardHistory board(double[] small, double[] large) {
        Map<PointKey, double[]> points = new LinkedHashMap<>();
        points.put(SMALL, small);
        points.put(LARGE, large);
        List<String> defaults = java.util.Collections.nCopies(small.length, "32");
        return Histories.board("b", points, defaults, Map.of());
    }

    private static Instant lastNight(BoardHistory h) {
        return h.runs().get(h.runs().size() - 1).info().started();
    }

    @Test
    void steadyNightsAreOk() {
        BoardHistory h = board(new double[] {10, 10.05, 10}, new double[] {30, 30.1, 30});

        assertThat(BoardStatus.of(h, lastNight(h), THRESHOLD, SETTINGS)).isEqualTo(BoardStatus.OK);
    }

    @Test
    void aNightTenPercentSlowerThanTheOneBeforeIsARegression() {
        BoardHistory h = board(new double[] {10, 10, 10}, new double[] {30, 30, 27});

        assertThat(BoardStatus.of(h, lastNight(h), THRESHOLD, SETTINGS)).isEqualTo(BoardStatus.REGRESSION);
    }

    @Test
    void aNightOnePercentSlowerIsBelowTheThresholdAndOk() {
        BoardHistory h = board(new double[] {10, 10, 10}, new double[] {30, 30, 29.7});

        assertThat(BoardStatus.of(h, lastNight(h), THRESHOLD, SETTINGS)).isEqualTo(BoardStatus.OK);
    }

    @Test
    void aFailedPointTonightIsFailedPointsUnlessAnotherPointRegressed() {
        BoardHistory failed = board(new double[] {10, 10, Double.NaN}, new double[] {30, 30, 30});
        BoardHistory both = board(new double[] {10, 10, Double.NaN}, new double[] {30, 30, 20});

        assertThat(BoardStatus.of(failed, lastNight(failed), THRESHOLD, SETTINGS))
                .isEqualTo(BoardStatus.FAILED_POINTS);
        assertThat(BoardStatus.of(both, lastNight(both), THRESHOLD, SETTINGS)).isEqualTo(BoardStatus.REGRESSION);
    }

    @Test
    void aBoardWhoseLatestRunIsMoreThanADayOlderThanTheLabsNewestWasNotRun() {
        BoardHistory h = board(new double[] {10, 10, 5}, new double[] {30, 30, 10});
        Instant labNewest = lastNight(h).plus(Duration.ofHours(25));

        assertThat(BoardStatus.of(h, labNewest, THRESHOLD, SETTINGS)).isEqualTo(BoardStatus.NOT_RUN);
        assertThat(BoardStatus.of(h, lastNight(h).plus(Duration.ofHours(23)), THRESHOLD, SETTINGS))
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
        BoardHistory h = board(small, large);

        assertThat(BoardStatus.of(h, lastNight(h), THRESHOLD, SETTINGS)).isEqualTo(BoardStatus.REGRESSION);
    }

    @Test
    void theLabelsAreTheWordsOfTheIndex() {
        assertThat(BoardStatus.values())
                .extracting(BoardStatus::label)
                .containsExactly("not run", "regression", "failed points", "ok");
    }
}
