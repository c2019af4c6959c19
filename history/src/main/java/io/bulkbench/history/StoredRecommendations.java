package io.bulkbench.history;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.Undecided;
import io.bulkbench.analysis.ValueInterval;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The recommendations one recorded run made, read back as the run folder wrote them (what
 * the database keeps of them: not the confirmation, the throughput's basis nor the answer
 * to "copy or not?"), in the order they were recorded.
 */
public final class StoredRecommendations {
    private StoredRecommendations() {}

    public static List<Recommendation> of(ResultsDatabase database, String board, String runId) throws SQLException {
        List<Recommendation> out = new ArrayList<>();
        try (PreparedStatement s = database.connection()
                .prepareStatement("SELECT t.device, t.direction, t.copy_mode, t.symbol, t.value, t.throughput_mb_s,"
                        + " t.share_of_best, t.memory_bytes, t.rationale, t.undecided, t.value_interval"
                        + " FROM recommendation t JOIN run r ON t.run_id = r.id JOIN board b ON r.board_id = b.id"
                        + " WHERE b.name = ? AND r.run_id = ? ORDER BY t.id")) {
            s.setString(1, board);
            s.setString(2, runId);
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    Recommendation r = Recommendation.builder()
                            .board(board)
                            .device(rs.getString("device"))
                            .direction(Direction.parse(rs.getString("direction")))
                            .copyMode(CopyMode.parse(rs.getString("copy_mode")))
                            .symbol(rs.getString("symbol"))
                            .value(rs.getString("value"))
                            .throughputMbS(RunRows.number(rs, "throughput_mb_s"))
                            .shareOfBest(RunRows.number(rs, "share_of_best"))
                            .memoryBytes(rs.getLong("memory_bytes"))
                            .rationale(rs.getString("rationale"))
                            .undecided(Optional.ofNullable(rs.getString("undecided"))
                                    .map(Undecided::parse))
                            .interval(Optional.ofNullable(rs.getString("value_interval"))
                                    .map(ValueInterval::parse))
                            .build();
                    out.add(r);
                }
            }
        }
        return out;
    }
}
