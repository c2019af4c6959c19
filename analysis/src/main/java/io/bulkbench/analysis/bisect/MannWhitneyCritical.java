package io.bulkbench.analysis.bisect;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * The lower critical value of the Mann-Whitney U statistic: for samples of m and n
 * values with no ties, the largest u such that U &lt;= u has probability at most alpha
 * when both samples come from one distribution. It is what turns the rank test into an
 * interval (see {@link RelativeChange}). Commons Math's {@code MannWhitneyUTest} gives
 * only a p-value from a normal approximation, with no quantiles, and that approximation
 * is off where a bisect starts (three against three reaches p 0.05 where the exact
 * probability is 0.1), so the small sizes are counted exactly: the number of orderings
 * with each U, by the recurrence on which sample holds the largest value. Beyond
 * {@link #EXACT_PAIRS} pairs, where the count would take a second or more, the normal
 * approximation with a continuity correction takes over: U's tails are lighter than the
 * normal curve's, so its value is never above the exact one (the interval is a little
 * wider than it need be) and, for samples of similar size, within three of it. A bisect's
 * default of at most 40 measurements a side never leaves the exact count. Results are
 * kept, as the same sizes come back at every step.
 */
final class MannWhitneyCritical {

    /** Samples whose sizes multiply to at most this many pairs are counted exactly. */
    static final int EXACT_PAIRS = 2_500;

    /** No critical value: even U = 0 is more likely than alpha, so no interval is bounded. */
    static final int NONE = -1;

    private static final Map<Key, Integer> KNOWN = new ConcurrentHashMap<>();

    private record Key(int smaller, int larger, double alpha) {}

    private MannWhitneyCritical() {}

    /** The largest u with P(U &lt;= u) &lt;= alpha, or {@link #NONE}; alpha in (0, 0.5). */
    static int lower(int m, int n, double alpha) {
        if (m < 1 || n < 1) {
            return NONE;
        }
        if (!(alpha > 0 && alpha < 0.5)) {
            throw new IllegalArgumentException("alpha " + alpha + " is outside (0, 0.5)");
        }
        Key key = new Key(Math.min(m, n), Math.max(m, n), alpha);
        return KNOWN.computeIfAbsent(
                key,
                k -> (long) k.smaller * k.larger <= EXACT_PAIRS
                        ? exact(k.larger, k.smaller, k.alpha)
                        : approximate(k.smaller, k.larger, k.alpha));
    }

    /** By counting: P(U = u) for every size up to (m, n), one row of m at a time. */
    static int exact(int m, int n, double alpha) {
        int half = m * n / 2;
        // p[j][u] = P(U = u) for i values against j, where U counts the pairs in which the
        // first sample's value is the larger; the largest of all i + j values belongs to the
        // first sample with probability i / (i + j) and then beats all j of the second.
        double[][] previous = new double[n + 1][half + 1];
        for (int j = 0; j <= n; j++) {
            previous[j][0] = 1;
        }
        for (int i = 1; i <= m; i++) {
            double[][] current = new double[n + 1][half + 1];
            current[0][0] = 1;
            for (int j = 1; j <= n; j++) {
                double first = (double) i / (i + j);
                for (int u = 0; u <= half; u++) {
                    double value = (1 - first) * current[j - 1][u];
                    if (u >= j) {
                        value += first * previous[j][u - j];
                    }
                    current[j][u] = value;
                }
            }
            previous = current;
        }
        double cumulative = 0;
        int u = NONE;
        while (u + 1 <= half && cumulative + previous[n][u + 1] <= alpha * (1 + 1e-12)) {
            u++;
            cumulative += previous[n][u];
        }
        return u;
    }

    /** P(U &lt;= u) ~ Phi((u + 0.5 - mn/2) / sd), sd^2 = mn(m + n + 1)/12. */
    static int approximate(int m, int n, double alpha) {
        double mean = (double) m * n / 2;
        double sd = Math.sqrt((double) m * n * (m + n + 1) / 12);
        double z = new NormalDistribution(null, 0, 1).inverseCumulativeProbability(alpha);
        return Math.max(NONE, (int) Math.floor(mean - 0.5 + z * sd));
    }
}
