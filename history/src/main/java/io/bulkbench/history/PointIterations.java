package io.bulkbench.history;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The iteration table read back (raw.csv's samples as a run recorded them): each measured
 * point's per-iteration throughputs in iteration order, by the point's row id, for the runs
 * asked, in one query whatever their number. A point recorded without iterations (a folder
 * without raw.csv) has no entry; its comparisons fall back to the normal approximation.
 */
final class PointIterations {
    private PointIterations() {}

    /** The samples of every measured point of the runs with row ids {@code runs}; no query when there are none. */
    static Map<Long, List<Double>> of(Connection c, Collection<Long> runs) throws SQLException {
        Map<Long, List<Double>> samples = new HashMap<>();
        if (runs.isEmpty()) {
            return samples;
        }
        String placeholders = String.join(", ", Collections.nCopies(runs.size(), "?"));
        try (PreparedStatement s = c.prepareStatement("SELECT i.point_id, i.throughput_mb_s FROM iteration i "
                + "JOIN point p ON i.point_id = p.id WHERE p.run_id IN (" + placeholders + ") "
                + "ORDER BY i.point_id, i.iteration")) {
            int i = 1;
            for (long run : runs) {
                s.setLong(i++, run);
            }
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    samples.computeIfAbsent(rs.getLong("point_id"), k -> new ArrayList<>())
                            .add(rs.getDouble("throughput_mb_s"));
                }
            }
        }
        return samples;
    }
}
