package io.bulkbench.history;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;

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
