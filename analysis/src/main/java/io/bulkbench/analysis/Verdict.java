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
     * Not judged: in the baseline or the candidate the simulator ran late for more than
     * {@link MeasuredPoint#LATE_LIMIT} of the point's time, so the machine, not the code,
     * may have made the difference.
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
