package io.bulkbench.site;

import lombok.NonNull;

/**
 * The bound of run reports a site copies from their run folders: the largest one copied
 * ({@code overLimitFix} says how to lift it). A report over it, a symbolic link or anything
 * but a regular file is left out with a warning, never followed or fatal.
 */
public record ReportCopies(long maxBytes, @NonNull String overLimitFix) {
    public ReportCopies {
        if (maxBytes < 0) {
            throw new IllegalArgumentException("maxBytes " + maxBytes + " is negative");
        }
    }
}
