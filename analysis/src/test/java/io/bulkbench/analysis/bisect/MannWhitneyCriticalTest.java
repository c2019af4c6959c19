package io.bulkbench.analysis.bisect;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Critical values of U against the published tables, and by hand where the tables stop. */
class MannWhitneyCriticalTest {

    // The standard table of critical values of U (reject when U <= the value), two-sided
    // 0.05 and 0.01, that is one-sided 0.025 and 0.005.
    @ParameterizedTest(name = "{0} against {1}")
    @CsvSource({"5, 5, 2, 0", "8, 8, 13, 7", "10, 10, 23, 16", "20, 20, 127, 105", "5, 10, 8, 4"})
    void agreesWithThePublishedTable(int m, int n, int atTwoAndAHalfPerCent, int atHalfAPerCent) {
        assertThat(MannWhitneyCritical.lower(m, n, 0.025)).isEqualTo(atTwoAndAHalfPerCent);
        assertThat(MannWhitneyCritical.lower(m, n, 0.005)).isEqualTo(atHalfAPerCent);
        assertThat(MannWhitneyCritical.lower(n, m, 0.005)).isEqualTo(atHalfAPerCent);
    }

    @Test
    void fiveAgainstFiveByHand() {
        // Of the C(10, 5) = 252 orderings, U = 0, 1, 2, 3, 4, 5 in 1, 1, 2, 3, 5, 7 of them
        // (partitions of u into at most five parts of at most five).
        assertThat(MannWhitneyCritical.lower(5, 5, 1.0 / 252)).isEqualTo(0);
        assertThat(MannWhitneyCritical.lower(5, 5, 0.01)).isEqualTo(1);
        assertThat(MannWhitneyCritical.lower(5, 5, 0.05)).isEqualTo(4);
        assertThat(MannWhitneyCritical.lower(5, 5, 12.0 / 252)).isEqualTo(4);
        assertThat(MannWhitneyCritical.lower(5, 5, 0.9 * 12 / 252)).isEqualTo(3);
    }

    @Test
    void tooFewSamplesBoundNothing() {
        // Three against three: U = 0 in 1 of 20 orderings; four against four, 1 of 70.
        assertThat(MannWhitneyCritical.lower(3, 3, 0.01)).isEqualTo(MannWhitneyCritical.NONE);
        assertThat(MannWhitneyCritical.lower(3, 3, 0.05)).isEqualTo(0);
        assertThat(MannWhitneyCritical.lower(4, 4, 0.01)).isEqualTo(MannWhitneyCritical.NONE);
        assertThat(MannWhitneyCritical.lower(4, 5, 0.01)).isEqualTo(0);
        assertThat(MannWhitneyCritical.lower(0, 5, 0.01)).isEqualTo(MannWhitneyCritical.NONE);
    }

    // The count's tails are lighter than the normal curve's, so the approximation's critical
    // value is never above the exact one (a slightly wider interval) and, for samples of
    // similar size, at most three below it; with one sample far smaller it falls further
    // behind (5 against 500 at 0.005: 413 against 446), but a bisect's default of at most
    // 40 measurements a side never leaves the exact count.
    @Test
    void theNormalApproximationIsCautiousAndCloseForSimilarSizes() {
        for (int[] size : new int[][] {{50, 51}, {40, 70}, {60, 60}, {20, 130}}) {
            for (double alpha : new double[] {0.005, 0.01, 0.025}) {
                int exact = MannWhitneyCritical.exact(size[0], size[1], alpha);
                int approximate = MannWhitneyCritical.approximate(size[0], size[1], alpha);
                assertThat(approximate)
                        .as("%d against %d at %s: exact %d", size[0], size[1], alpha, exact)
                        .isLessThanOrEqualTo(exact)
                        .isGreaterThanOrEqualTo(size[1] > 2 * size[0] ? exact - 5 : exact - 3);
            }
        }
        assertThat(MannWhitneyCritical.lower(50, 51, 0.01)).isEqualTo(MannWhitneyCritical.approximate(50, 51, 0.01));
        assertThat(MannWhitneyCritical.lower(50, 50, 0.01)).isEqualTo(MannWhitneyCritical.exact(50, 50, 0.01));
    }
}
