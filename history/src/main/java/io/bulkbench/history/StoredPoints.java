package io.bulkbench.history;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointOrigin;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** One recorded run's points read back, each with its iterations, as a run folder's points.csv and raw.csv give them. */
final class StoredPoints {
    private static final String COLUMNS =
            "id, device, direction, buffers, request_bytes, copy_mode, " + RunRows.POINT_FIGURES;

    private StoredPoints() {}

    /** The run's measured points (not its baselines, not predicted ones), in recorded order, with their iterations. */
    static List<MeasuredPoint> measured(Connection c, String board, long run) throws SQLException {
        Map<Long, List<Double>> samples = PointIterations.of(c, List.of(run));
        List<MeasuredPoint> points = new ArrayList<>();
        try (PreparedStatement s =
                c.prepareStatement("SELECT " + COLUMNS + " FROM point WHERE run_id = ? AND role = ? ORDER BY id")) {
            s.setLong(1, run);
            s.setString(2, RunStore.MEASURED);
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    points.add(RunRows.point(
                            rs, board, 2, samples.getOrDefault(rs.getLong(1), List.of()), PointOrigin.MEASURED));
                }
            }
        }
        return points;
    }
}
