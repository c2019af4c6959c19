package io.bulkbench.analysis.fit;

import io.bulkbench.analysis.Curve;

/**
 * The partial derivatives of each buffer-count curve with respect to its parameters, in
 * the optimiser's order (that of {@link Curve#toArray()}). Analytic derivatives let
 * Levenberg-Marquardt converge to the digits a published dataset states, which finite
 * differences do not reliably reach.
 */
final class CurveGradient {

    private CurveGradient() {}

    static double[] at(Curve curve, double n) {
        if (curve instanceof Curve.Exponential e) {
            return exp(e, n);
        }
        if (curve instanceof Curve.Hyperbolic h) {
            return hyperbolic(h, n);
        }
        if (curve instanceof Curve.Usl u) {
            return usl(u, n);
        }
        throw new IllegalArgumentException("request_size is fitted as a straight line");
    }

    /** d/d(t_inf, t_1, k) of t_inf - (t_inf - t_1) exp(-k (n - 1)). */
    private static double[] exp(Curve.Exponential c, double n) {
        double e = Math.exp(-c.k() * (n - 1));
        return new double[] {1 - e, e, (c.tInf() - c.t1()) * (n - 1) * e};
    }

    /** d/d(t_inf, k_half) of t_inf n / (n + k_half). */
    private static double[] hyperbolic(Curve.Hyperbolic c, double n) {
        double d = n + c.kHalf();
        return new double[] {n / d, -c.tInf() * n / (d * d)};
    }

    /** d/d(lambda, sigma, kappa) of lambda n / d, d = 1 + sigma (n - 1) + kappa n (n - 1). */
    private static double[] usl(Curve.Usl c, double n) {
        double d = 1 + c.sigma() * (n - 1) + c.kappa() * n * (n - 1);
        double f = c.lambda() * n / (d * d);
        return new double[] {n / d, -f * (n - 1), -f * n * (n - 1)};
    }
}
