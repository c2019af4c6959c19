package io.bulkbench.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Each model's named parameters against the optimiser's array (fits.csv's names, in
 * order), and each formula against the cited one at points computed by hand.
 */
class CurveTest {

    private static final double EXACT = 1e-12;

    @Test
    void namedParametersAreTheArrayInFitsCsvOrder() {
        assertThat(CurveFamily.EXP.parameterNames()).containsExactly("t_inf", "t_1", "k");
        assertThat(CurveFamily.EXP.curve(new double[] {20, 4, 0.5})).isEqualTo(new Curve.Exponential(20, 4, 0.5));
        assertThat(new Curve.Exponential(20, 4, 0.5).toArray()).containsExactly(20, 4, 0.5);

        assertThat(CurveFamily.HYPERBOLIC.parameterNames()).containsExactly("t_inf", "k_half");
        assertThat(CurveFamily.HYPERBOLIC.curve(new double[] {40, 3})).isEqualTo(new Curve.Hyperbolic(40, 3));
        assertThat(new Curve.Hyperbolic(40, 3).toArray()).containsExactly(40, 3);

        assertThat(CurveFamily.USL.parameterNames()).containsExactly("lambda", "sigma", "kappa");
        assertThat(CurveFamily.USL.curve(new double[] {10, 0.1, 0.01})).isEqualTo(new Curve.Usl(10, 0.1, 0.01));
        assertThat(new Curve.Usl(10, 0.1, 0.01).toArray()).containsExactly(10, 0.1, 0.01);

        assertThat(CurveFamily.REQUEST_SIZE.parameterNames()).containsExactly("bandwidth_mb_s", "per_request_us");
        assertThat(CurveFamily.REQUEST_SIZE.curve(new double[] {40, 20})).isEqualTo(new Curve.RequestSize(40, 20));
        assertThat(new Curve.RequestSize(40, 20).toArray()).containsExactly(40, 20);
    }

    @Test
    void aSavedFitIsReadByNameInAnyOrder() {
        Map<String, Estimate> saved = Map.of(
                "r2", Estimate.exact(0.99),
                "kappa", Estimate.exact(0.01),
                "lambda", Estimate.exact(10),
                "sigma", Estimate.exact(0.1));

        assertThat(CurveFamily.USL.curve(saved)).isEqualTo(new Curve.Usl(10, 0.1, 0.01));
        assertThatThrownBy(() -> CurveFamily.HYPERBOLIC.curve(saved))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("hyperbolic fit lacks parameter t_inf");
    }

    @Test
    void anArrayOfAnotherLengthIsAProgrammingError() {
        assertThatThrownBy(() -> CurveFamily.USL.curve(new double[] {40, 3}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("usl takes 3 parameters (lambda, sigma, kappa), not 2");
    }

    @Test
    void exponentialApproachesItsPlateau() {
        // T(n) = t_inf - (t_inf - t_1) exp(-k (n - 1)) with t_inf 20, t_1 4, k ln 2,
        // so the gap of 16 halves with every buffer:
        // n = 1: 20 - 16 = 4;  n = 2: 20 - 8 = 12;  n = 3: 20 - 4 = 16;  n = 5: 20 - 1 = 19.
        Curve c = new Curve.Exponential(20, 4, Math.log(2));
        assertThat(c.value(1)).isCloseTo(4, within(EXACT));
        assertThat(c.value(2)).isCloseTo(12, within(EXACT));
        assertThat(c.value(3)).isCloseTo(16, within(EXACT));
        assertThat(c.value(5)).isCloseTo(19, within(EXACT));
        assertThat(new Curve.Exponential(20, 4, Math.log(2)).value(5)).isCloseTo(19, within(EXACT));
    }

    @Test
    void hyperbolicIsHalfItsPlateauAtKHalf() {
        // T(n) = t_inf n / (n + k_half) with t_inf 40, k_half 3:
        // n = 1: 40 / 4 = 10;  n = 3: 120 / 6 = 20 (half of 40);  n = 12: 480 / 15 = 32.
        Curve c = new Curve.Hyperbolic(40, 3);
        assertThat(c.value(1)).isCloseTo(10, within(EXACT));
        assertThat(c.value(3)).isCloseTo(20, within(EXACT));
        assertThat(c.value(12)).isCloseTo(32, within(EXACT));
        assertThat(new Curve.Hyperbolic(40, 3).value(12)).isCloseTo(32, within(EXACT));
    }

    @Test
    void uslRisesToItsPeakAndFalls() {
        // X(N) = lambda N / (1 + sigma (N - 1) + kappa N (N - 1)) with lambda 10, sigma 0.1, kappa 0.01:
        // N = 1:  10 / 1 = 10 (X(1) = lambda);
        // N = 5:  50 / (1 + 0.4 + 0.2) = 50 / 1.6 = 31.25;
        // N = 9:  90 / (1 + 0.8 + 0.72) = 90 / 2.52 = 35.7142857142857...;
        // N = 10: 100 / (1 + 0.9 + 0.9) = 100 / 2.8 = 35.7142857142857... (the peak
        //         sqrt((1 - 0.1) / 0.01) = 9.49 lies between 9 and 10);
        // N = 20: 200 / (1 + 1.9 + 3.8) = 200 / 6.7 = 29.8507462686567...
        Curve c = new Curve.Usl(10, 0.1, 0.01);
        assertThat(c.value(1)).isCloseTo(10, within(EXACT));
        assertThat(c.value(5)).isCloseTo(31.25, within(EXACT));
        assertThat(c.value(9)).isCloseTo(35.7142857142857, within(1e-11));
        assertThat(c.value(10)).isCloseTo(35.7142857142857, within(1e-11));
        assertThat(c.value(20)).isCloseTo(29.8507462686567, within(1e-11));
        assertThat(new Curve.Usl(10, 0.1, 0.01).value(5)).isCloseTo(31.25, within(EXACT));
    }

    @Test
    void requestSizeIsHalfTheBandwidthAtHockneysHalfLength() {
        // T(S) = S / (t0 + S / B) with B 40 MB/s (bytes/us), t0 20 us; n_1/2 = t0 B = 800 bytes:
        // S = 800:  800 / (20 + 20) = 20 (half of 40);
        // S = 2400: 2400 / (20 + 60) = 30;
        // S = 7200: 7200 / (20 + 180) = 36.
        Curve c = new Curve.RequestSize(40, 20);
        assertThat(c.value(800)).isCloseTo(20, within(EXACT));
        assertThat(c.value(2400)).isCloseTo(30, within(EXACT));
        assertThat(c.value(7200)).isCloseTo(36, within(EXACT));
        assertThat(new Curve.RequestSize(40, 20).value(7200)).isCloseTo(36, within(EXACT));
    }
}
