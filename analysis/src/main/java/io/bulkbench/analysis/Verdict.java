package io.bulkbench.analysis;

import io.bulkbench.core.BadInputException;
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
    NOT_COMPARABLE,
    /**
     * Not judged: a drop beyond the threshold, but the simulator ran late enough in the
     * candidate that the machine, not the code, may account for it ({@link LatenessBound}).
     */
    SIMULATOR_LATE;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Verdict parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new BadInputException("verdict '" + text
                    + "' is not one of regression, improvement, unchanged, not_comparable, simulator_late");
        }
    }
}
