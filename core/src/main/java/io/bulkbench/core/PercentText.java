package io.bulkbench.core;

import java.util.Locale;

/**
 * How a change or a share is written wherever a person reads it: a change as a signed
 * percent to one decimal, {@code +66.4 %} or {@code -7.6 %}; a share as a whole percent or
 * to a tenth; a figure that could not be computed (NaN) as the same dash as a throughput
 * that was not measured. Every line, report and CI file that
 * says how much something moved writes it here, so a figure seen in one reads the same in
 * the others. Locale-independent.
 */
public final class PercentText {
    private PercentText() {}

    /** A share ({@code 0.38}) as a whole percent, {@code 38 %}: a knee's share of the best, a CPU saving. */
    public static String whole(double share) {
        return Double.isNaN(share) ? ThroughputText.MISSING : String.format(Locale.ROOT, "%.0f %%", 100 * share);
    }

    /** A share to a tenth of a percent, {@code 3.0 %}: a threshold, a late share. */
    public static String tenth(double share) {
        return Double.isNaN(share) ? ThroughputText.MISSING : String.format(Locale.ROOT, "%.1f %%", 100 * share);
    }

    /** A relative change ({@code -0.076} is 7.6 % slower) as {@code -7.6 %}. */
    public static String signed(double change) {
        return Double.isNaN(change) ? ThroughputText.MISSING : String.format(Locale.ROOT, "%+.1f %%", 100 * change);
    }
}
