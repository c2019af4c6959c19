package io.bulkbench.analysis.knee;

import java.util.function.DoubleUnaryOperator;

/**
 * Finds where a fitted throughput curve stops paying for more buffers. The reference is
 * the best fitted throughput at any integer buffer count inside the measured range: the
 * plateau when the range reaches it, the peak of a retrograde curve, the last point of a
 * curve still climbing. The knee is the smallest integer count in the range whose
 * fitted throughput reaches the given share of that reference, so it never leaves the
 * measured range and a flat curve puts it at the smallest measured count.
 */
public final class KneeFinder {

    private KneeFinder() {}

    /** The best fitted throughput at integer x in [from, to]. */
    public static double best(DoubleUnaryOperator curve, int from, int to) {
        requireRange(from, to);
        double best = Double.NEGATIVE_INFINITY;
        for (int n = from; n <= to; n++) {
            best = Math.max(best, curve.applyAsDouble(n));
        }
        return best;
    }

    /** The smallest integer x in [from, to] whose fitted throughput reaches share x best. */
    public static int knee(DoubleUnaryOperator curve, int from, int to, double share) {
        double target = share * best(curve, from, to);
        for (int n = from; n <= to; n++) {
            if (curve.applyAsDouble(n) >= target) {
                return n;
            }
        }
        // Unreachable for share <= 1: the best point itself reaches the target.
        return to;
    }

    private static void requireRange(int from, int to) {
        if (from > to) {
            throw new IllegalArgumentException("empty range " + from + ".." + to);
        }
    }
}
