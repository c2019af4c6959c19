package io.bulkbench.analysis.compare;

import io.bulkbench.core.MeasuredPoint;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.inference.TTest;

/**
 * How sure we are that two measurements of one point differ: a two-sided p-value and
 * the test that gave it. With five or more per-iteration samples on both sides, Welch's
 * t-test (unequal variances; iteration means are close to normal). With two to four on
 * either side, Student's t-test with pooled variance: a rank test such as Mann-Whitney
 * cannot reach p < 0.01 from so few (two against two never goes below 1/3), and Welch's
 * test has about one degree of freedom there, so a point at half its baseline would pass
 * as unchanged; pooling the two runs' scatter of the same point on the same bench keeps
 * n1 + n2 - 2 degrees of freedom, and a large drop is then significant.
 * Without samples, a normal approximation from
 * the means and their errors (JMH's 99.9 % half-width, turned back into a standard
 * error with Student's t for the iteration count); without usable errors either, no
 * test ({@code none}, p NaN), and the change is never significant.
 */
public record Significance(double pValue, String test) {

    public static final String WELCH = "welch";
    public static final String STUDENT = "student";
    public static final String NORMAL = "normal";
    public static final String NONE = "none";

    /** Samples on both sides from which Welch's test is trusted. */
    static final int WELCH_MIN_SAMPLES = 5;

    private static final double JMH_CONFIDENCE = 0.999;

    public static Significance of(MeasuredPoint baseline, MeasuredPoint candidate) {
        double[] a = toArray(baseline.samples());
        double[] b = toArray(candidate.samples());
        if (a.length >= WELCH_MIN_SAMPLES && b.length >= WELCH_MIN_SAMPLES) {
            return welch(a, b);
        }
        if (a.length >= 2 && b.length >= 2) {
            return student(a, b);
        }
        return normal(baseline, candidate);
    }

    private static Significance welch(double[] a, double[] b) {
        if (spread(a) == 0 && spread(b) == 0) {
            // Constant samples: any difference of the means is certain, none is certainly none.
            return new Significance(mean(a) == mean(b) ? 1 : 0, WELCH);
        }
        return new Significance(new TTest().tTest(a, b), WELCH);
    }

    private static Significance student(double[] a, double[] b) {
        if (spread(a) == 0 && spread(b) == 0) {
            return new Significance(mean(a) == mean(b) ? 1 : 0, STUDENT);
        }
        return new Significance(new TTest().homoscedasticTTest(a, b), STUDENT);
    }

    private static Significance normal(MeasuredPoint baseline, MeasuredPoint candidate) {
        double se = Math.hypot(standardError(baseline), standardError(candidate));
        if (!(se > 0) || !Double.isFinite(se)) {
            return new Significance(Double.NaN, NONE);
        }
        double z = Math.abs(candidate.throughputMbS() - baseline.throughputMbS()) / se;
        return new Significance(2 * new NormalDistribution().cumulativeProbability(-z), NORMAL);
    }

    private static double standardError(MeasuredPoint p) {
        double q = 0.5 + JMH_CONFIDENCE / 2;
        double quantile = p.iterations() >= 2
                ? new TDistribution(p.iterations() - 1).inverseCumulativeProbability(q)
                : new NormalDistribution().inverseCumulativeProbability(q);
        return p.errorMbS() / quantile;
    }

    private static double[] toArray(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static double mean(double[] v) {
        return Arrays.stream(v).average().orElse(Double.NaN);
    }

    /** The sum of squared deviations: zero exactly when every sample is the same. */
    private static double spread(double[] v) {
        double m = mean(v);
        return Arrays.stream(v).map(x -> (x - m) * (x - m)).sum();
    }
}
