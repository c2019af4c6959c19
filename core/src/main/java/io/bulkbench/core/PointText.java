package io.bulkbench.core;

/**
 * How a point of a sweep is named wherever a person reads it, in one order: direction,
 * copy mode, then request size times buffer count, {@code in no-copy 64 KiB x 8}. The
 * size comes first because a series of a sweep usually keeps it and varies the count, so
 * lines about one series line up; the size is written by {@link ByteSizeText}. Names a
 * machine keeps (CI test cases, file names) are not built here.
 */
public final class PointText {
    private PointText() {}

    /** The pipeline's parameters: {@code in no-copy 64 KiB x 8}. */
    public static String of(PointKey key) {
        return of(key.direction(), key.copyMode(), key.requestBytes(), key.buffers());
    }

    /** A point given by its parts, where there is no key: {@code in no-copy 64 KiB x 8}. */
    public static String of(Direction direction, CopyMode copyMode, long requestBytes, int buffers) {
        return direction.label() + " " + copyMode.label() + " " + setting(requestBytes, buffers);
    }

    /** The point on its device: {@code sim:hs in no-copy 64 KiB x 8}. */
    public static String onDevice(PointKey key) {
        return key.device() + " " + of(key);
    }

    /** Request size and buffer count alone, for a column headed "request x buffers": {@code 64 KiB x 8}. */
    public static String setting(PointKey key) {
        return setting(key.requestBytes(), key.buffers());
    }

    /** {@code requestBytes} requests times {@code buffers}: {@code 64 KiB x 8}. */
    public static String setting(long requestBytes, int buffers) {
        return ByteSizeText.of(requestBytes) + " x " + buffers;
    }
}
