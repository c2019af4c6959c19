package io.bulkbench.core;

import java.util.Locale;

/** Whether the application's data is copied on every request. */
public enum CopyMode {
    /**
     * The application's data lives in a heap array and is copied into or out of the
     * transfer buffer on every request: read(2)/write(2) semantics, the NetBSD ugen
     * driver before its "-copy" change.
     */
    COPY,
    /** The application works in the transfer buffer itself (zero-copy, mmap-like). */
    NO_COPY;

    /** Parses {@code copy}, {@code no-copy}, {@code NO_COPY}, {@code nocopy}. */
    public static CopyMode parse(String text) {
        String t = text == null ? "" : text.trim().toUpperCase(Locale.ROOT).replace('-', '_');
        if (t.equals("NOCOPY")) {
            return NO_COPY;
        }
        try {
            return valueOf(t);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("copy mode '" + text + "' is not one of copy, no-copy");
        }
    }

    /** The spelling used on the command line: {@code copy}, {@code no-copy}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
