package io.bulkbench.history;

import io.bulkbench.analysis.explain.ModelChange;
import io.bulkbench.analysis.explain.ParameterChange;
import io.bulkbench.analysis.explain.RecordedExplanation;
import io.bulkbench.analysis.explain.StageEstimate;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Records explain's comparisons beside the board's runs, each in one transaction (every
 * parameter, or nothing), and reads a board's back. A comparison is known by its board, its
 * AFTER run and its BEFORE run: recording the same two runs again does nothing. Its AFTER
 * run must be recorded first, which is how a comparison knows when it was made.
 */
public final class ExplanationStore {
    private static final String SIDES = "before_value, before_low, before_high, after_value, after_low, after_high";

    private final ResultsDatabase database;

    public ExplanationStore(ResultsDatabase database) {
        this.database = database;
    }

    /**
     * Records the comparison of {@code afterRun} with {@code beforeRun}; {@link RecordOutcome#ALREADY_RECORDED}
     * when it is there already, empty when the database holds no run {@code board/afterRun}.
     */
    public Optional<RecordOutcome> record(String board, String afterRun, String beforeRun, ModelChange change)
            throws SQLException {
        if (change.parameters().isEmpty()) {
            throw new IllegalArgumentException("a comparison of no parameter; explain compares at least one");
        }
        Connection c = database.connection();
        // A recorded run is never removed (a run measured further is replaced in one transaction).
        Optional<Long> boardKey = boardOfRun(c, board, afterRun);
        if (boardKey.isEmpty()) {
            return Optional.empty();
        }
        long key = boardKey.get();
        return Optional.of(RecordOnce.record(
                c, t -> has(t, key, afterRun, beforeRun), t -> insert(t, key, afterRun, beforeRun, change)));
    }

    /** The board's comparisons, by their AFTER run's start (oldest first), each with its parameters in explain.csv's order. */
    public List<RecordedExplanation> of(String board) throws SQLException {
        List<RecordedExplanation> out = new ArrayList<>();
        try (PreparedStatement s = database.connection()
                .prepareStatement(
                        "SELECT e.after_run, e.before_run, r.started_at, e.parameter, e.points_changed, " + SIDES
                                + " FROM explanation e JOIN board b ON e.board_id = b.id"
                                + " JOIN run r ON r.board_id = e.board_id AND r.run_id = e.after_run"
                                + " WHERE b.name = ? ORDER BY r.started_at, e.after_run, e.before_run, e.row_index")) {
            s.setString(1, board);
            try (ResultSet rs = s.executeQuery()) {
                String after = null;
                String before = null;
                Instant started = null;
                // NULL (a comparison recorded before the count was kept) reads as 0: none known.
                int pointsChanged = 0;
                List<ParameterChange> parameters = new ArrayList<>();
                while (rs.next()) {
                    if (after != null
                            && !(after.equals(rs.getString("after_run"))
                                    && before.equals(rs.getString("before_run")))) {
                        out.add(new RecordedExplanation(
                                board, before, after, started, new ModelChange(parameters, pointsChanged)));
                        parameters = new ArrayList<>();
                    }
                    after = rs.getString("after_run");
                    before = rs.getString("before_run");
                    started = RunRows.instant(
                            rs.getString("started_at"), "started_at", "run " + after + " of board '" + board + "'");
                    pointsChanged = rs.getInt("points_changed");
                    parameters.add(parameterChange(rs));
                }
                if (after != null) {
                    out.add(new RecordedExplanation(
                            board, before, after, started, new ModelChange(parameters, pointsChanged)));
                }
            }
        }
        return out;
    }

    /**
     * The comparison of {@code afterRun} with the earlier run it was compared with last (the
     * one its folder's explain.csv holds, since each explain writes that file anew), or none.
     */
    public ModelChange latestOf(String board, String afterRun) throws SQLException {
        List<ParameterChange> parameters = new ArrayList<>();
        // NULL (a comparison recorded before the count was kept) reads as 0: none known.
        int pointsChanged = 0;
        try (PreparedStatement s = database.connection()
                .prepareStatement("SELECT e.before_run, e.parameter, e.points_changed, " + SIDES
                        + " FROM explanation e JOIN board b ON e.board_id = b.id"
                        + " WHERE b.name = ? AND e.after_run = ? ORDER BY e.recorded_at DESC, e.before_run,"
                        + " e.row_index")) {
            s.setString(1, board);
            s.setString(2, afterRun);
            try (ResultSet rs = s.executeQuery()) {
                String before = null;
                while (rs.next() && (before == null || before.equals(rs.getString("before_run")))) {
                    before = rs.getString("before_run");
                    pointsChanged = rs.getInt("points_changed");
                    parameters.add(parameterChange(rs));
                }
            }
        }
        return new ModelChange(parameters, pointsChanged);
    }

    /** The parameter change on the result set's current row. */
    private static ParameterChange parameterChange(ResultSet rs) throws SQLException {
        String parameter = rs.getString("parameter");
        return new ParameterChange(side(rs, parameter, "before"), side(rs, parameter, "after"));
    }

    private static StageEstimate side(ResultSet rs, String parameter, String side) throws SQLException {
        return new StageEstimate(
                parameter,
                RunRows.number(rs, side + "_value"),
                RunRows.number(rs, side + "_low"),
                RunRows.number(rs, side + "_high"));
    }

    /** The board's key, when the board has a run with this id. */
    private static Optional<Long> boardOfRun(Connection c, String board, String runId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "SELECT b.id FROM run r JOIN board b ON r.board_id = b.id WHERE b.name = ? AND r.run_id = ?")) {
            s.setString(1, board);
            s.setString(2, runId);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? Optional.of(rs.getLong(1)) : Optional.empty();
            }
        }
    }

    private static boolean has(Connection c, long board, String afterRun, String beforeRun) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "SELECT 1 FROM explanation WHERE board_id = ? AND after_run = ? AND before_run = ?")) {
            s.setLong(1, board);
            s.setString(2, afterRun);
            s.setString(3, beforeRun);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next();
            }
        }
    }

    private static void insert(Connection c, long board, String afterRun, String beforeRun, ModelChange change)
            throws SQLException {
        String now = RunRows.time(Instant.now().truncatedTo(ChronoUnit.SECONDS));
        try (PreparedStatement s = c.prepareStatement("INSERT INTO explanation (board_id, after_run, before_run,"
                + " row_index, parameter, " + SIDES + ", recorded_at, points_changed)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            List<ParameterChange> parameters = change.parameters();
            for (int index = 0; index < parameters.size(); index++) {
                ParameterChange p = parameters.get(index);
                int i = 1;
                s.setLong(i++, board);
                s.setString(i++, afterRun);
                s.setString(i++, beforeRun);
                s.setInt(i++, index);
                s.setString(i++, p.parameter());
                for (StageEstimate e : List.of(p.before(), p.after())) {
                    RunStore.number(s, i++, e.value());
                    RunStore.number(s, i++, e.low());
                    RunStore.number(s, i++, e.high());
                }
                s.setString(i++, now);
                s.setInt(i, change.pointsChanged());
                s.addBatch();
            }
            s.executeBatch();
        }
    }
}
