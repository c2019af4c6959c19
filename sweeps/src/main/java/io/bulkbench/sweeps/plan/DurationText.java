package io.bulkbench.sweeps.plan;

import io.bulkbench.analysis.BadInputException;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Parses the short durations of {@code --time} and board configs: {@code 500ms}, {@code 2s}, {@code 1m}. */
public final class DurationText {
    private static final Pattern FORM = Pattern.compile("(\\d+)(ms|s|m)");

    private DurationText() {
    }

    public static Duration parse(String text, String what) {
        Matcher m = FORM.matcher(text == null ? "" : text.trim());
        if (!m.matches()) {
            throw new BadInputException(what + " '" + text + "' is not a duration; use e.g. 500ms, 2s or 1m");
        }
        long n = Long.parseLong(m.group(1));
        return switch (m.group(2)) {
            case "ms" -> Duration.ofMillis(n);
            case "s" -> Duration.ofSeconds(n);
            default -> Duration.ofMinutes(n);
        };
    }

    /** The shortest spelling {@link #parse} reads back. */
    public static String format(Duration d) {
        long ms = d.toMillis();
        if (ms % 60_000 == 0) {
            return ms / 60_000 + "m";
        }
        return ms % 1000 == 0 ? ms / 1000 + "s" : ms + "ms";
    }
}
