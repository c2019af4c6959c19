package io.bulkbench.core;

import java.util.Locale;

/**
 * How a change is written wherever a person reads it: a signed percent to one decimal,
 * {@code +66.4 %} or {@code -7.6 %}, and a change that could not be computed (NaN) as the
 * same dash as a throughput that was not measured. Every line, report and CI file that
 * says how much something moved writes it here, so a figure seen in one reads the same in
 * the others. Locale-independent.
 */
public final class PercentText {
    private PercentText() {}

    /** A relative change ({@code -0.076} is 7.6 % slower) as {@code -7.6 %}. */
    public static String signed(double change) {
        return Double.isNaN(change) ? ThroughputText.MISSING : String.format(Locale.ROOT, "%+.1f %%", 100 * change);
    }
}
