package io.bulkbench.core;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * The project's rule for a measured or fitted number a person reads: three significant
 * figures, and every digit before the point from 100 up ({@code 5.31}, {@code 31.4},
 * {@code 312}, {@code 1480}). Three figures are what a benchmark's scatter leaves worth
 * reading; more would suggest a precision the measurement does not have. Throughputs are
 * written by it ({@link ThroughputText}), and so are the fitted costs beside them.
 * Locale-independent, so a report reads the same on every machine.
 */
public final class SignificantFigures {
    private SignificantFigures() {}

    /** {@code value} to three significant figures: {@code 31.4}. */
    public static String of(double value) {
        return fixed(value, decimals(value));
    }

    /**
     * How many decimals leave three significant figures, judged on the rounded value, so
     * 9.996 becomes {@code 10.0} and 99.96 becomes {@code 100}, never {@code 10.00} or {@code 100.0}.
     */
    public static int decimals(double value) {
        if (!Double.isFinite(value)) {
            return 0;
        }
        int decimals = 2;
        while (decimals > 0 && Math.abs(Double.parseDouble(fixed(value, decimals))) >= Math.pow(10, 3 - decimals)) {
            decimals--;
        }
        return decimals;
    }

    /**
     * {@code value} with exactly {@code decimals} decimals: {@code 2.2}. The text {@code %.Nf}
     * writes (the value's shortest decimal, rounded half up), made without Formatter, which
     * looks up the locale's symbols on every call: a lab's site prints hundreds of thousands
     * of numbers.
     */
    public static String fixed(double value, int decimals) {
        if (!Double.isFinite(value)) {
            return String.format(Locale.ROOT, "%." + decimals + "f", value);
        }
        String digits = BigDecimal.valueOf(Math.abs(value))
                .setScale(decimals, RoundingMode.HALF_UP)
                .toPlainString();
        // Formatter keeps the sign of a negative value that rounds to zero, and of -0.0.
        return Double.compare(value, 0.0) < 0 ? "-" + digits : digits;
    }
}
