package io.bulkbench.analysis.fit;

import io.bulkbench.analysis.Curve;
import io.bulkbench.analysis.CurveFamily;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.QRDecomposition;
import org.apache.commons.math3.linear.RealMatrix;
import org.apache.commons.math3.linear.SingularMatrixException;

/**
 * Starting points for Levenberg-Marquardt, taken from the data so the optimiser begins
 * near the answer: each curve's linearisation first, then a coarse guess in case the
 * linearisation is spoiled by noise. Every start is already physical (rates and
 * contention coefficients positive), and the fitter hands it to the optimiser as its array.
 */
final class CurveSeed {

    private CurveSeed() {}

    static List<Curve> starts(CurveFamily family, double[] x, double[] y) {
        return switch (family) {
            case EXP -> exp(x, y);
            case HYPERBOLIC -> hyperbolic(x, y);
            case USL -> usl(x, y);
            case REQUEST_SIZE -> throw new IllegalArgumentException("request_size is fitted as a straight line");
        };
    }

    /** ln(t_inf - T) = ln(t_inf - t_1) - k (n - 1) is a line once t_inf is guessed a little above the maximum. */
    private static List<Curve> exp(double[] x, double[] y) {
        double max = max(y);
        double top = max * 1.02 + 1e-12;
        double t1 = y[0];
        double[] dx = new double[x.length];
        double[] ly = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            dx[i] = x[i] - 1;
            ly[i] = Math.log(top - y[i]);
        }
        double k = -slope(dx, ly);
        double span = x[x.length - 1] - x[0];
        List<Curve> starts = new ArrayList<>();
        if (k > 0 && Double.isFinite(k)) {
            starts.add(new Curve.Exponential(max, t1, k));
        }
        starts.add(new Curve.Exponential(max, t1, 3 / Math.max(span, 1)));
        starts.add(new Curve.Exponential(max, t1, 1));
        return starts;
    }

    /**
     * The Lineweaver-Burk plot: 1/T = 1/t_inf + (k_half/t_inf) (1/n) is a straight line
     * (H. Lineweaver and D. Burk, The Determination of Enzyme Dissociation Constants,
     * J. Am. Chem. Soc. 56 (1934) 658-666).
     */
    private static List<Curve> hyperbolic(double[] x, double[] y) {
        double[] ix = new double[x.length];
        double[] iy = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            ix[i] = 1 / x[i];
            iy[i] = 1 / Math.max(y[i], 1e-300);
        }
        double b = slope(ix, iy);
        double a = mean(iy) - b * mean(ix);
        List<Curve> starts = new ArrayList<>();
        if (a > 0 && b >= 0 && Double.isFinite(a) && Double.isFinite(b)) {
            starts.add(new Curve.Hyperbolic(1 / a, b / a));
        }
        starts.add(new Curve.Hyperbolic(max(y), x[0]));
        return starts;
    }

    /**
     * Gunther's quadratic method: n/T = 1/lambda + (sigma/lambda)(n - 1)
     * + (kappa/lambda) n (n - 1) is linear in its three coefficients. The fallback is the
     * R usl package's start: lambda from the best T/n, sigma 0.1, kappa 0.01.
     */
    private static List<Curve> usl(double[] x, double[] y) {
        List<Curve> starts = new ArrayList<>();
        double[] c = quadratic(x, y);
        if (c != null && c[0] > 0) {
            double lambda = 1 / c[0];
            starts.add(new Curve.Usl(lambda, Math.max(c[1] * lambda, 0), Math.max(c[2] * lambda, 0)));
        }
        double lambda = 0;
        for (int i = 0; i < x.length; i++) {
            lambda = Math.max(lambda, y[i] / x[i]);
        }
        starts.add(new Curve.Usl(lambda, 0.1, 0.01));
        starts.add(new Curve.Usl(lambda, 0.01, 1e-4));
        return starts;
    }

    /** Least squares of n/T on (1, n - 1, n (n - 1)); null when the normal equations are singular. */
    private static double[] quadratic(double[] x, double[] y) {
        double[][] a = new double[3][4];
        for (int i = 0; i < x.length; i++) {
            double[] row = {1, x[i] - 1, x[i] * (x[i] - 1)};
            double t = x[i] / Math.max(y[i], 1e-300);
            for (int r = 0; r < 3; r++) {
                for (int c = 0; c < 3; c++) {
                    a[r][c] += row[r] * row[c];
                }
                a[r][3] += row[r] * t;
            }
        }
        try {
            RealMatrix m = new Array2DRowRealMatrix(3, 3);
            for (int r = 0; r < 3; r++) {
                m.setRow(r, Arrays.copyOf(a[r], 3));
            }
            double[] rhs = {a[0][3], a[1][3], a[2][3]};
            return new QRDecomposition(m, 1e-14)
                    .getSolver()
                    .solve(new ArrayRealVector(rhs))
                    .toArray();
        } catch (SingularMatrixException e) {
            return null;
        }
    }

    static double slope(double[] x, double[] y) {
        double mx = mean(x);
        double my = mean(y);
        double sxy = 0;
        double sxx = 0;
        for (int i = 0; i < x.length; i++) {
            sxy += (x[i] - mx) * (y[i] - my);
            sxx += (x[i] - mx) * (x[i] - mx);
        }
        return sxx == 0 ? Double.NaN : sxy / sxx;
    }

    private static double mean(double[] v) {
        return Arrays.stream(v).average().orElse(Double.NaN);
    }

    private static double max(double[] v) {
        return Arrays.stream(v).max().orElse(Double.NaN);
    }
}
