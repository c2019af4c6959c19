package io.bulkbench.analysis.bisect;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.apache.commons.math3.stat.inference.KolmogorovSmirnovTest;
import org.apache.commons.math3.stat.inference.MannWhitneyUTest;

/**
 * The baseline a bisect rule has to beat: the commit is compared with the good end as
 * Chromium's Pinpoint compares two builds. The p-value is the smaller of Mann-Whitney U's
 * (blind to a change of spread) and Kolmogorov-Smirnov's (weak with repeated values); at
 * 0.01 or below the two differ, above a high threshold that falls as the samples grow
 * ({@link PinpointThresholds}) they are the same, and in between the answer is unknown and
 * the side with fewer samples (both on a tie) is measured again. The step to look for, in
 * interquartile ranges, is the ends' difference of means over the larger interquartile
 * range of the two samples compared; a commit whose mean moved away from the bad end is
 * the same without a test, as Pinpoint treats a move in the improving direction.
 *
 * <p>As a bisect verdict: different from the good end is BAD, the same is GOOD. There is
 * no threshold: a real step of any size is different once the samples show it.
 *
 * <p>The p-values come from Commons Math, not from Pinpoint's own code. Its Mann-Whitney
 * p-value is a normal approximation without continuity or tie correction (Pinpoint's has
 * both), a little lower than exact for a handful of samples; from ten a side, where
 * Pinpoint starts, it is close. Its Kolmogorov-Smirnov p-value is exact for samples whose
 * sizes multiply to under 10,000, and here the non-strict one, P(D &gt;= d), which is the
 * p-value; the library's default P(D &gt; d) is zero for two samples that do not overlap.
 */
public final class PinpointRule implements StepRule {

    /** At or below this p-value two samples differ. */
    public static final double DIFFERENT_AT = 0.01;

    /** What Pinpoint says of two samples. */
    public enum Comparison {
        SAME,
        DIFFERENT,
        UNKNOWN
    }

    @Override
    public StepDecision decide(BisectSamples samples) {
        double[] good = values(samples.good());
        double[] commit = values(samples.commit());
        double[] bad = values(samples.bad());
        double direction = Math.signum(mean(bad) - mean(good));
        if (commit.length > 0 && (mean(commit) - mean(good)) * direction < 0) {
            return new StepDecision(StepVerdict.GOOD, List.of(), Optional.empty());
        }
        double spread = Math.max(interquartileRange(good), interquartileRange(commit));
        double magnitude = Math.abs(mean(bad) - mean(good)) / spread;
        return switch (compare(good, commit, magnitude)) {
            case SAME -> new StepDecision(StepVerdict.GOOD, List.of(), Optional.empty());
            case DIFFERENT -> new StepDecision(StepVerdict.BAD, List.of(), Optional.empty());
            case UNKNOWN -> new StepDecision(StepVerdict.UNDECIDED, fewerOrBoth(good, commit), Optional.empty());
        };
    }

    /**
     * Two samples compared for a step of {@code magnitude} interquartile ranges: UNKNOWN
     * while either has fewer than two values.
     */
    public static Comparison compare(double[] a, double[] b, double magnitude) {
        if (a.length < 2 || b.length < 2) {
            return Comparison.UNKNOWN;
        }
        double p = pValue(a, b);
        if (p <= DIFFERENT_AT) {
            return Comparison.DIFFERENT;
        }
        return p <= PinpointThresholds.high(magnitude, (a.length + b.length) / 2)
                ? Comparison.UNKNOWN
                : Comparison.SAME;
    }

    /** The smaller of the Mann-Whitney U and the Kolmogorov-Smirnov p-values; two or more values a side. */
    public static double pValue(double[] a, double[] b) {
        double mannWhitney = new MannWhitneyUTest().mannWhitneyUTest(a, b);
        double kolmogorovSmirnov = new KolmogorovSmirnovTest().kolmogorovSmirnovTest(a, b, false);
        return Math.min(mannWhitney, kolmogorovSmirnov);
    }

    /**
     * The third quartile less the first, each interpolated between the closest ranks at
     * position n q - 1/2 (0-based), the convention Pinpoint sizes its steps with; 0 for no values.
     */
    static double interquartileRange(double[] values) {
        if (values.length == 0) {
            return 0;
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return quantile(sorted, 0.75) - quantile(sorted, 0.25);
    }

    private static double quantile(double[] sorted, double q) {
        double position = sorted.length * q - 0.5;
        int below = (int) Math.max(Math.floor(position), 0);
        int above = (int) Math.min(Math.ceil(position), sorted.length - 1);
        if (below == above) {
            return sorted[below];
        }
        return sorted[below] * (above - position) + sorted[above] * (position - below);
    }

    private static List<Side> fewerOrBoth(double[] good, double[] commit) {
        List<Side> sides = new ArrayList<>();
        if (commit.length <= good.length) {
            sides.add(Side.COMMIT);
        }
        if (good.length <= commit.length) {
            sides.add(Side.GOOD_END);
        }
        return sides;
    }

    private static double[] values(List<Double> samples) {
        return samples.stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static double mean(double[] values) {
        return Arrays.stream(values).average().orElse(Double.NaN);
    }
}
