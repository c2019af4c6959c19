package io.bulkbench.analysis.fit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.bulkbench.analysis.Axis;
import io.bulkbench.analysis.Series;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.List;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;

class FitDataTest {

    private static MeasuredPoint point(int buffers, double error) {
        return point(buffers, error, 1);
    }

    private static MeasuredPoint point(int buffers, double error, int iterations) {
        return MeasuredPoint.summary(
                new PointKey("b", "null", Direction.IN, buffers, 16384, CopyMode.NO_COPY), 10, error, iterations);
    }

    @Test
    void errorsOnEveryPointBecomeInverseSquareWeights() {
        FitData d = FitData.of(Series.of(Axis.BUFFERS, List.of(point(8, 2), point(2, 1), point(4, 1))));

        assertThat(d.x()).containsExactly(2, 4, 8);
        // 1, 1, 1/4 scaled to mean 1.
        assertThat(d.weights()[0]).isCloseTo(4.0 / 3, within(1e-12));
        assertThat(d.weights()[2]).isCloseTo(1.0 / 3, within(1e-12));
    }

    @Test
    void aMissingOrZeroErrorMeansOrdinaryLeastSquares() {
        assertThat(FitData.of(Series.of(Axis.BUFFERS, List.of(point(2, 1), point(4, Double.NaN), point(8, 2))))
                        .weights())
                .containsOnly(1.0);
        assertThat(FitData.of(Series.of(Axis.BUFFERS, List.of(point(2, 1), point(4, 0), point(8, 2))))
                        .weights())
                .containsOnly(1.0);
    }

    @Test
    void measuredErrorsGiveTheChiSquareWithTheIterationsStudentT() {
        // JMH's 99.9 % half-width over 8 iterations is 5.408 standard errors (t, 7 df).
        double t7 = new TDistribution(7).inverseCumulativeProbability(0.9995);
        FitData d = FitData.of(Series.of(Axis.BUFFERS, List.of(point(2, 1, 8), point(4, 2, 8), point(8, 2, 8))));

        assertThat(t7).isCloseTo(5.408, within(1e-3));
        assertThat(d.knowsVariances()).isTrue();
        // Residuals 1, 1, 2 against standard errors 1/t7, 2/t7, 2/t7.
        assertThat(d.chiSquare(new double[] {9, 11, 12})).isCloseTo(t7 * t7 * (1 + 0.25 + 1), within(1e-9));
        assertThat(d.withY(new double[] {10, 10, 10}).knowsVariances()).isTrue();
    }

    @Test
    void anUnknownIterationCountTurnsTheErrorBackWithTheNormalQuantile() {
        FitData d = FitData.of(Series.of(Axis.BUFFERS, List.of(point(2, 1), point(4, 1), point(8, 1))));

        double z = new NormalDistribution().inverseCumulativeProbability(0.9995);
        assertThat(d.chiSquare(new double[] {11, 10, 10})).isCloseTo(z * z, within(1e-9));
    }

    @Test
    void withoutErrorsTheVariancesAreUnknown() {
        FitData d = FitData.of(Series.of(Axis.BUFFERS, List.of(point(2, 1), point(4, Double.NaN), point(8, 2))));

        assertThat(d.knowsVariances()).isFalse();
        assertThat(d.chiSquare(new double[] {11, 10, 10})).isNaN();
        assertThat(FitData.of(new double[] {1, 2}, new double[] {3, 4}).knowsVariances())
                .isFalse();
    }
}
