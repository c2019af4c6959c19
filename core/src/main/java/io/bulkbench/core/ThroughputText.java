package io.bulkbench.core;

/**
 * How a throughput in MB/s (10^6 bytes per second, as dd prints it) is written wherever a
 * person reads it: to three significant figures ({@link SignificantFigures}), {@code 31.4 MB/s};
 * an error to the decimals of its mean, {@code 31.4 ± 2.2}, so both end at the same
 * place; a figure that was not measured (NaN) as a dash. Machine-readable files (CSV,
 * JSON, a LAVA measurement) keep the full number and do not come here.
 */
public final class ThroughputText {
    public static final String UNIT = "MB/s";
    /** What stands for a figure that was not measured, in a table cell or a line. */
    public static final String MISSING = "–";

    private ThroughputText() {}

    /** The figure alone, for a cell whose column names the unit: {@code 31.4}. */
    public static String figure(double mbS) {
        return Double.isNaN(mbS) ? MISSING : SignificantFigures.of(mbS);
    }

    /** The figure with its unit: {@code 31.4 MB/s}. */
    public static String of(double mbS) {
        return figure(mbS) + " " + UNIT;
    }

    /** A mean and its error, the error to the mean's decimals: {@code 31.4 ± 2.2}; without a known error, the mean. */
    public static String figureWithError(double meanMbS, double errorMbS) {
        if (Double.isNaN(meanMbS) || Double.isNaN(errorMbS)) {
            return figure(meanMbS);
        }
        return figure(meanMbS) + " ± " + SignificantFigures.fixed(errorMbS, SignificantFigures.decimals(meanMbS));
    }

    /** A mean and its error with the unit: {@code 31.4 ± 2.2 MB/s}. */
    public static String withError(double meanMbS, double errorMbS) {
        return figureWithError(meanMbS, errorMbS) + " " + UNIT;
    }
}
