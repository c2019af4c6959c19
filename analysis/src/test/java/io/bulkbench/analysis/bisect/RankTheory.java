package io.bulkbench.analysis.bisect;

import io.bulkbench.analysis.bisect.BisectTrials.Scatter;
import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * What normal theory expects of a decision by a rank-based interval, for the bounds the
 * seeded tests assert. The shift estimate from n values a side has standard error
 * sigma sqrt(2 / n) sqrt(pi / 3) (3 / pi: its efficiency on normal data against the mean),
 * and a one-sided bound lies z = z(1 - alpha) of those from it. A commit at distance d from
 * the threshold is decided once the estimate leaves the bound on the right side of it.
 */
final class RankTheory {

    private static final NormalDistribution NORMAL = new NormalDistribution();

    private RankTheory() {}

    /**
     * The scatter a rank method sees: the coefficient of variation, and for the busy host
     * that over 0.95, its outliers being far enough out to count as noise of weight 1/20.
     */
    static double sigma(Scatter scatter, double cv) {
        return scatter == Scatter.BUSY_HOST ? cv / (1 - Scatter.OUTLIER_SHARE) : cv;
    }

    static double standardError(double sigma, double perSide) {
        return sigma * Math.sqrt(2 / perSide) * Math.sqrt(Math.PI / 3);
    }

    /**
     * Mean measurements a side before a decision at distance d: the bound reaches d from
     * the truth at n* = (pi / 3) 2 (z sigma / d)^2, but the estimate is itself off by a
     * standard error, so the decision comes on average at n* (z^2 + 1) / z^2; never fewer
     * than the initial measurements.
     */
    static double meanPerSide(double sigma, double distance, double alpha, int initial) {
        double z = NORMAL.inverseCumulativeProbability(1 - alpha);
        double nStar = Math.PI / 3 * 2 * Math.pow(z * sigma / distance, 2);
        return Math.max(initial, nStar * (z * z + 1) / (z * z));
    }

    /**
     * The chance of still being undecided with {@code max} measurements a side: that the
     * estimate then falls within z standard errors of the threshold, short of the truth by
     * d - z se; plus three binomial standard deviations of that rate over {@code trials}.
     */
    static double undecidedAtMost(double sigma, double distance, double alpha, int max, int trials) {
        double z = NORMAL.inverseCumulativeProbability(1 - alpha);
        double p = NORMAL.cumulativeProbability(z - distance / standardError(sigma, max));
        return p + 3 * Math.sqrt(p * (1 - p) / trials);
    }
}
