package io.bulkbench.sweeps.plan;

import io.bulkbench.core.BadInputException;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses the short durations of {@code --time}, the timeouts and board configs:
 * {@code 500ms}, {@code 2s}, {@code 1m}, {@code 2h}; none is zero or longer than {@link #MAX}.
 */
public final class DurationText {
    /** Nothing bulkbench waits for or measures at once takes longer than a day. */
    public static final Duration MAX = Duration.ofHours(24);

    private static final Pattern FORM = Pattern.compile("(\\d+)(ms|s|m|h)");

    private DurationText() {}

    public static Duration parse(String text, String what) {
        Matcher m = FORM.matcher(text == null ? "" : text.trim());
        if (!m.matches()) {
            throw new BadInputException(what + " '" + text + "' is not a duration; use e.g. 500ms, 2s, 1m or 2h");
        }
        Duration unit = switch (m.group(2)) {
            case "ms" -> Duration.ofMillis(1);
            case "s" -> Duration.ofSeconds(1);
            case "m" -> Duration.ofMinutes(1);
            default -> Duration.ofHours(1);
        };
        String digits = m.group(1).replaceFirst("^0+(?=\\d)", "");
        if (digits.length() > 12 || unit.multipliedBy(Long.parseLong(digits)).compareTo(MAX) > 0) {
            throw new BadInputException(what + " '" + text + "' is longer than " + format(MAX)
                    + "; use a duration up to that, e.g. 500ms, 2s or 1m");
        }
        if (digits.equals("0")) {
            // A limit of no time fails everything it limits at once, a length of none measures nothing.
            throw new BadInputException(
                    what + " '" + text + "' is no time at all; give a positive duration, e.g. 500ms, 2s or 1m");
        }
        return unit.multipliedBy(Long.parseLong(digits));
    }

    /** The shortest spelling {@link #parse} reads back. */
    public static String format(Duration d) {
        long ms = d.toMillis();
        if (ms % 3_600_000 == 0) {
            return ms / 3_600_000 + "h";
        }
        if (ms % 60_000 == 0) {
            return ms / 60_000 + "m";
        }
        return ms % 1000 == 0 ? ms / 1000 + "s" : ms + "ms";
    }
}
