package io.bulkbench.analysis.fit;

import io.bulkbench.core.MeasuredPoint;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * Turns a point's error (JMH's 99.9 % confidence half-width of the mean) back into the
 * standard error of its mean, the number a likelihood needs: the half-width divided by
 * Student's t quantile for the iteration count. When the count is unknown (a points.csv
 * without iterations reads as 1) the normal quantile is used, which makes the standard
 * error larger than it is, so the fit is judged more leniently, never more harshly.
 */
public final class JmhError {

    private static final double CONFIDENCE = 0.999;
    private static final double UPPER = 0.5 + CONFIDENCE / 2;

    private JmhError() {}

    /** The standard error of the point's mean in MB/s, or NaN when the point has no positive finite error. */
    public static double standardError(MeasuredPoint p) {
        double e = p.errorMbS();
        if (!(e > 0) || Double.isInfinite(e)) {
            return Double.NaN;
        }
        double quantile = p.iterations() >= 2
                ? new TDistribution(p.iterations() - 1).inverseCumulativeProbability(UPPER)
                : new NormalDistribution().inverseCumulativeProbability(UPPER);
        return e / quantile;
    }
}
