package io.bulkbench.history;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.CpuCost;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.PointOrigin;
import io.bulkbench.core.PointStatus;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.OptionalDouble;

/** How the store's columns map to values and back: times as ISO-8601 UTC text, NULL as NaN. */
final class RunRows {
    /** The first time a row may hold: no run was recorded before it. */
    private static final Instant EARLIEST = Instant.EPOCH;
    /** The last: a year of four digits, as every recorded time has. */
    private static final Instant LATEST = Instant.parse("9999-12-31T23:59:59Z");

    /**
     * A point row's figures after its key, in the order {@link #point} reads them: status,
     * throughput, error, min, max, iterations, verify errors, reason and late share.
     */
    static final String POINT_FIGURES =
            "status, throughput_mb_s, error_mb_s, min_mb_s, max_mb_s, iterations, verify_errors, reason, late_share";
    /**
     * What a point cost the CPU, in the order {@link #cpu} reads them: columns of schema 9,
     * which a reader that runs in an earlier migration (a verdict's) must not ask for.
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

    /** A point key from the current row's key columns. */
    static PointKey key(ResultSet rs, String board) throws SQLException {
        return new PointKey(
                board,
                rs.getString("device"),
                Direction.parse(rs.getString("direction")),
                rs.getInt("buffers"),
                rs.getInt("request_bytes"),
                CopyMode.parse(rs.getString("copy_mode")));
    }

    /** A point key from the five key columns starting at column {@code device} (1-based). */
    static PointKey key(ResultSet rs, String board, int device) throws SQLException {
        return new PointKey(
                board,
                rs.getString(device),
                Direction.parse(rs.getString(device + 1)),
                rs.getInt(device + 2),
                rs.getInt(device + 3),
                CopyMode.parse(rs.getString(device + 4)));
    }

    /**
     * A point from the current row: its five key columns from {@code device} on (1-based),
     * then the {@link #POINT_FIGURES}, as the point table holds them.
     */
    static MeasuredPoint point(ResultSet rs, String board, int device, List<Double> samples, PointOrigin origin)
            throws SQLException {
        int c = device + 5;
        PointKey key = key(rs, board, device);
        PointStatus status = PointStatus.parse(rs.getString(c));
        double late = number(rs, c + 8);
        return new MeasuredPoint(
                key,
                status,
                number(rs, c + 1),
                number(rs, c + 2),
                number(rs, c + 3),
                number(rs, c + 4),
                rs.getInt(c + 5),
                rs.getLong(c + 6),
                rs.getString(c + 7),
                samples,
                Double.isNaN(late) ? OptionalDouble.empty() : OptionalDouble.of(late),
                origin,
                CpuCost.UNKNOWN);
    }

    /** What a point cost the CPU, from the {@link #CPU_FIGURES} starting at {@code column} (1-based). */
    static CpuCost cpu(ResultSet rs, int column) throws SQLException {
        return CpuCost.summary(number(rs, column), number(rs, column + 1), number(rs, column + 2));
    }

    /** A double column by position, NaN when NULL. */
    static double number(ResultSet rs, int column) throws SQLException {
        double value = rs.getDouble(column);
        return rs.wasNull() ? Double.NaN : value;
    }

    /** A double column, NaN when NULL. */
    static double number(ResultSet rs, String column) throws SQLException {
        double value = rs.getDouble(column);
        return rs.wasNull() ? Double.NaN : value;
    }
}
