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
