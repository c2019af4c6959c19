package io.bulkbench.core;

import java.math.BigDecimal;

/**
 * How what a point cost the host's CPU is written wherever a person reads it: CPU per MB
 * to three significant figures with its unit, {@code 41.2 us/MB}; a share of one core in
 * percent to three figures, {@code 8.20 % of a core}; a budget as the board gave it; a
 * saving as a whole percent. Machine-readable
 * files keep the full numbers and do not come here.
 */
public final class CpuCostText {
    public static final String UNIT = "us/MB";

    private CpuCostText() {}

    /** The figure alone, for a cell whose column names the unit: {@code 41.2}. */
    public static String figure(double microsPerMb) {
        return Double.isNaN(microsPerMb) ? ThroughputText.MISSING : SignificantFigures.of(microsPerMb);
    }

    /** CPU microseconds per MB with the unit: {@code 41.2 us/MB}. */
    public static String perMegabyte(double microsPerMb) {
        return figure(microsPerMb) + " " + UNIT;
    }

    /** A share of one core (1.0 is one core busy) as {@code 8.20 % of a core}. */
    public static String ofACore(double coreShare) {
        return SignificantFigures.of(100 * coreShare) + " % of a core";
    }

    /** A board's CPU budget, in percent of one core, as it was written: {@code 50 % of a core}. */
    public static String budget(double percent) {
        return BigDecimal.valueOf(percent).stripTrailingZeros().toPlainString() + " % of a core";
    }
}
