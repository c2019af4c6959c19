package io.bulkbench.analysis.fit;

import io.bulkbench.analysis.Curve;
import java.util.Optional;

/**
 * Fits the request-size model 1/T = 1/B + t0/S as a weighted straight line of 1/T over
 * 1/S. The weights carry the throughput weights through the transformation
 * (var(1/T) = var(T)/T^4, so w' = w T^4): the line then approximates the least-squares
 * fit in throughput space, not one dominated by the slowest points. A negative slope (a
 * link that gets slower with bigger requests) is not a per-request cost: the line is
 * then refitted with t0 = 0. A non-positive intercept means no finite bandwidth fits,
 * and the fit is empty. The result is a {@link Curve.RequestSize}: B in MB/s
 * (bytes/us), t0 in us.
 */
public final class LineFitter {

    private LineFitter() {}

    public static Optional<Curve> fit(FitData data) {
        int n = data.size();
        double[] u = new double[n];
        double[] v = new double[n];
        double[] w = new double[n];
        for (int i = 0; i < n; i++) {
            double t = data.y()[i];
            if (!(t > 0)) {
                return Optional.empty();
            }
            u[i] = 1 / data.x()[i];
            v[i] = 1 / t;
            w[i] = data.weights()[i] * t * t * t * t;
        }
        double sw = 0;
        double su = 0;
        double sv = 0;
        for (int i = 0; i < n; i++) {
            sw += w[i];
            su += w[i] * u[i];
            sv += w[i] * v[i];
        }
        double mu = su / sw;
        double mv = sv / sw;
        double suu = 0;
        double suv = 0;
        for (int i = 0; i < n; i++) {
            suu += w[i] * (u[i] - mu) * (u[i] - mu);
            suv += w[i] * (u[i] - mu) * (v[i] - mv);
        }
        double slope = suu > 0 ? suv / suu : 0;
        double intercept = mv - slope * mu;
        if (slope < 0) {
            slope = 0;
            intercept = mv;
        }
        if (!(intercept > 0) || !Double.isFinite(slope)) {
            return Optional.empty();
        }
        return Optional.of(new Curve.RequestSize(1 / intercept, slope));
    }
}
