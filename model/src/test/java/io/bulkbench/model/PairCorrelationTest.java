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
            // column 0 of length 1.1 to 2.0, column 1 up to 1.4 times it: seen, yet diluted by the prior
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
    void aTradeAmongThreeIsNamedWhereNoTwoColumnsAlikeWouldShowIt() {
        Random random = new Random(SEED);
        for (int trial = 0; trial < 100; trial++) {
            // columns 1 and 2 at right angles and of one length, column 0 their sum: any two
            // explain the third, while each pair of columns meets at 45 or 90 degrees
            double[] u = new double[12];
            double[] v = new double[12];
            for (int r = 0; r < 12; r++) {
                u[r] = random.nextGaussian();
                v[r] = random.nextGaussian();
            }
            double along = dot(u, v) / dot(u, u);
            for (int r = 0; r < 12; r++) {
                v[r] -= along * u[r];
            }
            double lu = 2 / Math.sqrt(dot(u, u));
            double lv = 2 / Math.sqrt(dot(v, v));
            double[][] j = new double[12][3];
            for (int r = 0; r < 12; r++) {
                j[r][1] = lu * u[r];
                j[r][2] = lv * v[r];
                j[r][0] = j[r][1] + j[r][2] + 0.01 * random.nextGaussian();
            }
            double cosine = 0;
            double n0 = 0;
            double n1 = 0;
            for (double[] row : j) {
                cosine += row[0] * row[1];
                n0 += row[0] * row[0];
                n1 += row[1] * row[1];
            }
            assertThat(Math.abs(cosine / Math.sqrt(n0 * n1)))
                    .as("the two columns alone are not alike")
                    .isLessThan(Confounding.CONFOUNDED);
            assertThat(Math.abs(PairCorrelation.of(j, 0, 1, withPrior(j, 0, 1))))
                    .as("trial %d", trial)
                    .isGreaterThanOrEqualTo(Confounding.CONFOUNDED);
        }
    }

    private static double dot(double[] a, double[] b) {
        double sum = 0;
        for (int r = 0; r < a.length; r++) {
            sum += a[r] * b[r];
        }
        return sum;
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
