package io.bulkbench.analysis.bisect;

import io.bulkbench.core.PointKey;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import lombok.NonNull;

/**
 * One tested commit of a bisect, as bisect.csv has it: which it is (an end or a commit
 * between), its verdict, how many measurements each of its points got, how many builds
 * deciding it took (its own, and the good end's again when the rule needed more of it;
 * empty where a bisect from before builds were counted wrote the row), and per point its
 * mean throughput and its change from the good end with the interval the verdict rests on.
 */
public record TestedCommit(
        @NonNull String commit,
        @NonNull String subject,
        Side role,
        CommitVerdict verdict,
        int repeats,
        OptionalInt builds,
        List<PointResult> points) {

    /** One point at the commit: its mean MB/s (empty when not measured) and its change from the good end. */
    public record PointResult(@NonNull PointKey key, OptionalDouble meanMbS, Optional<RelativeChange> fromGood) {

        /** A point the commit was not measured at (its build said skip). */
        public static PointResult notMeasured(PointKey key) {
            return new PointResult(key, OptionalDouble.empty(), Optional.empty());
        }
    }

    public TestedCommit {
        points = List.copyOf(points);
        if (repeats < 0) {
            throw new IllegalArgumentException("repeats " + repeats + " is negative");
        }
        if (builds.isPresent() && builds.getAsInt() < 0) {
            throw new IllegalArgumentException("builds " + builds + " is negative");
        }
    }

    /** A row whose builds were not counted. */
    public TestedCommit(
            String commit, String subject, Side role, CommitVerdict verdict, int repeats, List<PointResult> points) {
        this(commit, subject, role, verdict, repeats, OptionalInt.empty(), points);
    }
}
