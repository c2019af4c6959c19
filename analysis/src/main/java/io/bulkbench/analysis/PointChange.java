package io.bulkbench.analysis;

import io.bulkbench.core.PointKey;
import java.util.Objects;

/**
 * One point compared across a baseline and a candidate run: the two mean throughputs,
 * the relative change (candidate / baseline - 1), the highest the true change can be given
 * how late the simulator ran in the candidate ({@link LatenessBound}; the change itself when
 * it kept time), the p-value of the test named in
 * {@code test} ({@code welch}, {@code student}, {@code normal}, or {@code none} when no
 * test could be made), and the verdict. A row of compare.csv.
 */
public record PointChange(
        PointKey key,
        double baselineMbS,
        double candidateMbS,
        double relativeChange,
        double highestChange,
        double pValue,
        String test,
        Verdict verdict) {

    public PointChange {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(verdict, "verdict");
        test = test == null ? "" : test;
    }

    /** A change no lateness qualifies: its range is the change itself. */
    public static PointChange onTime(
            PointKey key,
            double baselineMbS,
            double candidateMbS,
            double relativeChange,
            double pValue,
            String test,
            Verdict verdict) {
        return new PointChange(key, baselineMbS, candidateMbS, relativeChange, relativeChange, pValue, test, verdict);
    }

    /** True when the candidate's lateness may account for part of the change. */
    public boolean qualifiedByLateness() {
        return highestChange > relativeChange;
    }
}
