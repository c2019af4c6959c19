package io.bulkbench.analysis.change;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class EDivisiveTest {

    /** Q of X = [from, tau) against Y = [tau, kappa), every sum written out. */
    private static double bruteQ(double[] z, int from, int tau, int kappa) {
        double cross = 0;
        double withinX = 0;
        double withinY = 0;
        for (int i = from; i < tau; i++) {
            for (int j = tau; j < kappa; j++) {
                cross += Math.abs(z[i] - z[j]);
            }
            for (int k = i + 1; k < tau; k++) {
                withinX += Math.abs(z[i] - z[k]);
            }
        }
        for (int j = tau; j < kappa; j++) {
            for (int k = j + 1; k < kappa; k++) {
                withinY += Math.abs(z[j] - z[k]);
            }
        }
        return EDivisive.q(cross, withinX, withinY, tau - from, kappa - tau);
    }

    @Test
    void theBestSplitIsTheArgmaxOfQOverTauAndKappa() {
        long seed = 20240611;
        SplittableRandom random = new SplittableRandom(seed);
        for (int round = 0; round < 200; round++) {
            int rows = 2 + random.nextInt(40);
            double[] z = new double[rows];
            double level = 100;
            for (int i = 0; i < rows; i++) {
                level *= random.nextInt(8) == 0 ? 1 + 0.1 * random.nextGaussian() : 1;
                z[i] = level * (1 + 0.01 * random.nextGaussian());
            }
            int from = random.nextInt(rows - 1);
            int to = from + 2 + random.nextInt(rows - from - 1);
            double bestQ = Double.NEGATIVE_INFINITY;
            int bestTau = -1;
            for (int tau = from + 1; tau < to; tau++) {
                for (int kappa = tau + 1; kappa <= to; kappa++) {
                    double q = bruteQ(z, from, tau, kappa);
                    if (q > bestQ) {
                        bestQ = q;
                        bestTau = tau;
                    }
                }
            }
            EDivisive.Candidate c = new EDivisive(z).bestSplit(from, to);
            assertThat(c.index())
                    .as("seed %d round %d [%d, %d)", seed, round, from, to)
                    .isEqualTo(bestTau);
            assertThat(c.qhat())
                    .as("seed %d round %d", seed, round)
                    .isCloseTo(bestQ, within(1e-9 * Math.max(1, Math.abs(bestQ))));
        }
    }

    @Test
    void qOfSingleRowsHasNoWithinTerms() {
        // One row against one: Q = 2/2 |x - y|.
        assertThat(EDivisive.q(3, 0, 0, 1, 1)).isEqualTo(3);
    }

    @Test
    void aWindowIsCutAtEachSignificantStep() {
        double[] window = new double[30];
        for (int i = 0; i < window.length; i++) {
            double level = i < 10 ? 100 : i < 20 ? 90 : 110;
            window[i] = level + (i % 3 - 1) * 0.5;
        }
        assertThat(new EDivisive(window).changePoints(0.01)).containsExactly(10, 20);
        double[] flat = new double[30];
        for (int i = 0; i < flat.length; i++) {
            flat[i] = 100 + (i % 3 - 1) * 0.5;
        }
        assertThat(new EDivisive(flat).changePoints(0.01)).isEmpty();
    }
}
