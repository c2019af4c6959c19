package io.bulkbench.history;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Whether a run folder recorded again with other measurements is the same run measured
 * further ({@code sweep --resume DIR --retry-failed}, or intervals measured on resume)
 * rather than another run under its id: it started at the same instant on the same host,
 * and every point that was ok when recorded is still there with the same figures. Only
 * then may it replace the recorded run, in the same transaction.
 */
final class RunContinuation {
    private RunContinuation() {}

    static boolean continues(Connection c, long runKey, RunRecord record) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT started_at, host FROM run WHERE id = ?")) {
            s.setLong(1, runKey);
            try (ResultSet rs = s.executeQuery()) {
                if (!rs.next()
                        || !rs.getString("started_at")
                                .equals(RunRows.time(record.run().info().started()))
                        || !rs.getString("host").equals(record.run().info().host())) {
                    return false;
                }
            }
        }
        Map<PointKey, MeasuredPoint> now = new HashMap<>();
        record.points().forEach(p -> now.put(p.key(), p));
        try (PreparedStatement s = c.prepareStatement(
                "SELECT " + PointColumns.KEY + ", "
                        + "throughput_mb_s, error_mb_s, iterations FROM point WHERE run_id = ? AND role = ? AND status = 'ok'")) {
            s.setLong(1, runKey);
            s.setString(2, RunStore.MEASURED);
            try (ResultSet rs = s.executeQuery()) {
                PointColumns columns = PointColumns.of(rs);
                while (rs.next()) {
                    MeasuredPoint p = now.get(columns.key(rs, record.run().board()));
                    if (p == null
                            || !p.isOk()
                            || Double.compare(p.throughputMbS(), RunRows.number(rs, "throughput_mb_s")) != 0
                            || Double.compare(p.errorMbS(), RunRows.number(rs, "error_mb_s")) != 0
                            || p.iterations() != rs.getInt("iterations")) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** Deletes a recorded run and everything of it, children first. */
    static void delete(Connection c, long runKey) throws SQLException {
        for (String sql : List.of(
                "DELETE FROM iteration WHERE point_id IN (SELECT id FROM point WHERE run_id = ?)",
                "DELETE FROM point WHERE run_id = ?",
                "DELETE FROM latency WHERE run_id = ?",
                "DELETE FROM fit WHERE run_id = ?",
                "DELETE FROM recommendation WHERE run_id = ?",
                "DELETE FROM change_point_verdict WHERE run_id = ?",
                "DELETE FROM point_verdict WHERE run_id = ?",
                "DELETE FROM verdict WHERE run_id = ?",
                "DELETE FROM run WHERE id = ?")) {
            try (PreparedStatement s = c.prepareStatement(sql)) {
                s.setLong(1, runKey);
                s.executeUpdate();
            }
        }
    }
}
