package io.bulkbench.reports;

import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.PointKey;

/**
 * The short names a point goes by in the test results a CI reads (LAVA's test sets and
 * cases, JUnit's test classes and cases): one place, so both views name a point alike.
 * CI keeps a case's history by its name, so the size is the compact form, which never changes.
 */
public final class SeriesName {
    private SeriesName() {}

    /** The series a point belongs to: direction, copy mode and request size, e.g. {@code in-copy-16K}. */
    public static String of(PointKey key) {
        return key.direction().label() + "-" + key.copyMode().label() + "-" + ByteSizeText.compact(key.requestBytes());
    }

    /** The point within its series, e.g. {@code buffers-4}. */
    public static String point(PointKey key) {
        return "buffers-" + key.buffers();
    }
}
