package io.bulkbench.analysis.bisect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The change and its interval worked by hand, and its coverage on a known distribution. */
class RelativeChangeTest {

    /** 100 MB/s times e^(k / 100) for k = -2..2: the log-ratios of pairs are (j - k) / 100. */
    private static List<Double> spread(double level) {
        return IntStream.rangeClosed(-2, 2)
                .mapToObj(k -> level * Math.exp(k / 100.0))
                .toList();
    }

    @Test
    void fiveAgainstFiveFivePerCentSlowerByHand() {
        // The 25 log-ratios are ln 0.95 + d / 100 with d = -4..4 taken 1, 2, 3, 4, 5, 4, 3, 2, 1
        // times. Their median is ln 0.95. At alpha 0.01 the critical U is 1, so the bounds are
        // the second smallest and second largest: d = -3 and d = +3. At 0.05 it is 4: the
        // fifth, d = -2.
        RelativeChange change = RelativeChange.between(spread(100), spread(95), 0.01);
        assertThat(change.estimate()).isCloseTo(-0.05, within(1e-12));
        assertThat(change.low()).isCloseTo(0.95 * Math.exp(-0.03) - 1, within(1e-12));
        assertThat(change.high()).isCloseTo(0.95 * Math.exp(0.03) - 1, within(1e-12));
        RelativeChange wider = RelativeChange.between(spread(100), spread(95), 0.05);
        assertThat(wider.low()).isCloseTo(0.95 * Math.exp(-0.02) - 1, within(1e-12));
        assertThat(wider.high()).isCloseTo(0.95 * Math.exp(0.02) - 1, within(1e-12));
    }

    @Test
    void aChangeIsTheSameInAnyUnit() {
        List<Double> before = List.of(41.2, 40.7, 41.9, 40.1, 41.5, 39.8);
        List<Double> after = List.of(39.9, 40.2, 38.7, 39.5, 40.8);
        RelativeChange mbS = RelativeChange.between(before, after, 0.01);
        RelativeChange mibS = RelativeChange.between(
                before.stream().map(v -> v / 1.048576).toList(),
                after.stream().map(v -> v / 1.048576).toList(),
                0.01);
        assertThat(mibS.estimate()).isCloseTo(mbS.estimate(), within(1e-12));
        assertThat(mibS.low()).isCloseTo(mbS.low(), within(1e-12));
        assertThat(mibS.high()).isCloseTo(mbS.high(), within(1e-12));
    }

    @Test
    void tooFewSamplesGiveAnUnboundedInterval() {
        RelativeChange change = RelativeChange.between(List.of(100.0, 101.0), List.of(50.0, 51.0), 0.01);
        assertThat(change.estimate()).isCloseTo(-0.5, within(0.01));
        assertThat(change.low()).isEqualTo(-1);
        assertThat(change.high()).isInfinite();
    }

    @Test
    void oneSlowOutlierBarelyMovesTheEstimate() {
        List<Double> before = new ArrayList<>(spread(100));
        List<Double> after = new ArrayList<>(spread(100));
        after.set(0, 60.0);
        // The mean drops nearly 8 %; the median of the pairwise ratios moves by one of 25 ranks.
        assertThat(RelativeChange.between(before, after, 0.01).estimate()).isBetween(-0.011, 0.0);
    }

    // Log-normal samples differ by exactly a factor, the model the interval assumes, so each
    // bound misses the true change in at most alpha of the trials: at 8 against 8 the
    // critical U is 9, and U <= 9 in 95 of the C(16, 8) = 12870 orderings, so each bound
    // is expected to miss in 0.74 % of trials.
    @Test
    void eachBoundMissesTheTruthInAboutAlphaOfTrials() {
        long seed = 20_261_201L;
        System.out.println("eachBoundMissesTheTruthInAboutAlphaOfTrials seed " + seed);
        SplittableRandom random = new SplittableRandom(seed);
        int trials = 4_000;
        double truth = -0.03;
        int lowAbove = 0;
        int highBelow = 0;
        for (int t = 0; t < trials; t++) {
            List<Double> before = logNormal(random, 100, 8);
            List<Double> after = logNormal(random, 100 * (1 + truth), 8);
            RelativeChange change = RelativeChange.between(before, after, 0.01);
            lowAbove += change.low() > truth ? 1 : 0;
            highBelow += change.high() < truth ? 1 : 0;
        }
        // Binomial(4000, 95 / 12870): mean 29.5, sd 5.4; the bounds are four sd either side.
        assertThat(lowAbove).as("lower bound above the truth").isBetween(8, 51);
        assertThat(highBelow).as("upper bound below the truth").isBetween(8, 51);
    }

    private static List<Double> logNormal(SplittableRandom random, double median, int count) {
        return IntStream.range(0, count)
                .mapToObj(i -> median * Math.exp(0.02 * random.nextGaussian()))
                .toList();
    }
}
