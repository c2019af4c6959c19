package io.bulkbench.core;

import java.util.Locale;

/**
 * Where a point's figures come from: measured on the device, or predicted by a calibrated
 * model of it (the virtual-time twin). A predicted point is never evidence of the device
 * itself: the report draws it as a curve, not as a measurement.
 */
public enum PointOrigin {
    MEASURED,
    PREDICTED;

    public static PointOrigin parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new BadInputException("source '" + text + "' is not one of measured, predicted");
        }
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
