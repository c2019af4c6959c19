package io.bulkbench.analysis.bisect;

import java.util.Arrays;
import java.util.List;

/**
 * How much one sample of throughputs moved from another, as a share: {@code after /
 * before - 1} (-0.05 is 5 % slower), with an interval that does not assume a distribution.
 * The estimate is the median of the ratios of every pair (an after value over a before
 * value: the Hodges-Lehmann shift of the logarithms), so a few slow outliers on a busy
 * host barely move it. The interval is the Mann-Whitney test turned around: its ends are
 * the pairwise ratios of rank {@code u + 1} from either end, u the test's lower critical
 * value ({@link MannWhitneyCritical}), so each end is a one-sided bound with confidence
 * {@code 1 - alpha} whenever the two samples differ by a factor (the same distribution,
 * scaled), and the interval excludes 0 exactly when the rank test rejects at alpha.
 * With too few samples for any bound the interval is unbounded: {@code low} is -1 (all the
 * throughput gone) and {@code high} infinite. The critical values assume no ties, which
 * throughputs measured to several digits hardly ever have.
 */
public record RelativeChange(double estimate, double low, double high) {

    public RelativeChange {
        if (!(low <= estimate && estimate <= high)) {
            throw new IllegalArgumentException("estimate " + estimate + " outside [" + low + ", " + high + "]");
        }
    }

    /** The change from {@code before} to {@code after}; every sample a positive throughput. */
    public static RelativeChange between(List<Double> before, List<Double> after, double alpha) {
        return between(logs(before), logs(after), alpha);
    }

    static RelativeChange between(double[] logsBefore, double[] logsAfter, double alpha) {
        if (logsBefore.length == 0 || logsAfter.length == 0) {
            throw new IllegalArgumentException("a change needs samples on both sides");
        }
        double[] differences = new double[logsBefore.length * logsAfter.length];
        int k = 0;
        for (double b : logsBefore) {
            for (double a : logsAfter) {
                differences[k++] = a - b;
            }
        }
        Arrays.sort(differences);
        int pairs = differences.length;
        double median = (differences[(pairs - 1) / 2] + differences[pairs / 2]) / 2;
        int u = MannWhitneyCritical.lower(logsBefore.length, logsAfter.length, alpha);
        if (u == MannWhitneyCritical.NONE) {
            return new RelativeChange(Math.expm1(median), -1, Double.POSITIVE_INFINITY);
        }
        return new RelativeChange(
                Math.expm1(median), Math.expm1(differences[u]), Math.expm1(differences[pairs - 1 - u]));
    }

    /** The natural logarithm of every sample ({@link BisectSamples} holds only positive, finite ones). */
    static double[] logs(List<Double> samples) {
        double[] out = new double[samples.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = Math.log(samples.get(i));
        }
        return out;
    }
}
