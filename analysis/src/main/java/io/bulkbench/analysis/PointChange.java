package io.bulkbench.analysis;

import io.bulkbench.core.PointKey;
import java.util.Objects;

/**
 * One point compared across a baseline and a candidate run: the two mean throughputs,
 * the relative change (candidate / baseline - 1), the p-value of the test named in
 * {@code test} ({@code welch}, {@code student}, {@code normal}, or {@code none} when no test could be made), and the verdict. A row of
 * compare.csv.
 */
public record PointChange(
        PointKey key,
        double baselineMbS,
        double candidateMbS,
        double relativeChange,
        double pValue,
        String test,
        Verdict verdict) {

    public PointChange {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(verdict, "verdict");
        test = test == null ? "" : test;
    }
}
