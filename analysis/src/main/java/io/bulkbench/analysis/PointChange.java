package io.bulkbench.analysis;

import io.bulkbench.core.PointKey;
import java.util.Collection;
import java.util.OptionalDouble;
import lombok.NonNull;

/**
 * One point compared across a baseline and a candidate run: the two mean throughputs,
 * the relative change (candidate / baseline - 1), the highest the true change can be given
 * how late the simulator ran in the candidate ({@link LatenessBound}; the change itself when
 * it kept time), the p-value of the test named in
 * {@code test} ({@code welch}, {@code student}, {@code normal}, or {@code none} when no
 * test could be made), and the verdict. A row of compare.csv.
 */
public record PointChange(
        @NonNull PointKey key,
        double baselineMbS,
        double candidateMbS,
        double relativeChange,
        double highestChange,
        double pValue,
        String test,
        @NonNull Verdict verdict) {

    public PointChange {
        test = test == null ? "" : test;
    }

    /**
     * A change built figure by named figure, so no figure can take another's place:
     * {@code PointChange.of(key).baselineMbS(40).candidateMbS(36).relativeChange(-0.1).pValue(0.0001)
     * .test("welch").verdict(Verdict.REGRESSION).build()}. The highest change is the change
     * itself unless {@link Builder#highestChange} says how late the candidate ran; a figure
     * left unset is NaN (the p-value of no test, the throughput of a point not measured).
     */
    public static Builder of(PointKey key) {
        return new Builder(key);
    }

    /** Builds a {@link PointChange} one named figure at a time; see {@link PointChange#of}. */
    public static final class Builder {
        private final PointKey key;
        private double baselineMbS = Double.NaN;
        private double candidateMbS = Double.NaN;
        private double relativeChange = Double.NaN;
        private OptionalDouble highestChange = OptionalDouble.empty();
        private double pValue = Double.NaN;
        private String test = "";
        private Verdict verdict;

        private Builder(PointKey key) {
            this.key = key;
        }

        public Builder baselineMbS(double mbS) {
            this.baselineMbS = mbS;
            return this;
        }

        public Builder candidateMbS(double mbS) {
            this.candidateMbS = mbS;
            return this;
        }

        public Builder relativeChange(double change) {
            this.relativeChange = change;
            return this;
        }

        /** The highest the true change can be given the candidate's lateness; the change itself when not set. */
        public Builder highestChange(double change) {
            this.highestChange = OptionalDouble.of(change);
            return this;
        }

        public Builder pValue(double p) {
            this.pValue = p;
            return this;
        }

        public Builder test(String name) {
            this.test = name;
            return this;
        }

        public Builder verdict(Verdict v) {
            this.verdict = v;
            return this;
        }

        public PointChange build() {
            return new PointChange(
                    key,
                    baselineMbS,
                    candidateMbS,
                    relativeChange,
                    highestChange.orElse(relativeChange),
                    pValue,
                    test,
                    verdict);
        }
    }

    /** True when the candidate's lateness may account for part of the change. */
    public boolean qualifiedByLateness() {
        return highestChange > relativeChange;
    }

    /** How many of {@code changes} have {@code verdict}: the one count every surface's sentence gives. */
    public static long count(Collection<PointChange> changes, Verdict verdict) {
        return changes.stream().filter(c -> c.verdict() == verdict).count();
    }
}
