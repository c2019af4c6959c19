package io.bulkbench.analysis.fit;

import io.bulkbench.analysis.CurveModel;

/**
 * The partial derivatives of each buffer-count model with respect to its parameters,
 * in {@link CurveModel#parameterNames()} order. Analytic derivatives let
 * Levenberg-Marquardt converge to the digits a published dataset states, which finite
 * differences do not reliably reach.
 */
final class CurveGradient {

    private CurveGradient() {}

    static double[] at(CurveModel model, double n, double[] p) {
        return switch (model) {
            case EXP -> exp(n, p);
            case HYPERBOLIC -> hyperbolic(n, p);
            case USL -> usl(n, p);
            case REQUEST_SIZE -> throw new IllegalArgumentException("request_size is fitted as a straight line");
        };
    }

    private static double[] exp(double n, double[] p) {
        double e = Math.exp(-p[2] * (n - 1));
        return new double[] {1 - e, e, (p[0] - p[1]) * (n - 1) * e};
    }

    private static double[] hyperbolic(double n, double[] p) {
        double d = n + p[1];
        return new double[] {n / d, -p[0] * n / (d * d)};
    }

    private static double[] usl(double n, double[] p) {
        double d = 1 + p[1] * (n - 1) + p[2] * n * (n - 1);
        double f = p[0] * n / (d * d);
        return new double[] {n / d, -f * (n - 1), -f * n * (n - 1)};
    }
}
