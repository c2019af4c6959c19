package io.bulkbench.reports;

import io.bulkbench.analysis.Estimate;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PercentText;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.ThroughputText;
import java.math.BigDecimal;
import java.math.MathContext;

/**
 * How reports print the numbers that are theirs alone: shares in percent, p-values, an
 * estimate with its interval, which pipeline a row is about. Sizes, throughputs and
 * points are written by core's {@link io.bulkbench.core.ByteSizeText}, {@link ThroughputText} and
 * {@link io.bulkbench.core.PointText}, as everywhere else. A missing number is a dash. Locale-independent,
 * so a report reads the same on every machine.
 */
public final class ReportFormat {
    /** The same dash as a throughput that was not measured: one mark for every missing number. */
    public static final String MISSING = ThroughputText.MISSING;

    private ReportFormat() {}

    /** A relative change as every surface writes it: core's {@link PercentText#signed}. */
    public static String signedPercent(double change) {
        return PercentText.signed(change);
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

    /** The mean with its error, "74.6 ± 2.2", or a dash for a point that failed. */
    static String withError(MeasuredPoint p) {
        if (!p.isOk()) {
            return MISSING;
        }
        return ThroughputText.figureWithError(p.throughputMbS(), p.errorMbS());
    }
}
