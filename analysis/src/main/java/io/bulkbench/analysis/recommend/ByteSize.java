package io.bulkbench.analysis.recommend;

import java.util.Locale;

/** Writes byte counts the way the reports speak of memory: KiB below a MiB, MiB above (1024-based). */
final class ByteSize {

    private ByteSize() {}

    static String format(long bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        if (bytes < 1024 * 1024) {
            return trim(bytes / 1024.0) + " KiB";
        }
        return trim(bytes / (1024.0 * 1024.0)) + " MiB";
    }

    /** A request size as the request-size symbol's value: whole KiB, rounded up so the request still fits. */
    static String kibValue(long bytes) {
        return Long.toString((bytes + 1023) / 1024);
    }

    private static String trim(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.1f", v);
    }
}
