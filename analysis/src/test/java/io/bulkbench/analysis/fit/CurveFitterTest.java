package io.bulkbench.analysis.fit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;

import io.bulkbench.analysis.CurveFamily;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class CurveFitterTest {

    /** The R usl package's specsdm91 dataset (SPEC SDM91 benchmark on a 1991 server). */
    static final double[] SPECSDM91_LOAD = {1, 18, 36, 72, 108, 144, 216};

    static final double[] SPECSDM91_THROUGHPUT = {64.9, 995.9, 1652.4, 1853.2, 1828.9, 1775.0, 1702.2};

    @Test
    void uslReproducesThePublishedSpecsdm91Coefficients() {
        double[] p = CurveFitter.fit(CurveFamily.USL, FitData.of(SPECSDM91_LOAD, SPECSDM91_THROUGHPUT))
                .orElseThrow();

        assertThat(p[0]).isCloseTo(90.00, withinPercentage(0.05));
        assertThat(p[1]).isCloseTo(2.773e-2, withinPercentage(0.1));
        assertThat(p[2]).isCloseTo(1.044e-4, withinPercentage(0.1));
        double peak = Math.sqrt((1 - p[1]) / p[2]);
        assertThat(peak).isCloseTo(96.52, within(0.005));
    }

    @Test
    void parametersStayPhysicalWhenTheDataPullThemAcross() {
        // Super-linear growth would want negative contention; the USL must stop at sigma = kappa = 0.
        double[] x = {2, 4, 8, 16, 32};
        double[] y = {2, 4.4, 9.5, 21, 46};
        double[] p = CurveFitter.fit(CurveFamily.USL, FitData.of(x, y)).orElseThrow();

        assertThat(p[1]).isGreaterThanOrEqualTo(0);
        assertThat(p[2]).isGreaterThanOrEqualTo(0);
        double[] h = CurveFitter.fit(CurveFamily.HYPERBOLIC, FitData.of(x, y)).orElseThrow();
        assertThat(h[1]).isGreaterThanOrEqualTo(0);
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

        double[] weighted =
                CurveFitter.fit(CurveFamily.HYPERBOLIC, downweighted).orElseThrow();
        double[] plain =
                CurveFitter.fit(CurveFamily.HYPERBOLIC, FitData.of(x, y)).orElseThrow();

        // The outlier at 64 barely moves the weighted plateau but lifts the unweighted one.
        assertThat(plain[0]).isGreaterThan(weighted[0] + 2);
    }

    @Test
    void noiseFreeDataGiveTheirParametersBack() {
        double[] x = {2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64};
        double[][] truths = {{20, 12, 0.5}, {40, 3}, {10, 0.05, 0.0005}};
        CurveFamily[] families = {CurveFamily.EXP, CurveFamily.HYPERBOLIC, CurveFamily.USL};
        for (int m = 0; m < families.length; m++) {
            double[] truth = truths[m];
            CurveFamily family = families[m];
            double[] y = Arrays.stream(x).map(n -> family.value(n, truth)).toArray();

            double[] p = CurveFitter.fit(family, FitData.of(x, y)).orElseThrow();

            for (int i = 0; i < truth.length; i++) {
                assertThat(p[i])
                        .as("%s %s", family, family.parameterNames().get(i))
                        .isCloseTo(truth[i], withinPercentage(1e-4));
            }
        }
    }
}
