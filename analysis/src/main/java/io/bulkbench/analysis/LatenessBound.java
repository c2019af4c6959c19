package io.bulkbench.analysis;

import io.bulkbench.core.MeasuredPoint;

/**
 * What a simulator that ran late can have done to a point's figure, and so what a verdict
 * may still conclude: the one rule behind every verdict (compare, nightly and its history
 * check, change points over nights, the site, the feed, LAVA and JUnit output).
 *
 * <p>A point's late share L is the fraction of its measured time during which the
 * simulated device's bus sat idle because the host was behind the model. Idle time only
 * stretches the time the same bytes take, so the point reads low by at most that share:
 * its true throughput lies between the measured figure and measured / (1 - L). Lateness
 * never makes a point read high. A point whose lateness is unknown (a real device) counts
 * as on time.
 *
 * <p>So a drop from baseline b to candidate c, measured as c / b - 1, can be the candidate's
 * lateness only as far as highest(c) / b - 1 reaches: the highest the true change can be.
 * A late baseline read low, which makes a drop look smaller and never explains one. A
 * significant change is a regression when even its highest is a drop beyond the threshold;
 * not judged ({@link Verdict#SIMULATOR_LATE}) when the measured drop is beyond the
 * threshold but the candidate's lateness may account for it; an improvement when it rises
 * beyond the threshold (lateness never explains a rise); unchanged otherwise. Without
 * lateness the highest change is the measured one and this is the plain rule.
 */
public final class LatenessBound {

    private LatenessBound() {}

    /** The point's late share, 0 when unknown. */
    public static double lateShare(MeasuredPoint point) {
        return point.lateShare().orElse(0);
    }

    /**
     * The highest throughput the point can truly have had: its figure over the share of
     * the time the bus was not kept idle; infinite when the bus was idle the whole time.
     */
    public static double highestMbS(MeasuredPoint point) {
        double late = lateShare(point);
        return late >= 1 ? Double.POSITIVE_INFINITY : point.throughputMbS() / (1 - late);
    }

    /**
     * The point at the highest its lateness allows: every figure over the share of the time
     * the bus was not kept idle. A point the bus idled through wholly is left as measured:
     * nothing bounds it, and no figure stands for it.
     */
    public static MeasuredPoint atHighest(MeasuredPoint point) {
        double late = lateShare(point);
        return late > 0 && late < 1 ? point.scaledBy(1 / (1 - late)) : point;
    }

    /** The highest the true relative change can be: the candidate may have read low by its late share. */
    public static double highestChange(MeasuredPoint baseline, MeasuredPoint candidate) {
        return relativeChange(baseline.throughputMbS(), highestMbS(candidate));
    }

    /**
     * The verdict of a change measured as {@code measured} whose truth is at most
     * {@code highest}, with its significance and the threshold (a fraction: 0.03 is 3 %).
     */
    public static Verdict verdict(double measured, double highest, boolean significant, double threshold) {
        if (!significant) {
            return Verdict.UNCHANGED;
        }
        if (highest < -threshold) {
            return Verdict.REGRESSION;
        }
        if (measured < -threshold) {
            return Verdict.SIMULATOR_LATE;
        }
        return measured > threshold ? Verdict.IMPROVEMENT : Verdict.UNCHANGED;
    }

    /**
     * Whether a level that moved from {@code before} (measured) to an {@code after} level
     * whose truth is at most {@code highestAfter} dropped beyond the threshold whatever the
     * lateness: the rule for change points over nights.
     */
    public static boolean dropsBeyond(double before, double highestAfter, double threshold) {
        return highestAfter < before * (1 - threshold);
    }

    /** candidate / baseline - 1; 0 when both are 0, infinite when only the baseline is. */
    public static double relativeChange(double baseline, double candidate) {
        if (baseline == 0) {
            return candidate == 0 ? 0 : Double.POSITIVE_INFINITY;
        }
        return candidate / baseline - 1;
    }
}
