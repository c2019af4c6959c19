package io.bulkbench.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.LUDecomposition;
import org.apache.commons.math3.linear.RealMatrix;
import org.junit.jupiter.api.Test;

/**
 * Two parameters whose effects on the points are proportional are confounded, and the weak
 * prior of the Gauss-Newton covariance must not hide it where the points see them.
 */
class PairCorrelationTest {
    private static final long SEED = 20261204L;

    /** The correlation of estimates i and j in (J'J + I)^-1, as the covariance with the unit prior has it. */
    private static double withPrior(double[][] jacobian, int i, int j) {
        RealMatrix jm = new Array2DRowRealMatrix(jacobian);
        RealMatrix information = jm.transpose().multiply(jm);
        for (int k = 0; k < information.getRowDimension(); k++) {
            information.addToEntry(k, k, 1);
        }
        RealMatrix c = new LUDecomposition(information).getSolver().getInverse();
        return c.getEntry(i, j) / Math.sqrt(c.getEntry(i, i) * c.getEntry(j, j));
    }

    /**
     * Twelve points; column 0 of length {@code length}, column 1 column 0 times {@code ratio}
     * plus noise of {@code noise} of its size, column 2 independent of the same size.
     */
    private static double[][] jacobian(Random random, double length, double ratio, double noise) {
        double[][] j = new double[12][3];
        double squares = 0;
        for (double[] row : j) {
            row[0] = 1 + random.nextDouble();
            squares += row[0] * row[0];
        }
        double scale = length / Math.sqrt(squares);
        for (double[] row : j) {
            row[0] *= scale;
            row[1] = ratio * row[0] + scale * noise * random.nextGaussian();
            row[2] = scale * random.nextGaussian();
        }
        return j;
    }

    @Test
    void proportionalEffectsThePriorDilutesAreStillConfounded() {
        System.out.println("PairCorrelationTest seed " + SEED);
        Random random = new Random(SEED);
        for (int trial = 0; trial < 200; trial++) {
            // columns of length 1.1 to 2.8: seen by the points, yet short enough for the prior to dilute
            double length = 1.1 + 0.9 * random.nextDouble();
            double ratio = (random.nextBoolean() ? 1 : -1) * (1 + 0.4 * random.nextDouble());
            double[][] j = jacobian(random, length, ratio, 0.01);

            double hidden = withPrior(j, 0, 1);
            assertThat(Math.abs(hidden)).as("the prior hides it").isLessThan(Confounding.CONFOUNDED);
            double r = PairCorrelation.of(j, 0, 1, hidden);
            assertThat(Math.abs(r)).as("trial %d", trial).isGreaterThanOrEqualTo(Confounding.CONFOUNDED);
            assertThat(Math.signum(r)).as("a trade-off for effects of one sign").isEqualTo(-Math.signum(ratio));
            assertThat(Math.abs(PairCorrelation.of(j, 0, 2, withPrior(j, 0, 2))))
                    .as("an independent parameter is not confounded")
                    .isLessThan(Confounding.CONFOUNDED);
        }
    }

    @Test
    void aCovarianceAlreadyBeyondTheThresholdIsKeptAndAnUnseenPairIsNotConfounded() {
        double[][] j = jacobian(new Random(SEED), 2, 2, 0.01);
        assertThat(PairCorrelation.of(j, 0, 1, -0.97)).isEqualTo(-0.97);

        double[][] faint = jacobian(new Random(SEED), 0.01, 2, 0.01);
        assertThat(PairCorrelation.of(faint, 0, 1, -0.02))
                .as("a trade the points hardly see is an undetermined pair, not a confounded one")
                .isEqualTo(-0.02);
    }
}
