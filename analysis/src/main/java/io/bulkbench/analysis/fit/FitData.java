package io.bulkbench.analysis.fit;

import io.bulkbench.analysis.MeasuredPoint;
import io.bulkbench.analysis.Series;

import java.util.Arrays;

/**
 * The numbers a fit works on: x, y, the least-squares weights and the per-iteration
 * samples of every point. Weights are 1/error^2 when every point carries a positive
 * error, and all 1 otherwise (ordinary least squares), because weighting some points
 * and not others has no consistent meaning. The arrays are owned by this value.
 */
public record FitData(double[] x, double[] y, double[] weights, double[][] samples) {

    public FitData {
        if (x.length != y.length || x.length != weights.length || x.length != samples.length) {
            throw new IllegalArgumentException("x, y, weights and samples differ in length");
        }
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
            double e = p.errorMbS();
            allErrors &= e > 0 && Double.isFinite(e);
            w[i] = allErrors ? 1 / (e * e) : 1;
            s[i] = p.samples().stream().mapToDouble(Double::doubleValue).toArray();
        }
        if (!allErrors) {
            Arrays.fill(w, 1.0);
        } else {
            normalise(w);
        }
        return new FitData(series.xs(), series.throughputs(), w, s);
    }

    /** Scaling weights to mean 1 changes no fit, but keeps the numbers near 1 for the optimiser. */
    private static void normalise(double[] w) {
        double mean = Arrays.stream(w).average().orElse(1);
        for (int i = 0; i < w.length; i++) {
            w[i] /= mean;
        }
    }

    public int size() {
        return x.length;
    }

    /** True when every point has at least two samples to resample. */
    public boolean hasSamples() {
        return Arrays.stream(samples).allMatch(s -> s != null && s.length >= 2);
    }

    /** The same x, weights and samples with other y values (a bootstrap replicate). */
    public FitData withY(double[] newY) {
        return new FitData(x, newY, weights, samples);
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
}
