package io.bulkbench.analysis.fit;

import io.bulkbench.analysis.Series;
import io.bulkbench.core.MeasuredPoint;
import java.util.Arrays;
import lombok.With;

/**
 * The numbers a fit works on: x, y, the least-squares weights and the per-iteration
 * samples of every point. Weights are 1/se^2 (se the standard error of the point's mean,
 * from its JMH error) when every point carries a positive error, and all 1 otherwise
 * (ordinary least squares), because weighting some points and not others has no
 * consistent meaning. The weights are scaled to mean 1 for the optimiser;
 * {@code varianceScale} is the factor that turns them back into 1/se^2, so
 * {@link #chiSquare} is the chi-square of a curve when the variances are known, and
 * it is NaN when they are not (no errors, or hand-made data whose weights are relative
 * only). The arrays are owned by this value.
 */
public record FitData(double[] x, @With double[] y, double[] weights, double[][] samples, double varianceScale) {

    public FitData {
        if (x.length != y.length || x.length != weights.length || x.length != samples.length) {
            throw new IllegalArgumentException("x, y, weights and samples differ in length");
        }
        if (!Double.isNaN(varianceScale) && !(varianceScale > 0 && Double.isFinite(varianceScale))) {
            throw new IllegalArgumentException("variance scale " + varianceScale + " is neither NaN nor positive");
        }
    }

    /** Data whose weights are relative only: the noise variance is unknown and estimated from the residuals. */
    public FitData(double[] x, double[] y, double[] weights, double[][] samples) {
        this(x, y, weights, samples, Double.NaN);
    }

    /** Unweighted data without samples, e.g. a published dataset. */
    public static FitData of(double[] x, double[] y) {
        double[] w = new double[x.length];
        Arrays.fill(w, 1.0);
        return new FitData(x.clone(), y.clone(), w, new double[x.length][]);
    }

    /** The data of a series: x along its axis, mean throughput, weights from the errors. */
    public static FitData of(Series series) {
        int n = series.size();
        double[] w = new double[n];
        double[][] s = new double[n][];
        boolean allErrors = true;
        for (int i = 0; i < n; i++) {
            MeasuredPoint p = series.points().get(i);
            double se = JmhError.standardError(p);
            allErrors &= !Double.isNaN(se);
            w[i] = allErrors ? 1 / (se * se) : 1;
            s[i] = p.samples().stream().mapToDouble(Double::doubleValue).toArray();
        }
        double scale = Arrays.stream(w).average().orElse(1);
        if (!allErrors || !Double.isFinite(scale)) {
            Arrays.fill(w, 1.0);
            return new FitData(series.xs(), series.throughputs(), w, s);
        }
        for (int i = 0; i < n; i++) {
            // Scaling weights to mean 1 changes no fit, but keeps the numbers near 1 for the optimiser.
            w[i] /= scale;
        }
        return new FitData(series.xs(), series.throughputs(), w, s, scale);
    }

    public int size() {
        return x.length;
    }

    /** True when the weights are 1/se^2 up to {@code varianceScale}, so a chi-square can be formed. */
    public boolean knowsVariances() {
        return !Double.isNaN(varianceScale);
    }

    /** True when every point has at least two samples to resample. */
    public boolean hasSamples() {
        return Arrays.stream(samples).allMatch(s -> s != null && s.length >= 2);
    }

    /** The weighted residual sum of squares of a curve's values at x. */
    public double weightedRss(double[] fitted) {
        double rss = 0;
        for (int i = 0; i < x.length; i++) {
            double r = y[i] - fitted[i];
            rss += weights[i] * r * r;
        }
        return rss;
    }

    /** The chi-square of a curve's values at x: the sum of (residual / se)^2; NaN when the variances are unknown. */
    public double chiSquare(double[] fitted) {
        return weightedRss(fitted) * varianceScale;
    }
}
