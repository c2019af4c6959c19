package io.bulkbench.history;

import io.bulkbench.analysis.trend.BoardSummary;
import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.DefaultTrend;
import io.bulkbench.analysis.trend.PointTrend;
import io.bulkbench.analysis.trend.WholeHistoryFacts;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.PointStatus;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The facts of a board's whole history under its latest plan that a summary of its latest
 * nights needs ({@link WholeHistoryFacts}), asked of the database instead of read row by
 * row: the headline point's best throughput is a MAX over its rows, and a default's first
 * night is the first of its nights after the latest that recommended another value. A few
 * indexed queries, whatever the number of nights.
 */
final class WholeHistoryFactsQuery {
    /** Runs of the board and plan, in the order the history reads them; alias r. */
    private static final String PLAN_RUNS = "JOIN run r ON t.run_id = r.id JOIN board b ON r.board_id = b.id "
            + "WHERE b.name = ? AND r.plan_fingerprint = ? ";

    private static final String SAME_DEFAULT =
            "AND t.device = ? AND t.direction = ? AND t.copy_mode = ? AND t.symbol = ? ";

    private final Connection c;

    WholeHistoryFactsQuery(Connection c) {
        this.c = c;
    }

    /** The facts of the whole history of {@code latest}'s board and plan; {@code latest} is its latest nights. */
    WholeHistoryFacts of(BoardTrend latest) throws SQLException {
        double best = Double.NaN;
        Optional<PointTrend> headline = BoardSummary.headlineOf(latest);
        if (headline.isPresent()) {
            best = bestOf(latest, headline.get().key());
        }
        List<BoardSummary.CurrentDefault> defaults = new ArrayList<>();
        for (DefaultTrend d : WholeHistoryFacts.current(latest)) {
            DefaultTrend.Night tonight = d.nights().get(d.nights().size() - 1);
            defaults.add(new BoardSummary.CurrentDefault(d, tonight, since(latest, d, tonight)));
        }
        return new WholeHistoryFacts(best, defaults);
    }

    private double bestOf(BoardTrend latest, PointKey key) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT MAX(t.throughput_mb_s) AS best FROM point t " + PLAN_RUNS
                + "AND t.role = ? AND t.status = ? AND t.device = ? AND t.direction = ? AND t.buffers = ? "
                + "AND t.request_bytes = ? AND t.copy_mode = ?")) {
            int i = plan(s, latest);
            s.setString(i++, RunStore.MEASURED);
            s.setString(i++, PointStatus.OK.label());
            s.setString(i++, key.device());
            s.setString(i++, key.direction().label());
            s.setInt(i++, key.buffers());
            s.setInt(i++, key.requestBytes());
            s.setString(i, key.copyMode().label());
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? RunRows.number(rs, "best") : Double.NaN;
            }
        }
    }

    /**
     * The night from which {@code tonight}'s value has held: the first night after the
     * latest that recommended another value, the default's first night when none did.
     */
    private DefaultTrend.Night since(BoardTrend latest, DefaultTrend d, DefaultTrend.Night tonight)
            throws SQLException {
        // The run's place as the database orders it (its started_at text, then run_id), as the history reads runs.
        record Place(String started, String runId) {}
        Optional<Place> other = Optional.empty();
        try (PreparedStatement s = c.prepareStatement("SELECT r.started_at, r.run_id FROM recommendation t " + PLAN_RUNS
                + SAME_DEFAULT + "AND t.value <> ? ORDER BY r.started_at DESC, r.run_id DESC LIMIT 1")) {
            int i = sameDefault(s, plan(s, latest), d);
            s.setString(i, tonight.value());
            try (ResultSet rs = s.executeQuery()) {
                if (rs.next()) {
                    other = Optional.of(new Place(rs.getString("started_at"), rs.getString("run_id")));
                }
            }
        }
        try (PreparedStatement s = c.prepareStatement(
                HistoryQuery.RUN_COLUMNS + ", t.symbol, t.value, t.throughput_mb_s, t.memory_bytes, t.undecided, "
                        + "t.value_interval FROM recommendation t " + PLAN_RUNS + SAME_DEFAULT
                        + (other.isPresent() ? "AND (r.started_at > ? OR (r.started_at = ? AND r.run_id > ?)) " : "")
                        + "ORDER BY r.started_at, r.run_id LIMIT 1")) {
            int i = sameDefault(s, plan(s, latest), d);
            if (other.isPresent()) {
                s.setString(i++, other.get().started());
                s.setString(i++, other.get().started());
                s.setString(i, other.get().runId());
            }
            try (ResultSet rs = s.executeQuery()) {
                if (!rs.next()) {
                    throw new IllegalStateException(
                            "default " + d.symbol() + " of board " + latest.board() + " has no night in the database");
                }
                return HistoryQuery.night(HistoryQuery.run(rs, latest.board()), rs);
            }
        }
    }

    private static int plan(PreparedStatement s, BoardTrend latest) throws SQLException {
        s.setString(1, latest.board());
        s.setString(2, latest.plan().id());
        return 3;
    }

    private static int sameDefault(PreparedStatement s, int from, DefaultTrend d) throws SQLException {
        int i = from;
        s.setString(i++, d.device());
        s.setString(i++, d.direction().label());
        s.setString(i++, d.copyMode().label());
        s.setString(i++, d.symbol());
        return i;
    }
}
