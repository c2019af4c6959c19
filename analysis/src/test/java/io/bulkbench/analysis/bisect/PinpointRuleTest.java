package io.bulkbench.analysis.bisect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.bulkbench.analysis.bisect.PinpointRule.Comparison;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The baseline's thresholds against the published table, its quartiles by hand, and its verdicts. */
class PinpointRuleTest {

    private static final PinpointRule RULE = new PinpointRule();

    @Test
    void theThresholdTableHasARowPerTenthOfAnInterquartileRange() {
        assertThat(PinpointThresholds.rows()).isEqualTo(38);
        // Rows go as far as the simulation's sample sizes: 360 at 0.3, 240, 120, 90, 70, 50,
        // 40, 35, 25, 25, 20, 20, four of 15 and then 10 from 1.9 to 4.0.
        assertThat(PinpointThresholds.rowLength(0)).isEqualTo(360);
        assertThat(PinpointThresholds.rowLength(1)).isEqualTo(240);
        assertThat(PinpointThresholds.rowLength(7)).isEqualTo(35);
        assertThat(PinpointThresholds.rowLength(15)).isEqualTo(15);
        assertThat(PinpointThresholds.rowLength(16)).isEqualTo(10);
        assertThat(PinpointThresholds.rowLength(37)).isEqualTo(10);
    }

    @Test
    void thresholdsAreThePublishedOnes() {
        // 1.85 is rounded down to the 1.8 row; at ten a side its entry is .0173.
        assertThat(PinpointThresholds.high(1.85, 10)).isEqualTo(0.0173);
        assertThat(PinpointThresholds.high(3.7, 10)).isEqualTo(0.0003);
        assertThat(PinpointThresholds.high(1.0, 1)).isEqualTo(1);
        assertThat(PinpointThresholds.high(1.0, 35)).isEqualTo(0.0032);
        // Below 0.3 the 0.3 row, above 4.0 the 4.0 row, beyond a row's end its last entry.
        assertThat(PinpointThresholds.high(0.1, 2)).isEqualTo(0.6986);
        assertThat(PinpointThresholds.high(0.3, 360)).isEqualTo(0.003);
        assertThat(PinpointThresholds.high(9, 4)).isEqualTo(0.0304);
        assertThat(PinpointThresholds.high(2.0, 200)).isEqualTo(0.0073);
        assertThat(PinpointThresholds.high(Double.POSITIVE_INFINITY, 10)).isEqualTo(0.0002);
    }

    @Test
    void quartilesInterpolateBetweenTheClosestRanks() {
        // 1..8: the first quartile sits at position 8 / 4 - 1/2 = 1.5 (2.5), the third at 5.5 (6.5).
        assertThat(PinpointRule.interquartileRange(new double[] {8, 1, 7, 2, 6, 3, 5, 4}))
                .isCloseTo(4, within(1e-12));
        assertThat(PinpointRule.interquartileRange(new double[] {1, 2})).isCloseTo(1, within(1e-12));
        assertThat(PinpointRule.interquartileRange(new double[] {5})).isZero();
        assertThat(PinpointRule.interquartileRange(new double[0])).isZero();
    }

    @Test
    void samplesThatDoNotOverlapDifferAndInterleavedOnesAreTheSame() {
        double[] low = IntStream.range(0, 10).mapToDouble(i -> 90 + i * 0.5).toArray();
        double[] high = IntStream.range(0, 10).mapToDouble(i -> 100 + i * 0.5).toArray();
        double[] between =
                IntStream.range(0, 10).mapToDouble(i -> 90.25 + i * 0.5).toArray();
        assertThat(PinpointRule.compare(low, high, 1)).isEqualTo(Comparison.DIFFERENT);
        assertThat(PinpointRule.compare(low, between, 1)).isEqualTo(Comparison.SAME);
        assertThat(PinpointRule.compare(low, new double[] {95}, 1)).isEqualTo(Comparison.UNKNOWN);
    }

    @Test
    void aCommitThatMovedAwayFromTheBadEndIsGoodWithoutATest() {
        BisectSamples samples = new BisectSamples(List.of(100.0, 101.0), List.of(120.0, 121.0), List.of(90.0, 91.0));
        assertThat(RULE.decide(samples).verdict()).isEqualTo(StepVerdict.GOOD);
    }

    @Test
    void anUnknownComparisonMeasuresTheSideWithFewerOrBoth() {
        List<Double> good = List.of(100.0, 100.4, 99.6, 100.2, 99.8, 100.1, 99.9, 100.3, 99.7, 100.0);
        List<Double> bad = good.stream().map(v -> v * 0.95).toList();
        // Two measurements of the commit, slower than the good end: no test is possible yet.
        StepDecision two = RULE.decide(new BisectSamples(good, List.of(99.0), bad));
        assertThat(two.verdict()).isEqualTo(StepVerdict.UNDECIDED);
        assertThat(two.needs()).containsExactly(Side.COMMIT);
        StepDecision tie = RULE.decide(new BisectSamples(List.of(100.0), List.of(99.0), List.of(95.0)));
        assertThat(tie.needs()).containsExactlyInAnyOrder(Side.COMMIT, Side.GOOD_END);
    }
}
