package io.bulkbench.history;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.CpuCost;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.PointOrigin;
import io.bulkbench.core.PointStatus;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * A point's key and figures in the store's tables: the one SQL form of a point key
 * ({@link #KEY}) and the one reader of point rows, which finds each column by its name
 * once per result set and then reads by position (a year of nights is tens of thousands of
 * rows). A query may name its columns in any order, with a table's alias before them.
 */
final class PointColumns {
    /** A point key's columns in every table that keeps one (the board is the run's). */
    static final String KEY = "device, direction, buffers, request_bytes, copy_mode";

    private final Map<String, Integer> at;

    private PointColumns(Map<String, Integer> at) {
        this.at = at;
    }

    /** The key's columns as {@code alias} names them in a join: {@code t.device, t.direction, ...}. */
    static String key(String alias) {
        return alias + "." + KEY.replace(", ", ", " + alias + ".");
    }

    /** Where the result set's columns are, by name. */
    static PointColumns of(ResultSet rs) throws SQLException {
        ResultSetMetaData meta = rs.getMetaData();
        Map<String, Integer> at = new HashMap<>();
        for (int i = 1; i <= meta.getColumnCount(); i++) {
            at.putIfAbsent(meta.getColumnLabel(i).toLowerCase(Locale.ROOT), i);
        }
        return new PointColumns(at);
    }

    /** The point key of the current row. */
    PointKey key(ResultSet rs, String board) throws SQLException {
        return new PointKey(
                board,
                rs.getString(at("device")),
                Direction.parse(rs.getString(at("direction"))),
                rs.getInt(at("buffers")),
                rs.getInt(at("request_bytes")),
                CopyMode.parse(rs.getString(at("copy_mode"))));
    }

    /** The point of the current row: its key and {@link RunRows#POINT_FIGURES}; its CPU cost unknown. */
    MeasuredPoint point(ResultSet rs, String board, List<Double> samples, PointOrigin origin) throws SQLException {
        double late = number(rs, "late_share");
        return MeasuredPoint.builder()
                .key(key(rs, board))
                .status(PointStatus.parse(rs.getString(at("status"))))
                .throughputMbS(number(rs, "throughput_mb_s"))
                .errorMbS(number(rs, "error_mb_s"))
                .minMbS(number(rs, "min_mb_s"))
                .maxMbS(number(rs, "max_mb_s"))
                .iterations(rs.getInt(at("iterations")))
                .verifyErrors(rs.getLong(at("verify_errors")))
                .reason(rs.getString(at("reason")))
                .samples(samples)
                .lateShare(Double.isNaN(late) ? OptionalDouble.empty() : OptionalDouble.of(late))
                .origin(origin)
                .build();
    }

    /** What the current row's point cost the CPU, from {@link RunRows#CPU_FIGURES}. */
    CpuCost cpu(ResultSet rs) throws SQLException {
        return CpuCost.summary(
                number(rs, "cpu_us_per_mb"), number(rs, "cpu_error_us_per_mb"), number(rs, "host_cpu_share"));
    }

    /** A double column of the current row, NaN when NULL. */
    double number(ResultSet rs, String column) throws SQLException {
        double value = rs.getDouble(at(column));
        return rs.wasNull() ? Double.NaN : value;
    }

    private int at(String column) {
        Integer i = at.get(column);
        if (i == null) {
            // A query of this module that does not select what its reader reads: a fault here, not in the data.
            throw new IllegalStateException("the query has no column " + column + " (it has " + at.keySet() + ")");
        }
        return i;
    }
}
