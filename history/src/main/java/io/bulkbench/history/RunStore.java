package io.bulkbench.history;

import io.bulkbench.analysis.Axis;
import io.bulkbench.analysis.Estimate;
import io.bulkbench.analysis.LatencySummary;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.analysis.Undecided;
import io.bulkbench.analysis.ValueInterval;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Records runs, each in one transaction, so a process killed mid-way leaves either the
 * whole run or nothing. A run is known by its board and id: recording it again with the
 * same measurements does nothing, with other measurements is refused. The night's verdict
 * ({@link NightVerdicts}) is judged and the board's summary ({@link BoardSummaryStore})
 * refreshed in the same transaction.
 */
public final class RunStore {
    /** The point table's role of a run's own points; the harness baselines beside them are {@link #BASELINE}. */
    static final String MEASURED = "measured";

    static final String BASELINE = "baseline";
    /** Points a calibrated model predicted for the run ({@code sweep --design model}): never a point's history. */
    static final String PREDICTED = "predicted";

    private static final String KEY_COLUMNS = "run_id, " + PointColumns.KEY;
    /** A point row's columns as the recording writes them, in order; {@link BoardCopy} writes the same. */
    /** A run row's columns as the recording writes them, in order (its id is the table's); {@link BoardCopy} writes the same. */
    static final String RUN_COLUMNS = "board_id, run_id, device, started_at, host, label, bulkbench_version, "
            + "plan_fingerprint, plan_settings, content_sha256, recorded_at";
    /** A recommendation row's columns as the recording writes them, in order; {@link BoardCopy} writes the same. */
    static final String RECOMMENDATION_COLUMNS =
            "run_id, device, direction, copy_mode, symbol, value, throughput_mb_s, share_of_best, memory_bytes, rationale,"
                    + " undecided, value_interval";

    static final String POINT_COLUMNS = KEY_COLUMNS + ", role, " + RunRows.POINT_FIGURES + ", " + RunRows.CPU_FIGURES;

    private final ResultsDatabase database;

    public RunStore(ResultsDatabase database) {
        this.database = database;
    }

    /** Whether the database holds a run of this board with this id. */
    public boolean has(String board, String runId) throws SQLException {
        return recorded(database.connection(), board, runId).isPresent();
    }

    /** Whether the database holds this run with these measurements: a run folder that is the recorded run. */
    public boolean holds(RunRecord record) throws SQLException {
        return recorded(
                        database.connection(),
                        record.run().board(),
                        record.run().runId())
                .map(r -> r.content().equals(record.contentSha256()))
                .orElse(false);
    }

    /**
     * Records a run. Returns {@link RecordOutcome#ALREADY_RECORDED} when the same run is
     * there, {@link RecordOutcome#UPDATED} when the run there is this one before it was
     * measured further (see {@link RunContinuation}); throws {@link BadInputException} when
     * another run holds its board and id.
     */
    public RecordOutcome record(RunRecord record) throws SQLException {
        Connection c = database.connection();
        RecordedRun run = record.run();
        String content = record.contentSha256();
        c.setAutoCommit(false);
        try {
            Optional<Recorded> existing = recorded(c, run.board(), run.runId());
            if (existing.isPresent()) {
                if (existing.get().content().equals(content)) {
                    c.rollback();
                    return RecordOutcome.ALREADY_RECORDED;
                }
                if (!RunContinuation.continues(c, existing.get().key(), record)) {
                    c.rollback();
                    throw refused(run);
                }
                RunContinuation.delete(c, existing.get().key());
                long runKey = insertRun(c, run, content);
                writeContents(c, runKey, record);
                judgeAndSummarise(c, runKey, record);
                c.commit();
                return RecordOutcome.UPDATED;
            }
            long runKey;
            try {
                runKey = insertRun(c, run, content);
            } catch (SQLException e) {
                if (!isUniqueViolation(e)) {
                    throw e;
                }
                // Another process recorded the same id between our look and our insert: look again.
                c.rollback();
                c.setAutoCommit(true);
                return record(record);
            }
            writeContents(c, runKey, record);
            judgeAndSummarise(c, runKey, record);
            c.commit();
            return RecordOutcome.RECORDED;
        } catch (SQLException | RuntimeException e) {
            rollbackQuietly(c);
            throw e;
        } finally {
            c.setAutoCommit(true);
        }
    }

    private static void writeContents(Connection c, long runKey, RunRecord record) throws SQLException {
        List<MeasuredPoint> measured =
                record.points().stream().filter(p -> !p.isPredicted()).toList();
        insertPoints(c, MEASURED, runKey, measured);
        insertPoints(
                c,
                PREDICTED,
                runKey,
                record.points().stream().filter(MeasuredPoint::isPredicted).toList());
        insertIterations(c, runKey, measured);
        insertPoints(c, BASELINE, runKey, record.baselines());
        insertLatencies(c, runKey, record.latencies());
        insertFits(c, runKey, record.fits());
        insertRecommendations(c, runKey, record.recommendations());
    }

    /**
     * Judges the night and stores the board's entry, holding the board's row first: a second
     * host recording a run of the same board waits for this commit, then finds this run
     * among its neighbours, so no night is judged against a run that was already replaced.
     */
    private void judgeAndSummarise(Connection c, long runKey, RunRecord record) throws SQLException {
        BoardSummaryStore.countChange(c, record.run().board());
        NightVerdicts.judge(database, c, runKey, record);
        BoardSummaryStore.summarise(database, c, record.run().board());
    }

    private BadInputException refused(RecordedRun run) {
        return new BadInputException(run.board() + "/" + run.runId() + " is already recorded in "
                + database.location().shown() + " with other measurements; a different run cannot take its id "
                + "(give the folder another name, or record into another database with --db)");
    }

    /** A run the database holds: its key and the hash of its measurements. */
    private record Recorded(long key, String content) {}

    private static Optional<Recorded> recorded(Connection c, String board, String runId) throws SQLException {
        try (PreparedStatement s =
                c.prepareStatement("SELECT r.id, r.content_sha256 FROM run r JOIN board b ON r.board_id = b.id "
                        + "WHERE b.name = ? AND r.run_id = ?")) {
            s.setString(1, board);
            s.setString(2, runId);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next()
                        ? Optional.of(new Recorded(rs.getLong("id"), rs.getString("content_sha256")))
                        : Optional.empty();
            }
        }
    }

    static long boardKey(Connection c, String board) throws SQLException {
        try (PreparedStatement s =
                c.prepareStatement("INSERT INTO board (name) VALUES (?) ON CONFLICT (name) DO NOTHING")) {
            s.setString(1, board);
            s.executeUpdate();
        }
        try (PreparedStatement s = c.prepareStatement("SELECT id FROM board WHERE name = ?")) {
            s.setString(1, board);
            try (ResultSet rs = s.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    static long insertRun(Connection c, RecordedRun run, String content) throws SQLException {
        long board = boardKey(c, run.board());
        try (PreparedStatement s =
                c.prepareStatement("INSERT INTO run (" + RUN_COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            int i = 1;
            s.setLong(i++, board);
            s.setString(i++, run.runId());
            s.setString(i++, run.device());
            s.setString(i++, RunRows.time(run.info().started()));
            s.setString(i++, run.info().host());
            s.setString(i++, run.info().label());
            s.setString(i++, run.info().bulkbenchVersion());
            s.setString(i++, run.plan().id());
            s.setString(i++, run.plan().settings());
            s.setString(i++, content);
            s.setString(i, RunRows.time(Instant.now().truncatedTo(ChronoUnit.SECONDS)));
            s.executeUpdate();
        }
        try (PreparedStatement s = c.prepareStatement("SELECT id FROM run WHERE board_id = ? AND run_id = ?")) {
            s.setLong(1, board);
            s.setString(2, run.runId());
            try (ResultSet rs = s.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    static void insertPoints(Connection c, String role, long run, List<MeasuredPoint> points) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO point (" + POINT_COLUMNS + ") "
                + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (MeasuredPoint p : points) {
                int i = key(s, run, p.key());
                s.setString(i++, role);
                s.setString(i++, p.status().label());
                number(s, i++, p.throughputMbS());
                number(s, i++, p.errorMbS());
                number(s, i++, p.minMbS());
                number(s, i++, p.maxMbS());
                s.setInt(i++, p.iterations());
                s.setLong(i++, p.verifyErrors());
                s.setString(i++, p.reason());
                number(s, i++, p.lateShare().orElse(Double.NaN));
                number(s, i++, p.cpu().microsPerMb().orElse(Double.NaN));
                number(s, i++, p.cpu().errorMicrosPerMb());
                number(s, i, p.cpu().hostShare().orElse(Double.NaN));
                s.addBatch();
            }
            s.executeBatch();
        }
    }

    private static void insertIterations(Connection c, long run, List<MeasuredPoint> points) throws SQLException {
        Map<PointKey, Long> ids = new HashMap<>();
        String board = points.isEmpty() ? "" : points.get(0).key().board();
        try (PreparedStatement s =
                c.prepareStatement("SELECT id, " + PointColumns.KEY + " FROM point WHERE run_id = ? AND role = ?")) {
            s.setLong(1, run);
            s.setString(2, MEASURED);
            try (ResultSet rs = s.executeQuery()) {
                PointColumns columns = PointColumns.of(rs);
                while (rs.next()) {
                    ids.put(columns.key(rs, board), rs.getLong("id"));
                }
            }
        }
        try (PreparedStatement s =
                c.prepareStatement("INSERT INTO iteration (point_id, iteration, throughput_mb_s) VALUES (?, ?, ?)")) {
            for (MeasuredPoint p : points) {
                List<Double> samples = p.samples();
                for (int n = 0; n < samples.size(); n++) {
                    s.setLong(1, ids.get(p.key()));
                    s.setInt(2, n + 1);
                    s.setDouble(3, samples.get(n));
                    s.addBatch();
                }
            }
            s.executeBatch();
        }
    }

    private static void insertLatencies(Connection c, long run, List<LatencySummary> latencies) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO latency (" + KEY_COLUMNS
                + ", p50_us, p90_us, p99_us, p999_us, max_us, samples) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (LatencySummary l : latencies) {
                int i = key(s, run, l.key());
                s.setDouble(i++, l.p50Us());
                s.setDouble(i++, l.p90Us());
                s.setDouble(i++, l.p99Us());
                s.setDouble(i++, l.p999Us());
                s.setDouble(i++, l.maxUs());
                s.setLong(i, l.samples());
                s.addBatch();
            }
            s.executeBatch();
        }
    }

    private static void insertFits(Connection c, long run, List<SeriesFit> fits) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO fit (run_id, device, direction, copy_mode, axis, "
                + "request_bytes, buffers, model, selected, parameter, value, ci_low, ci_high) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (SeriesFit fit : fits) {
                boolean buffersAxis = fit.series().axis() == Axis.BUFFERS;
                for (Map.Entry<String, Estimate> parameter : fit.parameters().entrySet()) {
                    int i = 1;
                    s.setLong(i++, run);
                    s.setString(i++, fit.series().device());
                    s.setString(i++, fit.series().direction().label());
                    s.setString(i++, fit.series().copyMode().label());
                    s.setString(i++, fit.series().axis().label());
                    fixed(s, i++, buffersAxis, fit.series().fixedValue());
                    fixed(s, i++, !buffersAxis, fit.series().fixedValue());
                    s.setString(i++, fit.family().label());
                    s.setBoolean(i++, fit.selected());
                    s.setString(i++, parameter.getKey());
                    number(s, i++, parameter.getValue().value());
                    number(s, i++, parameter.getValue().ciLow());
                    number(s, i, parameter.getValue().ciHigh());
                    s.addBatch();
                }
            }
            s.executeBatch();
        }
    }

    static void insertRecommendations(Connection c, long run, List<Recommendation> recommendations)
            throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO recommendation (" + RECOMMENDATION_COLUMNS
                + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (Recommendation r : recommendations) {
                int i = 1;
                s.setLong(i++, run);
                s.setString(i++, r.device());
                s.setString(i++, r.direction().label());
                s.setString(i++, r.copyMode().label());
                s.setString(i++, r.symbol());
                s.setString(i++, r.value());
                number(s, i++, r.throughputMbS());
                number(s, i++, r.shareOfBest());
                s.setLong(i++, r.memoryBytes());
                s.setString(i++, r.rationale());
                s.setString(i++, r.undecided().map(Undecided::range).orElse(null));
                s.setString(i, r.interval().map(ValueInterval::text).orElse(null));
                s.addBatch();
            }
            s.executeBatch();
        }
    }

    /** Sets the run and the point key's columns; returns the next parameter index. */
    private static int key(PreparedStatement s, long run, PointKey key) throws SQLException {
        s.setLong(1, run);
        s.setString(2, key.device());
        s.setString(3, key.direction().label());
        s.setInt(4, key.buffers());
        s.setInt(5, key.requestBytes());
        s.setString(6, key.copyMode().label());
        return 7;
    }

    private static void fixed(PreparedStatement s, int index, boolean present, int value) throws SQLException {
        if (present) {
            s.setInt(index, value);
        } else {
            s.setNull(index, Types.INTEGER);
        }
    }

    /** NaN (not measured) is NULL: SQLite cannot hold NaN, and NULL means the same in both. */
    static void number(PreparedStatement s, int index, double value) throws SQLException {
        if (Double.isNaN(value)) {
            s.setNull(index, Types.DOUBLE);
        } else {
            s.setDouble(index, value);
        }
    }

    /** PostgreSQL's unique_violation, or SQLite's constraint failure. */
    static boolean isUniqueViolation(SQLException e) {
        return "23505".equals(e.getSQLState())
                || e.getErrorCode() == 19
                || String.valueOf(e.getMessage()).contains("UNIQUE constraint failed");
    }

    static void rollbackQuietly(Connection c) {
        try {
            c.rollback();
        } catch (SQLException ignored) {
            // The connection is gone; the server discards the open transaction with it.
        }
    }
}
