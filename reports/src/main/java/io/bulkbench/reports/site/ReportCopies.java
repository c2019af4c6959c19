package io.bulkbench.reports.site;

import java.util.Objects;

/**
 * Which run reports a site copies: where each run's report.html is, and the largest one
 * copied ({@code overLimitFix} says how to lift that bound). A report over it, a symbolic
 * link or anything but a regular file is left out with a warning, never followed or fatal.
 */
public record ReportCopies(LabSite.RunReports source, long maxBytes, String overLimitFix) {
    public ReportCopies {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(overLimitFix, "overLimitFix");
        if (maxBytes < 0) {
            throw new IllegalArgumentException("maxBytes " + maxBytes + " is negative");
        }
    }
}
