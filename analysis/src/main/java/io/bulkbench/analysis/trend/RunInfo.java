package io.bulkbench.analysis.trend;

import io.bulkbench.core.BadInputException;
import java.time.Instant;
import lombok.NonNull;

/**
 * What a run folder says about the run itself beside its measurements: when it started,
 * on which host, the free label it was given (a kernel or firmware revision) and the
 * bulkbench version that measured it. Host, label and version are empty when unknown
 * (a folder written before runs carried them).
 */
public record RunInfo(@NonNull Instant started, String host, String label, String bulkbenchVersion) {
    /** Long enough for a kernel release and a firmware hash; short enough for a table cell. */
    public static final int MAX_LABEL = 200;

    public RunInfo {
        host = oneLine(host);
        label = label(label, "label");
        bulkbenchVersion = oneLine(bulkbenchVersion);
    }

    /**
     * A label as a run keeps it: one line, at most {@link #MAX_LABEL} characters, else
     * refused naming {@code where} it came from ({@code --label}); checked where it is
     * given, before anything is made.
     */
    public static String label(String text, String where) {
        String label = oneLine(text);
        if (label.length() > MAX_LABEL) {
            throw new BadInputException(where + " '" + label.substring(0, 40) + "...' is " + label.length()
                    + " characters long; keep it to " + MAX_LABEL + " (a kernel or firmware revision)");
        }
        return label;
    }

    /** A run known only by when it started. */
    public static RunInfo startedAt(Instant started) {
        return new RunInfo(started, "", "", "");
    }

    /** Whether this run's label is {@code label}, as a run would keep it (one line, stripped; none is empty). */
    public boolean hasLabel(String label) {
        return this.label.equals(oneLine(label));
    }

    private static String oneLine(String text) {
        return text == null ? "" : text.replaceAll("\\R", " ").strip();
    }
}
