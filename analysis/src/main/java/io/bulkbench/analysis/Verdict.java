package io.bulkbench.analysis;

import java.util.Locale;

/** What a comparison of two runs says about one point. */
public enum Verdict {
    /** Slower by more than the threshold, and significantly so. */
    REGRESSION,
    /** Faster by more than the threshold, and significantly so. */
    IMPROVEMENT,
    /** Neither: within the threshold or not significant. */
    UNCHANGED,
    /** Measured in only one of the two runs, or failed in one of them. */
    NOT_COMPARABLE;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Verdict parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new BadInputException("verdict '" + text + "' is not one of regression, improvement, unchanged, not_comparable");
        }
    }
}
