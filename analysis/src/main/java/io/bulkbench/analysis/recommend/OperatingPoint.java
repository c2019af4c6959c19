package io.bulkbench.analysis.recommend;

import io.bulkbench.analysis.Series;
import java.util.function.DoubleUnaryOperator;

/**
 * A chosen x value (buffer count or request bytes) with the throughput there and the
 * best throughput it is measured against. Built from a fitted curve at the measured x
 * values, or from the measured means when no curve could be fitted.
 */
record OperatingPoint(int x, double throughput, double best) {

    double share() {
        return best > 0 ? throughput / best : 1;
    }

    /** The smallest measured x whose value reaches share x the best value over the measured x. */
    static OperatingPoint atMeasured(Series series, DoubleUnaryOperator value, double share) {
        double[] xs = series.xs();
        double best = Double.NEGATIVE_INFINITY;
        for (double x : xs) {
            best = Math.max(best, value.applyAsDouble(x));
        }
        for (double x : xs) {
            double v = value.applyAsDouble(x);
            if (v >= share * best) {
                return new OperatingPoint((int) x, v, best);
            }
        }
        throw new IllegalStateException("no point reaches the best of " + series.label());
    }

    /** The same over the measured means. */
    static OperatingPoint fromMeans(Series series, double share) {
        double[] xs = series.xs();
        double[] ys = series.throughputs();
        return atMeasured(
                series,
                x -> {
                    for (int i = 0; i < xs.length; i++) {
                        if (xs[i] == x) {
                            return ys[i];
                        }
                    }
                    throw new IllegalArgumentException("x " + x + " is not measured");
                },
                share);
    }
}
