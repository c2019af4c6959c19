package io.bulkbench.reports;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The id bulkbench gives a new run, the name of its folder {@code RESULTS/BOARD/RUN-ID}:
 * the UTC second the run started, {@code yyyyMMdd-HHmmss}, with {@code -2} up to
 * {@code -9} for the second to ninth run of one board started in that second. One digit
 * keeps the ids of a board sorting by time as plain text, which is how folder listings
 * and the database ({@code ORDER BY started_at, run_id}) sort them. A folder named with
 * {@code --out} may have any name; its run id is that name, and it tells no time.
 */
public final class RunId {
    /** The most runs of one board that may start in one second. */
    public static final int MAX_PER_SECOND = 9;

    private static final DateTimeFormatter SECOND = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT);
    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("yyyyMMdd", Locale.ROOT);
    private static final Pattern ID = Pattern.compile("(\\d{8}-\\d{6})(?:-[2-" + MAX_PER_SECOND + "])?");

    private RunId() {}

    /** The id of the {@code nth} run (1 to {@value #MAX_PER_SECOND}) of a board started in {@code started}'s second. */
    public static String of(Instant started, int nth) {
        if (nth < 1 || nth > MAX_PER_SECOND) {
            throw new IllegalArgumentException("run " + nth + " of a second; 1 to " + MAX_PER_SECOND);
        }
        String second = SECOND.format(started.atOffset(ZoneOffset.UTC));
        return nth == 1 ? second : second + "-" + nth;
    }

    /** What the ids of the runs started on {@code instant}'s UTC day begin with: {@code yyyyMMdd}. */
    public static String dayOf(Instant instant) {
        return DAY.format(instant.atOffset(ZoneOffset.UTC));
    }

    /** When the run of this id started, to the second; empty for a name that is no run id. */
    public static Optional<Instant> startedAt(String id) {
        Matcher m = ID.matcher(id);
        if (!m.matches()) {
            return Optional.empty();
        }
        try {
            return Optional.of(LocalDateTime.parse(m.group(1), SECOND).toInstant(ZoneOffset.UTC));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
