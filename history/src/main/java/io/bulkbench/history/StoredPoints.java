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
    private static final String COLUMNS = "id, " + PointColumns.KEY + ", " + RunRows.POINT_FIGURES;

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
                PointColumns columns = PointColumns.of(rs);
                while (rs.next()) {
                    points.add(columns.point(
                            rs, board, samples.getOrDefault(rs.getLong("id"), List.of()), PointOrigin.MEASURED));
                }
            }
        }
        return points;
    }
}
