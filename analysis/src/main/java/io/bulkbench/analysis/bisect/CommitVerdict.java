package io.bulkbench.analysis.bisect;

import io.bulkbench.core.BadInputException;
import java.util.Locale;

/**
 * What a bisect concluded of one tested commit, as bisect.csv writes it: good or bad over
 * every point measured, skip when its build said it cannot be tested (exit 125) or its
 * measurement failed, undecided when the most measurements allowed did not decide it (a
 * walk passes over it as over a skipped one).
 */
public enum CommitVerdict {
    GOOD,
    BAD,
    SKIP,
    UNDECIDED;

    /** "good", "bad", "skip", "undecided". */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static CommitVerdict parse(String text) {
        for (CommitVerdict v : values()) {
            if (v.label().equals(text)) {
                return v;
            }
        }
        throw new BadInputException("verdict '" + text + "' is none of good, bad, skip, undecided");
    }

    /**
     * A commit's verdict from its points': bad when any point is bad (the change is there),
     * good only when every point is good, else undecided.
     */
    public static CommitVerdict of(Iterable<StepVerdict> points) {
        boolean allGood = true;
        for (StepVerdict v : points) {
            if (v == StepVerdict.BAD) {
                return BAD;
            }
            allGood &= v == StepVerdict.GOOD;
        }
        return allGood ? GOOD : UNDECIDED;
    }
}
