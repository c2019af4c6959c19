package io.bulkbench.analysis.bisect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.stat.inference.KolmogorovSmirnovTest;
import org.apache.commons.math3.stat.inference.MannWhitneyUTest;
import org.junit.jupiter.api.Test;

/**
 * What Commons Math 3.6.1's rank tests give where a bisect starts, against the exact
 * probabilities counted by hand: the reasons {@link RelativeChange} counts its own
 * critical values and {@link PinpointRule} asks for the non-strict Kolmogorov-Smirnov
 * p-value.
 */
class CommonsMathRankTestsTest {

    private static final double[] ONE_TO_THREE = {1, 2, 3};
    private static final double[] FOUR_TO_SIX = {4, 5, 6};
    private static final double[] ONE_TO_FIVE = {1, 2, 3, 4, 5};
    private static final double[] SIX_TO_TEN = {6, 7, 8, 9, 10};

    /** Two-sided p from U = 0 by the normal approximation with neither correction. */
    private static double normalApproximation(int m, int n) {
        double mean = m * n / 2.0;
        double sd = Math.sqrt(m * n * (m + n + 1) / 12.0);
        return 2 * new NormalDistribution().cumulativeProbability(-mean / sd);
    }

    @Test
    void mannWhitneyIsANormalApproximationThatFlattersThreeAgainstThree() {
        // Two samples that do not overlap: exactly 2 of the C(6, 3) = 20 orderings are as
        // extreme, p = 0.1; the approximation says 0.0495, below 0.05.
        double p = new MannWhitneyUTest().mannWhitneyUTest(ONE_TO_THREE, FOUR_TO_SIX);
        assertThat(p).isCloseTo(normalApproximation(3, 3), within(1e-9)).isCloseTo(0.0495, within(1e-4));
        assertThat(p).isLessThan(0.05).isLessThan(2.0 / 20);
        // Five against five: 2 of 252 orderings, p = 0.0079; the approximation says 0.0090.
        double five = new MannWhitneyUTest().mannWhitneyUTest(ONE_TO_FIVE, SIX_TO_TEN);
        assertThat(five).isCloseTo(normalApproximation(5, 5), within(1e-9)).isCloseTo(0.0090, within(1e-4));
    }

    @Test
    void mannWhitneyMakesNoCorrectionForTies() {
        // Five 1s against five 2s rank like two samples that do not overlap, and get their
        // p-value, 0.0090: with the usual tie correction (variance times 1 - 2 (5^3 - 5) /
        // (10^3 - 10) = 0.758) it would be 0.0027. Tied values make the test more cautious.
        double p = new MannWhitneyUTest().mannWhitneyUTest(new double[] {1, 1, 1, 1, 1}, new double[] {2, 2, 2, 2, 2});
        assertThat(p).isCloseTo(normalApproximation(5, 5), within(1e-9));
    }

    @Test
    void kolmogorovSmirnovIsExactButItsDefaultIsTheStrictTail() {
        KolmogorovSmirnovTest test = new KolmogorovSmirnovTest();
        // D = 1 for samples that do not overlap; P(D >= 1) = 2 / 252 (either sample first).
        assertThat(test.kolmogorovSmirnovTest(ONE_TO_FIVE, SIX_TO_TEN, false)).isCloseTo(2.0 / 252, within(1e-9));
        // The default is P(D > d): nothing exceeds the largest D, so no overlap gives p = 0.
        assertThat(test.kolmogorovSmirnovTest(ONE_TO_FIVE, SIX_TO_TEN)).isCloseTo(0, within(1e-12));
    }
}
