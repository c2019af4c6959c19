package io.bulkbench.core;

import java.util.Locale;

/** Whether a point was measured. A failed point keeps its reason and is never fitted. */
public enum PointStatus {
    OK,
    FAILED;

    public static PointStatus parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new BadInputException("status '" + text + "' is not one of ok, failed");
        }
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
