package io.bulkbench.benchmarks.device;

import io.bulkbench.core.BadInputException;
import java.util.Locale;

/**
 * The known data a verifying run moves, so a wrong byte is counted instead of passing
 * unseen. Two patterns from the source material: Linux gadget zero's
 * {@code (i % maxPacket) % 63}, restarted with every request, and a 32-bit LFSR stream
 * that runs on across requests, like GNU Radio's benchmark_usb check.
 */
public enum DataPattern {
    /** No pattern: IN data is not written by the device and not checked. */
    NONE,
    /** Byte i of every request is {@code (i % 512) % 63} (gadget zero, high-speed max packet). */
    GADGET_ZERO,
    /** A 32-bit Galois LFSR, one step per byte, continuing from request to request. */
    LFSR32;

    /** Parses {@code none}, {@code gadget-zero}, {@code lfsr32}. */
    public static DataPattern parse(String text) {
        String t = text == null ? "" : text.trim().toUpperCase(Locale.ROOT).replace('-', '_');
        try {
            return valueOf(t);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("data pattern '" + text + "' is not one of none, gadget-zero, lfsr32");
        }
    }
}
