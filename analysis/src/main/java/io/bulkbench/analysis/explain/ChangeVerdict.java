package io.bulkbench.analysis.explain;

import io.bulkbench.core.BadInputException;
import java.util.Locale;

/**
 * What two calibrations say of one parameter: changed (the intervals are disjoint and the
 * values differ by more than {@link ParameterChange#SMALLEST_CHANGE}), unchanged, or
 * undetermined when either run leaves the parameter unbounded.
 */
public enum ChangeVerdict {
    CHANGED,
    UNCHANGED,
    UNDETERMINED;

    /** "changed", "unchanged", "undetermined", as explain.csv writes it. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static ChangeVerdict parse(String text) {
        for (ChangeVerdict v : values()) {
            if (v.label().equals(text)) {
                return v;
            }
        }
        throw new BadInputException("verdict '" + text + "' is none of changed, unchanged, undetermined");
    }
}
