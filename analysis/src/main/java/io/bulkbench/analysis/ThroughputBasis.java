package io.bulkbench.analysis;

import io.bulkbench.core.BadInputException;
import java.util.Locale;

/**
 * Where a throughput figure comes from, said with the one word every surface uses for it:
 * measured (the mean of the runs at that very point), fitted (the curve fitted through
 * the measured points, read where it was not measured or in place of the mean), or
 * predicted (a model of the link and host, with no measurement of this board behind it).
 */
public enum ThroughputBasis {
    MEASURED,
    FITTED,
    PREDICTED;

    /** "measured", "fitted", "predicted". */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static ThroughputBasis parse(String text) {
        for (ThroughputBasis b : values()) {
            if (b.label().equals(text)) {
                return b;
            }
        }
        throw new BadInputException("'" + text + "' is none of measured, fitted, predicted");
    }
}
