package io.bulkbench.history;

import io.bulkbench.core.BadInputException;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.format.DateTimeParseException;

/** How the store's columns map to values and back: times as ISO-8601 UTC text, NULL as NaN. */
final class RunRows {
    /** The first time a row may hold: no run was recorded before it. */
    private static final Instant EARLIEST = Instant.EPOCH;
    /** The last: a year of four digits, as every recorded time has. */
    private static final Instant LATEST = Instant.parse("9999-12-31T23:59:59Z");

    /**
     * A point row's figures beside its key ({@link PointColumns}): status, throughput,
     * error, min, max, iterations, verify errors, reason and late share.
     */
    static final String POINT_FIGURES =
            "status, throughput_mb_s, error_mb_s, min_mb_s, max_mb_s, iterations, verify_errors, reason, late_share";
    /**
     * What a point cost the CPU ({@link PointColumns#cpu}): columns of schema 9, which a
     * reader that runs in an earlier migration (a verdict's) must not ask for.
     */
    static final String CPU_FIGURES = "cpu_us_per_mb, cpu_error_us_per_mb, host_cpu_share";

    private RunRows() {}

    static String time(Instant instant) {
        return instant.toString();
    }

    /**
     * The time a column holds, as {@link #time} wrote it; anything else, another program's
     * writing or a hand's, is refused naming the row ({@code whose}, e.g. "run X of board
     * 'b'") and the column: the history, the site and a bisect's report order by it.
     */
    static Instant instant(String text, String column, String whose) {
        try {
            Instant t = Instant.parse(text);
            if (!t.isBefore(EARLIEST) && !t.isAfter(LATEST)) {
                return t;
            }
        } catch (DateTimeParseException | NullPointerException e) {
            // the sentence below says what the column holds
        }
        throw new BadInputException("the results database's " + whose + " has " + column + " "
                + (text == null ? "NULL" : "'" + shortened(text) + "'")
                + ", not a UTC time from 1970 to 9999 such as 2026-01-01T02:15:00Z; correct it in the database,"
                + " or delete that row and record its folder again (bulkbench import)");
    }

    /** A stored text as a sentence quotes it: a long one would bury the sentence. */
    private static String shortened(String text) {
        return text.length() <= 40 ? text : text.substring(0, 40) + "...";
    }

    /** A double column, NaN when NULL. */
    static double number(ResultSet rs, String column) throws SQLException {
        double value = rs.getDouble(column);
        return rs.wasNull() ? Double.NaN : value;
    }
}
