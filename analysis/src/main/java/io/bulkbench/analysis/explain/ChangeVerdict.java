package io.bulkbench.analysis.explain;

import io.bulkbench.core.BadInputException;
import java.util.Locale;

/**
 * What two calibrations say of one parameter, by {@link ParameterChange#verdict()}'s rule:
 * changed, unchanged (shown to lie within the threshold), or undetermined (neither shown).
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
