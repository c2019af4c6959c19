package io.bulkbench.analysis.change;

import org.apache.commons.math3.distribution.TDistribution;

/**
 * Hunter's significance test: are two adjacent stretches of a series, {@code [from, at)}
 * and {@code [at, to)}, at different levels? A two-sided Student's t-test with pooled
 * variance, which holds up with very few rows on either side (one row against two is
 * already a test). As in Otava, each side's variance is the population variance (divided
 * by n, numpy's default) handed to the pooled formula that expects the sample variance;
 * the p-values are then a little smaller than the textbook test's, and equal to
 * Otava's, so its thresholds mean the same here.
 *
 * <p>{@code pValueWithoutOneRow} is the largest p-value the same test gives with any
 * one row of either stretch left out (1 when a stretch is a single row). A pooled
 * variance barely notices one wild row in a short stretch, so one bad night can make a
 * short level look significant; leaving each row out in turn shows whether the change
 * rests on one row.
 */
record LevelTest(double meanBefore, double meanAfter, double pValue, double pValueWithoutOneRow) {

    static LevelTest of(double[] series, int from, int at, int to) {
        requireStretches(series, from, at, to);
        Stretch before = Stretch.of(series, from, at);
        Stretch after = Stretch.of(series, at, to);
        int rows = to - from;
        // Every way of leaving one row out has the same degrees of freedom, so the largest
        // p-value is the one of the smallest t.
        double smallestT = Double.POSITIVE_INFINITY;
        for (int i = from; i < at; i++) {
            smallestT = Math.min(smallestT, t(before.without(series[i]), after));
        }
        for (int i = at; i < to; i++) {
            smallestT = Math.min(smallestT, t(before, after.without(series[i])));
        }
        double p = pValue(t(before, after), rows - 2);
        return new LevelTest(before.mean, after.mean, p, Math.max(p, pValue(smallestT, rows - 3)));
    }

    /** The p-value alone, for the split step, which tests many candidates and keeps few. */
    static double pValue(double[] series, int from, int at, int to) {
        requireStretches(series, from, at, to);
        return pValue(t(Stretch.of(series, from, at), Stretch.of(series, at, to)), to - from - 2);
    }

    private static void requireStretches(double[] series, int from, int at, int to) {
        if (!(0 <= from && from < at && at < to && to <= series.length)) {
            throw new IllegalArgumentException("no two stretches in [" + from + ", " + at + ", " + to + ")");
        }
    }

    ChangePoint at(int index) {
        return new ChangePoint(index, meanBefore, meanAfter, pValue);
    }

    /**
     * |t| of two stretches: 0 when there is nothing to test (a stretch is empty) or two
     * constant stretches agree, infinite when two constant stretches differ.
     */
    private static double t(Stretch a, Stretch b) {
        int degrees = a.rows + b.rows - 2;
        if (a.rows == 0 || b.rows == 0 || degrees == 0) {
            return 0;
        }
        double pooled = ((a.rows - 1) * a.populationVariance() + (b.rows - 1) * b.populationVariance()) / degrees;
        double standardError = Math.sqrt(pooled * (1.0 / a.rows + 1.0 / b.rows));
        double difference = Math.abs(a.mean - b.mean);
        if (!(standardError > 0)) {
            return difference == 0 ? 0 : Double.POSITIVE_INFINITY;
        }
        return difference / standardError;
    }

    private static double pValue(double t, int degrees) {
        if (degrees <= 0 || t == 0) {
            // One row against one (or nothing): two values differ or not, with nothing to say by how much they may.
            return 1;
        }
        if (Double.isInfinite(t)) {
            return 0;
        }
        return 2 * new TDistribution(null, degrees).cumulativeProbability(-t);
    }

    /** Rows, mean and sum of squared deviations of one stretch. */
    private record Stretch(int rows, double mean, double squares) {

        static Stretch of(double[] series, int from, int to) {
            double sum = 0;
            for (int i = from; i < to; i++) {
                sum += series[i];
            }
            double mean = sum / (to - from);
            double squares = 0;
            for (int i = from; i < to; i++) {
                squares += (series[i] - mean) * (series[i] - mean);
            }
            return new Stretch(to - from, mean, squares);
        }

        /** The stretch with one of its values left out (Welford's update run backwards). */
        Stretch without(double value) {
            if (rows == 1) {
                return new Stretch(0, Double.NaN, 0);
            }
            double mean2 = (rows * mean - value) / (rows - 1);
            return new Stretch(rows - 1, mean2, Math.max(0, squares - (value - mean) * (value - mean2)));
        }

        double populationVariance() {
            return squares / rows;
        }
    }
}
