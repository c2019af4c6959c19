package io.bulkbench.analysis.recommend;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.CheaperMode;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.RunAnalysis;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.CpuCost;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/**
 * The recommendation answers "copy or not?" on the CPU where throughput cannot: a
 * bus-bound board (snowball-msc, 19.9 MB/s whatever the host does) reaches the same MB/s
 * in both modes, and the copy costs CPU.
 */
class CpuCostEvidenceTest {
    private static final int[] BUFFERS = {2, 4, 8, 16};
    private static final int[] SIZES = {16384, 65536, 262144};

    /** Bus-bound: 12 MB/s with 2 buffers, the bus's 19.9 MB/s from 4 on, at every size. */
    private static List<MeasuredPoint> busBound(CopyMode mode, double throughputScale, CpuCost cpu) {
        List<MeasuredPoint> points = new ArrayList<>();
        for (int size : SIZES) {
            for (int n : BUFFERS) {
                PointKey key = new PointKey("snowball", "sim:snowball-msc", Direction.IN, n, size, mode);
                double mbS = (n == 2 ? 12.0 : 19.9) * throughputScale;
                points.add(MeasuredPoint.summary(key, mbS, 0.2, 5).withCpu(cpu));
            }
        }
        return points;
    }

    private static List<Recommendation> recommend(
            CpuCost copy, double copyScale, CpuCost noCopy, AnalysisSettings settings) {
        List<MeasuredPoint> points = new ArrayList<>(busBound(CopyMode.COPY, copyScale, copy));
        points.addAll(busBound(CopyMode.NO_COPY, 1, noCopy));
        return RunAnalysis.analyze(points, settings).recommendations();
    }

    private static AnalysisSettings settings() {
        return AnalysisSettings.defaults().withBootstrapRounds(0);
    }

    @Test
    void aBusBoundBoardsRecommendationNamesTheCpuTheCopyCosts() {
        // 100 us/MB without the copy, 160 with it: no-copy saves 60 of 160, 37.5 %
        List<Recommendation> rs =
                recommend(CpuCost.summary(160, 5, Double.NaN), 1, CpuCost.summary(100, 5, Double.NaN), settings());

        assertThat(rs).isNotEmpty();
        assertThat(rs)
                .allSatisfy(r -> assertThat(r.rationale())
                        .containsPattern(
                                "At \\d+ x \\d+ KiB, measured both ways: no-copy 38 % less CPU per MB than copy"
                                        + " \\(100 us/MB against 160 us/MB\\), the same MB/s\\.")
                        .contains(
                                "Copy or not, point by point (the same buffers and request size measured both ways, 12"
                                        + " configurations): no-copy used less CPU per MB at 12, by 38 % (median; the same at each), copy at"
                                        + " none. MB/s the same at each of the 12."));
        assertThat(rs).allSatisfy(r -> assertThat(r.cheaperMode()).contains(new CheaperMode(CopyMode.NO_COPY, "")));
        assertThat(rs)
                .filteredOn(r -> r.copyMode() == CopyMode.NO_COPY)
                .allSatisfy(r -> assertThat(r.rationale()).contains("100 us/MB"));
    }

    @Test
    void theCheaperModeIsMarkedSoASymbolWithOneValueFollowsIt() {
        List<Recommendation> rs =
                recommend(CpuCost.summary(160, 5, Double.NaN), 1, CpuCost.summary(100, 5, Double.NaN), settings());

        assertThat(rs)
                .filteredOn(r -> r.copyMode() == CopyMode.NO_COPY)
                .isNotEmpty()
                .allMatch(Recommendation::cheaperOnCpu);
        assertThat(rs)
                .filteredOn(r -> r.copyMode() == CopyMode.COPY)
                .isNotEmpty()
                .noneMatch(Recommendation::cheaperOnCpu);
        assertThat(rs)
                .as("the CPU text keeps where the throughput came from")
                .allMatch(r -> r.basis().isPresent());
        assertThat(recommend(CpuCost.summary(100, 5, Double.NaN), 1, CpuCost.summary(160, 5, Double.NaN), settings()))
                .filteredOn(Recommendation::cheaperOnCpu)
                .isNotEmpty()
                .allMatch(r -> r.copyMode() == CopyMode.COPY);
    }

    @Test
    void aModeBothCheaperAndFasterIsFollowedAndSaysSo() {
        List<Recommendation> rs =
                recommend(CpuCost.summary(160, 5, Double.NaN), 0.75, CpuCost.summary(100, 5, Double.NaN), settings());

        assertThat(rs)
                .isNotEmpty()
                .allSatisfy(r ->
                        assertThat(r.cheaperMode()).contains(new CheaperMode(CopyMode.NO_COPY, "also 33 % faster")))
                .allSatisfy(r -> assertThat(r.rationale())
                        .contains("MB/s differ at 12 of the 12: no-copy faster by 33 % (median)."));
        assertThat(rs)
                .filteredOn(Recommendation::cheaperOnCpu)
                .isNotEmpty()
                .allMatch(r -> r.copyMode() == CopyMode.NO_COPY);
    }

    @Test
    void aModeThatIsFasterButDearerIsATradeNamedAsOne() {
        // copy 10 % faster for 160 against 100 us/MB: no-copy saves CPU but gives up MB/s, so nothing is followed
        List<Recommendation> rs =
                recommend(CpuCost.summary(160, 5, Double.NaN), 1.1, CpuCost.summary(100, 5, Double.NaN), settings());

        assertThat(rs)
                .isNotEmpty()
                .allSatisfy(r -> assertThat(r.cheaperMode())
                        .contains(new CheaperMode(CopyMode.NO_COPY, "copy 10 % faster for 60 % more CPU per MB")));
        assertThat(rs).noneMatch(Recommendation::cheaperOnCpu);
    }

    @Test
    void aCpuDifferenceInsideItsErrorsClaimsNoSaving() {
        List<Recommendation> rs =
                recommend(CpuCost.summary(104, 5, Double.NaN), 1, CpuCost.summary(100, 5, Double.NaN), settings());

        assertThat(rs).isNotEmpty().noneSatisfy(r -> assertThat(r.rationale()).contains("less CPU per MB"));
        assertThat(rs)
                .allSatisfy(r -> assertThat(r.rationale()).contains("the same CPU per MB within their errors."))
                .allSatisfy(r -> assertThat(r.cheaperMode()).isEmpty());
        assertThat(rs).noneMatch(Recommendation::cheaperOnCpu);
    }

    @Test
    void aSweepOfOneRequestSizeNamesTheCpuAtItsRecommendedBufferCount() {
        // the gadget's buffers are 16 KiB, so its sweep measures one size and recommends no size
        List<MeasuredPoint> points = new ArrayList<>(busBound(CopyMode.COPY, 1, CpuCost.summary(160, 5, Double.NaN)));
        points.addAll(busBound(CopyMode.NO_COPY, 1, CpuCost.summary(100, 5, Double.NaN)));
        points.removeIf(p -> p.key().requestBytes() != 16384);

        List<Recommendation> rs = RunAnalysis.analyze(points, settings()).recommendations();

        assertThat(rs).isNotEmpty().noneMatch(r -> r.symbol().equals(settings().requestSizeSymbol()));
        assertThat(rs)
                .allSatisfy(r -> assertThat(r.rationale())
                        .containsPattern("The host's CPU at \\d+ x 16 KiB: ")
                        .contains("no-copy 38 % less CPU per MB than copy"));
    }

    @Test
    void aGapBeyondTheDifferencesIntervalIsASavingThoughTheTwoIntervalsOverlap() {
        // errors of 5 each: the difference's interval is 7.07 wide, the two intervals overlap below 10
        List<Recommendation> apart =
                recommend(CpuCost.summary(108, 5, Double.NaN), 1, CpuCost.summary(100, 5, Double.NaN), settings());
        List<Recommendation> inside =
                recommend(CpuCost.summary(107, 5, Double.NaN), 1, CpuCost.summary(100, 5, Double.NaN), settings());

        assertThat(apart)
                .isNotEmpty()
                .allSatisfy(r -> assertThat(r.rationale()).contains("no-copy 7 % less CPU per MB than copy"));
        assertThat(inside)
                .isNotEmpty()
                .noneSatisfy(r -> assertThat(r.rationale()).contains("less CPU per MB"));
    }

    @Test
    void aRecommendationOverTheBoardsCpuBudgetSaysSo() {
        // 30,000 us/MB at 19.9 MB/s: 0.597 s of CPU per second, 59.7 % of a core
        CpuCost heavy = CpuCost.summary(30_000, 100, Double.NaN);

        List<Recommendation> over = recommend(heavy, 1, heavy, settings().withCpuBudgetPercent(OptionalDouble.of(50)));
        List<Recommendation> within =
                recommend(heavy, 1, heavy, settings().withCpuBudgetPercent(OptionalDouble.of(80)));

        assertThat(over)
                .isNotEmpty()
                .allSatisfy(r -> assertThat(r.rationale())
                        .contains("59.7 % of a core at 19.9 MB/s")
                        .contains("Over the board's CPU budget of 50 % of a core."));
        assertThat(within)
                .isNotEmpty()
                .noneSatisfy(r -> assertThat(r.rationale()).contains("budget"));
    }

    @Test
    void aRecommendationOverTheBudgetNamesTheLeastMemoryThatKeepsTheRateWithinIt() {
        // 30,000 us/MB at 16 KiB, 20,000 at 64 KiB, 10,000 at 256 KiB: fewer requests a MB cost less
        List<MeasuredPoint> points = new ArrayList<>();
        for (MeasuredPoint p : busBound(CopyMode.COPY, 1, CpuCost.UNKNOWN)) {
            double perMb = p.key().requestBytes() == 16384 ? 30_000 : p.key().requestBytes() == 65536 ? 20_000 : 10_000;
            points.add(p.withCpu(CpuCost.summary(perMb, 100, Double.NaN)));
        }
        AnalysisSettings budget = settings().withCpuBudgetPercent(OptionalDouble.of(50));

        List<Recommendation> rs = RunAnalysis.analyze(points, budget).recommendations();

        // the recommended size is the smallest, 16 KiB, which keeps 59.7 % of a core busy at 19.9 MB/s
        assertThat(rs)
                .isNotEmpty()
                .allSatisfy(r -> assertThat(r.rationale())
                        .containsPattern("The host's CPU at \\d+ x 16 KiB: 30000 us/MB, 59.7 % of a core")
                        .contains("Over the board's CPU budget of 50 % of a core.")
                        .contains("Within it: 4 x 64 KiB, 19.9 MB/s at 39.8 % of a core."));
    }

    @Test
    void aBudgetNoConfigurationMeetsIsSaidToBeOutOfReach() {
        CpuCost heavy = CpuCost.summary(30_000, 100, Double.NaN);

        List<Recommendation> rs = recommend(heavy, 1, heavy, settings().withCpuBudgetPercent(OptionalDouble.of(50)));

        assertThat(rs)
                .isNotEmpty()
                .allSatisfy(r -> assertThat(r.rationale())
                        .contains("No measured configuration of " + r.copyMode().label()
                                + " reaches 95 % of its best 19.9 MB/s within it."));
    }

    @Test
    void aRunWithoutCpuFiguresKeepsItsRationaleAsItWas() {
        List<Recommendation> without = recommend(CpuCost.UNKNOWN, 1, CpuCost.UNKNOWN, settings());

        assertThat(without)
                .isNotEmpty()
                .noneSatisfy(r -> assertThat(r.rationale()).contains("CPU"));
    }
}
