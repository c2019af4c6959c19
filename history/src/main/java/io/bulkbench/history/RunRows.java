package io.bulkbench.history;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.PointOrigin;
import io.bulkbench.core.PointStatus;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.OptionalDouble;

/** How the store's columns map to values and back: times as ISO-8601 UTC text, NULL as NaN. */
final class RunRows {
    private RunRows() {}

    static String time(Instant instant) {
        return instant.toString();
    }

    static Instant instant(String text) {
        return Instant.parse(text);
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
     * then status, throughput, error, min, max, iterations, verify errors, reason and late
     * share, as the point table holds them.
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
                origin);
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
