package io.bulkbench.core;

import java.util.Locale;

/**
 * How a p-value is written wherever a person reads it: to two significant figures
 * ({@code 0.0012}, {@code 1.2e-05}), beside the test that gave it where there is one:
 * {@code p = 0.0012, welch}. A line seen in a CI log, the report, the history and the site
 * write it alike, so a figure found in one is found again, word for word, in the others.
 * A p-value not known (NaN) is the dash of a throughput not measured.
 */
public final class PValueText {
    private PValueText() {}

    /** The figure alone, as a table's cell holds it: {@code 0.0012}. */
    public static String figure(double p) {
        return Double.isNaN(p) ? ThroughputText.MISSING : String.format(Locale.ROOT, "%.2g", p);
    }

    /** {@code p = 0.0012, welch}; {@code p = 0.0012} when {@code test} is empty. */
    public static String of(double p, String test) {
        return "p = " + figure(p) + (test.isEmpty() ? "" : ", " + test);
    }
}
