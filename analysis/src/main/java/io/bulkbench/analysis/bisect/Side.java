package io.bulkbench.analysis.bisect;

import java.util.Locale;

/** Where a bisect can measure a point once more: either end of the range, or the commit under test. */
public enum Side {
    GOOD_END,
    COMMIT,
    BAD_END;

    /** "good end", "commit", "bad end". */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
}
