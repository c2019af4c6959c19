package io.bulkbench.analysis.fit;

/**
 * How well a fitted curve explains its series: the weighted coefficient of determination
 * and the small-sample corrected Akaike information criterion that picks the model.
 * AICc counts the noise variance as a parameter (k = p + 1) and uses the weighted
 * residual sum of squares, n ln(RSS/n) + 2k + 2k(k+1)/(n-k-1). When the correction is
 * undefined (n <= k + 1, too few points to judge a model of that size) it is +infinity:
 * such a model is only chosen when nothing better was possible.
 */
public record FitQuality(double r2, double aicc) {

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
        return new FitQuality(r2, aicc(rss, y.length, parameterCount));
    }

    static double aicc(double rss, int n, int parameterCount) {
        int k = parameterCount + 1;
        if (n - k - 1 <= 0) {
            return Double.POSITIVE_INFINITY;
        }
        // An exact fit would give ln(0); the floor keeps exact fits comparable by their penalty.
        double floor = Math.max(rss, n * Double.MIN_NORMAL);
        return n * Math.log(floor / n) + 2.0 * k + 2.0 * k * (k + 1) / (n - k - 1);
    }
}
