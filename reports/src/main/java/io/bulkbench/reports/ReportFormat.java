package io.bulkbench.reports;

import io.bulkbench.analysis.Estimate;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Locale;

/**
 * How reports print numbers: MB/s with one decimal (10^6 bytes/s, as dd prints), sizes
 * in KiB, shares in percent, an estimate with its interval. A missing number is a dash.
 * Locale-independent, so a report reads the same on every machine.
 */
public final class ReportFormat {
    public static final String MISSING = "–";

    private ReportFormat() {}

    public static String mbS(double value) {
        return Double.isNaN(value) ? MISSING : String.format(Locale.ROOT, "%.1f", value);
    }

    public static String percent(double share) {
        return Double.isNaN(share) ? MISSING : String.format(Locale.ROOT, "%.1f %%", 100 * share);
    }

    public static String signedPercent(double change) {
        return Double.isNaN(change) ? MISSING : String.format(Locale.ROOT, "%+.1f %%", 100 * change);
    }

    public static String pValue(double p) {
        if (Double.isNaN(p)) {
            return MISSING;
        }
        return p < 0.001 ? "< 0.001" : String.format(Locale.ROOT, "%.3f", p);
    }

    public static String kib(long bytes) {
        if (bytes % 1024 == 0) {
            return bytes / 1024 + " KiB";
        }
        return bytes + " bytes";
    }

    /** A fitted number: 4 significant digits, and its confidence interval when known. */
    static String estimate(Estimate e) {
        String value = significant(e.value());
        return e.hasInterval() ? value + " [" + significant(e.ciLow()) + ", " + significant(e.ciHigh()) + "]" : value;
    }

    static String significant(double value) {
        if (Double.isNaN(value)) {
            return MISSING;
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "∞" : "-∞";
        }
        return new BigDecimal(value)
                .round(new MathContext(4))
                .stripTrailingZeros()
                .toPlainString();
    }

    /** Which pipeline a row is about, as every table and heading names it: "in, copy". */
    static String scope(Direction direction, CopyMode copyMode) {
        return direction.label() + ", " + copyMode.label();
    }

    /** The scope of a point: its direction and copy mode. */
    static String scope(PointKey key) {
        return scope(key.direction(), key.copyMode());
    }

    /** A point's parameters as a reader says them: "8 x 64 KiB". */
    static String setting(PointKey key) {
        return key.buffers() + " x " + kib(key.requestBytes());
    }

    /** The mean with its error, "74.6 ± 2.2". */
    static String withError(MeasuredPoint p) {
        if (!p.isOk()) {
            return MISSING;
        }
        return Double.isNaN(p.errorMbS()) ? mbS(p.throughputMbS()) : mbS(p.throughputMbS()) + " ± " + mbS(p.errorMbS());
    }
}
