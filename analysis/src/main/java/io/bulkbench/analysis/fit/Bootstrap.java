package io.bulkbench.analysis.fit;

import io.bulkbench.analysis.Estimate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Resamples a series and refits it, so every estimate can carry a 95 % percentile
 * interval. When every point has at least two per-iteration samples, each round draws
 * every point's samples with replacement and shifts the point by the change of their
 * mean, rescaled by sqrt(m/(m-1)) (the measurement's own scatter). Otherwise it
 * resamples the fit's standardised residuals, inflated by sqrt(n/(n-p)) because fitted
 * residuals understate the noise.
 * A seeded generator makes the intervals repeatable.
 */
public final class Bootstrap {

    private static final double LOW = 0.025;
    private static final double HIGH = 0.975;

    private Bootstrap() {}

    /** The resampled y values of every round. */
    public static List<double[]> draws(FitData data, double[] fitted, int parameterCount, int rounds, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        boolean fromSamples = data.hasSamples();
        double[] scaledResiduals = fromSamples ? new double[0] : scaledResiduals(data, fitted, parameterCount);
        List<double[]> out = new ArrayList<>(rounds);
        for (int r = 0; r < rounds; r++) {
            out.add(fromSamples ? fromSamples(data, random) : fromResiduals(data, fitted, scaledResiduals, random));
        }
        return out;
    }

    private static double[] fromSamples(FitData data, SplittableRandom random) {
        double[] y = new double[data.size()];
        for (int i = 0; i < y.length; i++) {
            double[] s = data.samples()[i];
            double sum = 0;
            double drawn = 0;
            for (int j = 0; j < s.length; j++) {
                sum += s[j];
                drawn += s[random.nextInt(s.length)];
            }
            // Resampled means scatter by (m-1)/m of the true variance; rescaling restores it.
            y[i] = data.y()[i] + (drawn - sum) / s.length * Math.sqrt(s.length / (s.length - 1.0));
        }
        return y;
    }

    private static double[] scaledResiduals(FitData data, double[] fitted, int parameterCount) {
        int n = data.size();
        double inflate = n > parameterCount ? Math.sqrt((double) n / (n - parameterCount)) : 1;
        double[] r = new double[n];
        for (int i = 0; i < n; i++) {
            r[i] = (data.y()[i] - fitted[i]) * Math.sqrt(data.weights()[i]) * inflate;
        }
        return r;
    }

    private static double[] fromResiduals(FitData data, double[] fitted, double[] residuals, SplittableRandom random) {
        double[] y = new double[fitted.length];
        for (int i = 0; i < y.length; i++) {
            y[i] = fitted[i] + residuals[random.nextInt(residuals.length)] / Math.sqrt(data.weights()[i]);
        }
        return y;
    }

    /**
     * The estimate with its percentile interval, or without an interval when fewer than
     * half of the requested rounds converged (the survivors would be a biased sample).
     */
    public static Estimate interval(double value, double[] replicates, int rounds) {
        if (rounds == 0 || replicates.length < Math.max(2, (rounds + 1) / 2)) {
            return Estimate.exact(value);
        }
        double[] sorted = replicates.clone();
        Arrays.sort(sorted);
        int m = sorted.length;
        double low = sorted[(int) Math.floor(LOW * (m - 1))];
        double high = sorted[(int) Math.ceil(HIGH * (m - 1))];
        return new Estimate(value, low, high);
    }
}
