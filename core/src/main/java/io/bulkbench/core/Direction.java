package io.bulkbench.core;

import java.util.Locale;

/** Which way the bulk data flows, seen from the host. */
public enum Direction {
    /** Device to host (a read, dd if=/dev/sdX). */
    IN,
    /** Host to device (a write, fastboot download). */
    OUT,
    /** Both at once on separate endpoints; throughput is the sum of the two. */
    BOTH;

    /** Parses {@code in}, {@code OUT}, {@code both}; anything else is bad input. */
    public static Direction parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new BadInputException("direction '" + text + "' is not one of in, out, both");
        }
    }

    /** The spelling used on the command line and in board configs. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
