package io.bulkbench.core;

/**
 * How a number of bytes is written wherever a person reads it (report tables,
 * rationales, charts, Kconfig comments, the command line's lines and messages): in the
 * largest 1024-based unit that holds it a whole number of times, {@code 2 MiB},
 * {@code 48 KiB}, {@code 3 GiB}, and otherwise as its exact bytes, {@code 1000 B}. A size
 * is never rounded: a request of 1000 bytes is a setting of its own, and "1 KiB" would
 * name another point. {@link #compact} is the short form the command line takes
 * ({@code 16K}), for names a machine keeps.
 */
public final class ByteSizeText {
    public static final long KIB = 1024;
    public static final long MIB = KIB * KIB;
    public static final long GIB = MIB * KIB;
    /** The unit's symbol, for a rate per KiB such as a cost in us/KiB. */
    public static final String KIB_UNIT = "KiB";

    private ByteSizeText() {}

    /** {@code bytes} as a person reads it: {@code 2 MiB}, {@code 48 KiB}, {@code 1000 B}. */
    public static String of(long bytes) {
        requireCount(bytes);
        if (bytes >= GIB && bytes % GIB == 0) {
            return bytes / GIB + " GiB";
        }
        if (bytes >= MIB && bytes % MIB == 0) {
            return bytes / MIB + " MiB";
        }
        if (bytes >= KIB && bytes % KIB == 0) {
            return bytes / KIB + " " + KIB_UNIT;
        }
        return bytes + " B";
    }

    /**
     * {@code bytes} in the form {@code --sizes} takes: whole KiB as {@code 16K}, else bytes as
     * {@code 1000B}. Names that CI systems keep from run to run (LAVA cases, JUnit classes)
     * are built from it, so it never changes, and it has no M: {@code 1024K} stays {@code 1024K}.
     */
    public static String compact(long bytes) {
        requireCount(bytes);
        return bytes >= KIB && bytes % KIB == 0 ? bytes / KIB + "K" : bytes + "B";
    }

    private static void requireCount(long bytes) {
        if (bytes < 0) {
            throw new IllegalArgumentException("a size of " + bytes + " bytes is negative");
        }
    }
}
