package io.bulkbench.analysis;

/**
 * A fitted number with its confidence interval. The interval may be NaN on both ends
 * when it could not be estimated (too few points for a bootstrap); the value never is
 * for a converged fit, except {@code aicc}, which is NaN on a series too short to
 * define it.
 */
public record Estimate(double value, double ciLow, double ciHigh) {

    /** A number known exactly, or with no interval. */
    public static Estimate exact(double value) {
        return new Estimate(value, Double.NaN, Double.NaN);
    }

    public boolean hasInterval() {
        return !Double.isNaN(ciLow) && !Double.isNaN(ciHigh);
    }
}
