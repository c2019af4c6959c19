package io.bulkbench.model;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/** Numbers as a calibrated profile writes them: a few significant digits, plain decimals (no exponent). */
public final class ProfileNumbers {
    private ProfileNumbers() {}

    /** {@code value} rounded to {@code digits} significant digits. */
    public static double round(double value, int digits) {
        if (value == 0 || !Double.isFinite(value)) {
            return value;
        }
        return new BigDecimal(value)
                .round(new MathContext(digits, RoundingMode.HALF_EVEN))
                .doubleValue();
    }

    /**
     * {@code value} rounded to {@code digits} significant digits, and rounded down instead
     * when rounding to nearest would lift it above {@code high}: 53.2479 with a ceiling of
     * 53.248 is 53.24, never 53.25, so a bound the fit kept to still holds once written.
     */
    public static double roundAtMost(double value, int digits, double high) {
        double nearest = round(value, digits);
        if (nearest <= high || !Double.isFinite(value)) {
            return nearest;
        }
        double down = new BigDecimal(Math.min(value, high))
                .round(new MathContext(digits, RoundingMode.FLOOR))
                .doubleValue();
        return Math.min(down, high);
    }

    /** A plain decimal of at most four significant digits, e.g. 1005, 0.625, 0.0031. */
    public static String format(double value) {
        if (!Double.isFinite(value)) {
            return String.valueOf(value);
        }
        if (value == 0) {
            return "0";
        }
        return new BigDecimal(value)
                .round(new MathContext(4, RoundingMode.HALF_EVEN))
                .stripTrailingZeros()
                .toPlainString();
    }
}
