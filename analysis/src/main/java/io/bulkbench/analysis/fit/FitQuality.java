package io.bulkbench.analysis.fit;

/**
 * How well a fitted curve explains its series: the weighted coefficient of determination,
 * the weighted residual sum of squares, and the small-sample corrected Akaike information
 * criterion that picks the curve. Its likelihood depends on what the errors say:
 *
 * <ul>
 *   <li>Every point carries a measured error, so the weights are known variances: the
 *       likelihood is the chi-square, and only the curve's p parameters are estimated,
 *       AICc = chi2 + 2p + 2p(p+1)/(n-p-1).</li>
 *   <li>Errors missing (ordinary least squares) or relative only: the noise variance is
 *       estimated from the residuals and counts as a parameter, k = p + 1,
 *       AICc = n ln(RSS/n) + 2k + 2k(k+1)/(n-k-1).</li>
 * </ul>
 *
 * The distinction matters most on short series. On six buffer counts the second form
 * charges a three-parameter curve 30 more than a two-parameter one (48 against 18), so
 * it needs about 150 times less RSS to win, and a saturating exponential that meets every
 * point loses to a hyperbola that misses them; measured errors make that charge 10.
 * When the correction is undefined (n - k - 1 <= 0 with k counted as above, too few
 * points to judge a curve of that size) AICc is NaN, not infinity, and CurveRanking
 * chooses among the curves that have one.
 */
public record FitQuality(double r2, double aicc, double weightedRss) {

    public static FitQuality of(FitData data, double[] fitted, int parameterCount) {
        double[] y = data.y();
        double[] w = data.weights();
        double sw = 0;
        double swy = 0;
        for (int i = 0; i < y.length; i++) {
            sw += w[i];
            swy += w[i] * y[i];
        }
        double mean = swy / sw;
        double total = 0;
        for (int i = 0; i < y.length; i++) {
            total += w[i] * (y[i] - mean) * (y[i] - mean);
        }
        double rss = data.weightedRss(fitted);
        double r2 = total > 0 ? 1 - rss / total : (rss == 0 ? 1 : 0);
        double aicc = data.knowsVariances()
                ? chiSquareAicc(data.chiSquare(fitted), y.length, parameterCount)
                : aicc(rss, y.length, parameterCount);
        return new FitQuality(r2, aicc, rss);
    }

    /** AICc with the noise variance estimated from the residuals (k = p + 1); NaN when undefined. */
    static double aicc(double rss, int n, int parameterCount) {
        int k = parameterCount + 1;
        if (n - k - 1 <= 0) {
            return Double.NaN;
        }
        // An exact fit would give ln(0); the floor keeps exact fits comparable by their penalty.
        double floor = Math.max(rss, n * Double.MIN_NORMAL);
        return n * Math.log(floor / n) + penalty(n, k);
    }

    /** AICc with known variances: the chi-square plus the penalty for the p curve parameters; NaN when undefined. */
    static double chiSquareAicc(double chiSquare, int n, int parameterCount) {
        if (n - parameterCount - 1 <= 0) {
            return Double.NaN;
        }
        return chiSquare + penalty(n, parameterCount);
    }

    private static double penalty(int n, int k) {
        return 2.0 * k + 2.0 * k * (k + 1) / (n - k - 1);
    }
}
