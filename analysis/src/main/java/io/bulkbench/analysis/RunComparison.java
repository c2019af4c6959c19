package io.bulkbench.analysis;

import io.bulkbench.analysis.compare.Significance;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Compares a candidate run with a baseline, point by point (matched on the whole
 * {@link PointKey}: board, device, direction, buffers, request size, copy mode). A point
 * is a regression when it got slower by more than the threshold share and the change is
 * significant (p below alpha, by the test {@link Significance} picks); an improvement
 * likewise the other way; otherwise unchanged. A point measured in one run only, failed
 * in either, or measured too few times for any test, is not comparable. Where the
 * simulator ran late the verdict follows {@link LatenessBound}: a drop larger than the
 * lateness can explain is still a regression, and one within it is
 * {@link Verdict#SIMULATOR_LATE}, not judged. Rows follow the baseline's order, then the
 * candidate's extra points.
 */
public final class RunComparison {

    /** The default threshold: a 3 % change is about the run-to-run scatter of a quiet bench. */
    public static final double DEFAULT_THRESHOLD = 0.03;

    public static final double DEFAULT_ALPHA = 0.01;

    private RunComparison() {}

    public static List<PointChange> compare(
            List<MeasuredPoint> baseline, List<MeasuredPoint> candidate, double thresholdShare, double alpha) {
        if (!(thresholdShare >= 0) || Double.isInfinite(thresholdShare)) {
            throw new BadInputException(
                    "threshold " + thresholdShare + " is not a share >= 0; give one such as 0.03 for 3 %");
        }
        if (!(alpha > 0 && alpha < 1)) {
            throw new BadInputException("significance level " + alpha + " is outside (0, 1); give one such as 0.01");
        }
        Map<PointKey, MeasuredPoint> base = byKey(baseline, "baseline");
        Map<PointKey, MeasuredPoint> cand = byKey(candidate, "candidate");
        List<PointChange> out = new ArrayList<>();
        for (MeasuredPoint b : base.values()) {
            MeasuredPoint c = cand.get(b.key());
            out.add(
                    c == null
                            ? notComparable(b.key(), b.throughputMbS(), Double.NaN)
                            : change(b, c, thresholdShare, alpha));
        }
        for (MeasuredPoint c : cand.values()) {
            if (!base.containsKey(c.key())) {
                out.add(notComparable(c.key(), Double.NaN, c.throughputMbS()));
            }
        }
        return out;
    }

    /** The same with the default threshold (3 %) and significance level (0.01). */
    public static List<PointChange> compare(List<MeasuredPoint> baseline, List<MeasuredPoint> candidate) {
        return compare(baseline, candidate, DEFAULT_THRESHOLD, DEFAULT_ALPHA);
    }

    /** True when any point regressed: what makes {@code compare} and {@code nightly} exit 3. */
    public static boolean hasRegression(List<PointChange> changes) {
        return changes.stream().anyMatch(c -> c.verdict() == Verdict.REGRESSION);
    }

    private static PointChange change(MeasuredPoint b, MeasuredPoint c, double threshold, double alpha) {
        if (!b.isOk() || !c.isOk()) {
            return notComparable(b.key(), b.throughputMbS(), c.throughputMbS());
        }
        double relative = LatenessBound.relativeChange(b.throughputMbS(), c.throughputMbS());
        Significance s = Significance.of(b, c);
        if (s.test().equals(Significance.NONE)) {
            // No test is possible (one iteration, no error): a change could never be detected, so say so.
            return PointChange.of(b.key())
                    .baselineMbS(b.throughputMbS())
                    .candidateMbS(c.throughputMbS())
                    .relativeChange(relative)
                    .test(s.test())
                    .verdict(Verdict.NOT_COMPARABLE)
                    .build();
        }
        double highest = LatenessBound.highestChange(b, c);
        Verdict verdict = LatenessBound.verdict(relative, highest, s.pValue() < alpha, threshold);
        return new PointChange(
                b.key(), b.throughputMbS(), c.throughputMbS(), relative, highest, s.pValue(), s.test(), verdict);
    }

    private static PointChange notComparable(PointKey key, double baseline, double candidate) {
        return PointChange.of(key)
                .baselineMbS(baseline)
                .candidateMbS(candidate)
                .verdict(Verdict.NOT_COMPARABLE)
                .build();
    }

    private static Map<PointKey, MeasuredPoint> byKey(List<MeasuredPoint> points, String run) {
        Map<PointKey, MeasuredPoint> map = new LinkedHashMap<>();
        for (MeasuredPoint p : points) {
            if (map.put(p.key(), p) != null) {
                throw new BadInputException("point " + p.key() + " appears twice in the " + run
                        + " run; a run holds one point per key, so remove the duplicate row");
            }
        }
        return map;
    }
}
