package io.bulkbench.analysis;

import io.bulkbench.core.BadInputException;
import java.util.Locale;

/** The swept parameter a series varies while everything else stays fixed. */
public enum Axis {
    /** Throughput over buffer count (queue depth) at a fixed request size. */
    BUFFERS,
    /** Throughput over request size at a fixed buffer count. */
    REQUEST_SIZE;

    public static Axis parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new BadInputException("axis '" + text + "' is not one of buffers, request_size");
        }
    }

    /** The spelling of fits.csv: {@code buffers}, {@code request_size}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
