package io.bulkbench.analysis.fit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;

import io.bulkbench.analysis.Curve;
import io.bulkbench.analysis.CurveFamily;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class CurveFitterTest {

    /** The R usl package's specsdm91 dataset (SPEC SDM91 benchmark on a 1991 server). */
    static final double[] SPECSDM91_LOAD = {1, 18, 36, 72, 108, 144, 216};

    static final double[] SPECSDM91_THROUGHPUT = {64.9, 995.9, 1652.4, 1853.2, 1828.9, 1775.0, 1702.2};

    @Test
    void uslReproducesThePublishedSpecsdm91Coefficients() {
        Curve.Usl usl = (Curve.Usl) CurveFitter.fit(CurveFamily.USL, FitData.of(SPECSDM91_LOAD, SPECSDM91_THROUGHPUT))
                .orElseThrow();

        assertThat(usl.lambda()).isCloseTo(90.00, withinPercentage(0.05));
        assertThat(usl.sigma()).isCloseTo(2.773e-2, withinPercentage(0.1));
        assertThat(usl.kappa()).isCloseTo(1.044e-4, withinPercentage(0.1));
        double peak = Math.sqrt((1 - usl.sigma()) / usl.kappa());
        assertThat(peak).isCloseTo(96.52, within(0.005));
    }

    @Test
    void parametersStayPhysicalWhenTheDataPullThemAcross() {
        // Super-linear growth would want negative contention; the USL must stop at sigma = kappa = 0.
        double[] x = {2, 4, 8, 16, 32};
        double[] y = {2, 4.4, 9.5, 21, 46};
        Curve.Usl usl =
                (Curve.Usl) CurveFitter.fit(CurveFamily.USL, FitData.of(x, y)).orElseThrow();

        assertThat(usl.sigma()).isGreaterThanOrEqualTo(0);
        assertThat(usl.kappa()).isGreaterThanOrEqualTo(0);
        Curve.Hyperbolic h = (Curve.Hyperbolic)
                CurveFitter.fit(CurveFamily.HYPERBOLIC, FitData.of(x, y)).orElseThrow();
        assertThat(h.kHalf()).isGreaterThanOrEqualTo(0);
    }

    @Test
    void tooFewPointsOrNoThroughputFitNothing() {
        assertThat(CurveFitter.fit(CurveFamily.USL, FitData.of(new double[] {2, 4, 8}, new double[] {10, 15, 17})))
                .isEmpty();
        assertThat(CurveFitter.fit(CurveFamily.EXP, FitData.of(new double[] {2, 4, 8, 16}, new double[] {0, 0, 0, 0})))
                .isEmpty();
        assertThat(CurveFitter.fit(
                        CurveFamily.HYPERBOLIC, FitData.of(new double[] {2, 4, 8}, new double[] {10, 15, 17})))
                .isPresent();
    }

    @Test
    void weightsFollowTheErrors() {
        double[] x = {2, 4, 8, 16, 32, 64};
        double[] y = {16, 23, 29, 34, 37, 50};
        double[] w = {1, 1, 1, 1, 1, 1e-6};
        FitData downweighted = new FitData(x, y, w, new double[x.length][]);

        Curve.Hyperbolic weighted = (Curve.Hyperbolic)
                CurveFitter.fit(CurveFamily.HYPERBOLIC, downweighted).orElseThrow();
        Curve.Hyperbolic plain = (Curve.Hyperbolic)
                CurveFitter.fit(CurveFamily.HYPERBOLIC, FitData.of(x, y)).orElseThrow();

        // The outlier at 64 barely moves the weighted plateau but lifts the unweighted one.
        assertThat(plain.tInf()).isGreaterThan(weighted.tInf() + 2);
    }

    @Test
    void noiseFreeDataGiveTheirParametersBack() {
        double[] x = {2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64};
        List<Curve> truths = List.of(
                new Curve.Exponential(20, 12, 0.5), new Curve.Hyperbolic(40, 3), new Curve.Usl(10, 0.05, 0.0005));
        for (Curve truth : truths) {
            double[] y = Arrays.stream(x).map(truth::value).toArray();

            double[] p = CurveFitter.fit(truth.family(), FitData.of(x, y))
                    .orElseThrow()
                    .toArray();

            double[] expected = truth.toArray();
            for (int i = 0; i < expected.length; i++) {
                assertThat(p[i])
                        .as("%s %s", truth, truth.family().parameterNames().get(i))
                        .isCloseTo(expected[i], withinPercentage(1e-4));
            }
        }
    }
}
