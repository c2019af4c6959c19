package io.bulkbench.reports;

import io.bulkbench.analysis.bisect.RelativeChange;
import java.util.Locale;

/**
 * How a bisect's figures read wherever a person reads them (its progress lines, its report,
 * the site): a commit by the first 12 digits of its SHA, and a change from the good end
 * with its interval, {@code -7.1 % (-9.0 % to -5.2 %)}, an end no measurement bounds as {@code ?}.
 */
public final class BisectText {
    /** As many SHA digits as a commit is shown with: unique in any repository a board's firmware lives in. */
    static final int SHORT_SHA = 12;

    private BisectText() {}

    /** The first 12 digits of a SHA. */
    public static String commit(String sha) {
        return sha.length() > SHORT_SHA ? sha.substring(0, SHORT_SHA) : sha;
    }

    /** A bisect's threshold, a share, as a percentage to three digits: {@code 3.00 %}. */
    public static String threshold(double share) {
        return String.format(Locale.ROOT, "%.3g %%", share * 100);
    }

    /** {@code -7.1 % (-9.0 % to -5.2 %)}. */
    public static String change(RelativeChange c) {
        String low = Double.isInfinite(c.high()) || c.low() <= -1 ? "?" : ReportFormat.signedPercent(c.low());
        String high = Double.isInfinite(c.high()) ? "?" : ReportFormat.signedPercent(c.high());
        return ReportFormat.signedPercent(c.estimate()) + " (" + low + " to " + high + ")";
    }
}
