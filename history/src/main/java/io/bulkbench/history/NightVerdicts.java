package io.bulkbench.history;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.analysis.trend.Acknowledgement;
import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.ChangePointFinding;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import lombok.NonNull;

/**
 * The one judge of a night in the database: a run's measured points against the run before
 * it of the same board and plan (by start time, then run id), with {@link RunComparison}
 * at the board's own threshold and the default significance level, from both runs'
 * iterations, as {@code compare} judges two folders; then, where the run is the board's
 * latest night (of the board's latest plan), the change points over its latest nights from
 * the acknowledged run on
 * ({@link NightVerdict#changePointsOf}), with the acknowledgement in force. Judged once, in
 * the recording's transaction, and stored (tables verdict, point_verdict and
 * change_point_verdict); every surface reads the stored rows ({@link #of}). A run recorded
 * out of order becomes the night before of the plan's next run, whose points are then judged
 * again against it; that run's change points and acknowledgement stay as they were judged.
 */
public final class NightVerdicts {
    private static final String KEY_COLUMNS = PointColumns.KEY;
    /** A point's verdict row's columns as the judge writes them, in order; {@link BoardCopy} writes the same. */
    static final String POINT_VERDICT_COLUMNS = "run_id, " + KEY_COLUMNS
            + ", baseline_mb_s, candidate_mb_s, relative_change, highest_change, p_value, test, verdict";
    /** A night's verdict row's columns, in order; {@link BoardCopy} writes the same. */
    static final String VERDICT_COLUMNS = "run_id, baseline_run, threshold, alpha";

    private NightVerdicts() {}

    /** A change point's row's columns, in order. */
    private static final String CHANGE_POINT_COLUMNS = "run_id, " + KEY_COLUMNS
            + ", before_run, after_run, after_started, mean_before, mean_after, p_value, verdict";

    /** A recorded run as the judge needs it. */
    private record Run(long key, String runId, String started) {}

    /** Judges the just-recorded run {@code runKey} of {@code record}, and the plan's next run if there is one. */
    static void judge(ResultsDatabase database, Connection c, long runKey, RunRecord record) throws SQLException {
        String board = record.run().board();
        List<MeasuredPoint> tonight =
                record.points().stream().filter(p -> !p.isPredicted()).toList();
        Run run = new Run(
                runKey, record.run().runId(), RunRows.time(record.run().info().started()));
        Optional<Run> before = neighbour(c, run, true);
        store(c, run, before, judged(c, board, before, tonight, record.threshold()), record.threshold());
        Optional<Run> after = neighbour(c, run, false);
        if (after.isEmpty()) {
            try {
                searchChangePoints(database, c, runKey, record);
            } catch (BadInputException e) {
                // A history row this bulkbench refuses: the night is recorded, its change points not searched.
            }
        } else {
            double threshold = of(c, board, after.get().key())
                    .map(NightVerdict::threshold)
                    .orElse(RunComparison.DEFAULT_THRESHOLD);
            List<MeasuredPoint> next =
                    StoredPoints.measured(c, board, after.get().key());
            // Its points against the night now before it; its change points and acknowledgement stay as judged.
            replacePoints(
                    c,
                    new Judgement(
                            after.get().key(),
                            Optional.of(run.runId()),
                            RunComparison.compare(tonight, next, threshold, RunComparison.DEFAULT_ALPHA),
                            threshold));
        }
    }

    /**
     * The change points of the board's latest nights, the run just recorded the latest, from
     * the acknowledged run on, stored with the acknowledgement in force as the rest of the
     * run's verdict (whose points are judged and stored already).
     */
    static void searchChangePoints(ResultsDatabase database, Connection c, long runKey, RunRecord record)
            throws SQLException {
        String board = record.run().board();
        ChangePointSettings settings = ChangePointSettings.defaults();
        BoardTrend latest = new HistoryQuery(database, ChangeMarks.NONE).latest(board, settings.window());
        if (latest.runs().isEmpty()
                || !latest.runs()
                        .get(latest.runs().size() - 1)
                        .runId()
                        .equals(record.run().runId())) {
            return;
        }
        Optional<Acknowledgement> acknowledged = AcknowledgementStore.current(c, board);
        List<ChangePointFinding> found =
                NightVerdict.changePointsOf(latest, acknowledged, settings, record.threshold());
        try (PreparedStatement s = c.prepareStatement("UPDATE verdict SET change_points_searched = 1, "
                + "ack_since_run = ?, ack_reason = ?, ack_by = ?, ack_at = ? WHERE run_id = ?")) {
            s.setString(1, acknowledged.map(Acknowledgement::sinceRun).orElse(null));
            s.setString(2, acknowledged.map(Acknowledgement::reason).orElse(null));
            s.setString(3, acknowledged.map(Acknowledgement::by).orElse(null));
            s.setString(4, acknowledged.map(a -> RunRows.time(a.at())).orElse(null));
            s.setLong(5, runKey);
            s.executeUpdate();
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO change_point_verdict (" + CHANGE_POINT_COLUMNS
                + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (ChangePointFinding f : found) {
                PointKey key = f.key();
                int i = 1;
                s.setLong(i++, runKey);
                s.setString(i++, key.device());
                s.setString(i++, key.direction().label());
                s.setInt(i++, key.buffers());
                s.setInt(i++, key.requestBytes());
                s.setString(i++, key.copyMode().label());
                s.setString(i++, f.beforeRun());
                s.setString(i++, f.afterRun());
                s.setString(i++, RunRows.time(f.afterStarted()));
                RunStore.number(s, i++, f.meanBefore());
                RunStore.number(s, i++, f.meanAfter());
                RunStore.number(s, i++, f.pValue());
                s.setString(i, f.kind().label());
                s.addBatch();
            }
            s.executeBatch();
        }
    }

    /** A night's verdict as it is stored: the run, the run it was judged against, each point's change, the threshold. */
    record Judgement(long runKey, @NonNull Optional<String> baselineRun, List<PointChange> changes, double threshold) {
        Judgement {
            changes = List.copyOf(changes);
        }
    }

    /**
     * Judges runs of one board and plan just written in night order (a synthetic lab's),
     * each against the one before it from the points in hand; the first against the run
     * the database holds before it, if any.
     */
    static void judgeInOrder(Connection c, List<Long> keys, List<RunRecord> records) throws SQLException {
        for (Judgement j : judgedInOrder(c, keys, records)) {
            store(c, j);
        }
    }

    /** As {@link #judgeInOrder}, the verdicts returned for the caller to store (a COPY of many nights). */
    static List<Judgement> judgedInOrder(Connection c, List<Long> keys, List<RunRecord> records) throws SQLException {
        List<Judgement> out = new ArrayList<>(records.size());
        for (int i = 0; i < records.size(); i++) {
            RunRecord record = records.get(i);
            if (i == 0) {
                Run run = new Run(
                        keys.get(i),
                        record.run().runId(),
                        RunRows.time(record.run().info().started()));
                Optional<Run> before = neighbour(c, run, true);
                out.add(new Judgement(
                        run.key(),
                        before.map(Run::runId),
                        judged(c, record.run().board(), before, record.points(), record.threshold()),
                        record.threshold()));
                continue;
            }
            RunRecord previous = records.get(i - 1);
            out.add(new Judgement(
                    keys.get(i),
                    Optional.of(previous.run().runId()),
                    RunComparison.compare(
                            previous.points(), record.points(), record.threshold(), RunComparison.DEFAULT_ALPHA),
                    record.threshold()));
        }
        return out;
    }

    /**
     * Judges every recorded run that has no verdict (a database kept from before nights were
     * judged), at the default threshold, board by board and plan by plan in night order,
     * each run's points read once. Returns how many runs it judged.
     */
    public static int judgeUnjudged(Connection c) throws SQLException {
        record Unjudged(long key, String runId, String started, String board, String plan) {}
        List<Unjudged> runs = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT r.id, r.run_id, r.started_at, b.name AS board, "
                        + "r.plan_fingerprint FROM run r JOIN board b ON r.board_id = b.id "
                        + "WHERE NOT EXISTS (SELECT 1 FROM verdict v WHERE v.run_id = r.id) "
                        + "ORDER BY b.id, r.plan_fingerprint, r.started_at, r.run_id");
                ResultSet rs = s.executeQuery()) {
            while (rs.next()) {
                runs.add(new Unjudged(
                        rs.getLong("id"),
                        rs.getString("run_id"),
                        rs.getString("started_at"),
                        rs.getString("board"),
                        rs.getString("plan_fingerprint")));
            }
        }
        Unjudged previous = null;
        List<MeasuredPoint> previousPoints = List.of();
        int judged = 0;
        for (Unjudged u : runs) {
            Run run = new Run(u.key(), u.runId(), u.started());
            boolean samePlan = previous != null
                    && previous.board().equals(u.board())
                    && previous.plan().equals(u.plan());
            double threshold = RunComparison.DEFAULT_THRESHOLD;
            try {
                List<MeasuredPoint> points = StoredPoints.measured(c, u.board(), u.key());
                Optional<Run> before = samePlan
                        ? Optional.of(new Run(previous.key(), previous.runId(), previous.started()))
                        : neighbour(c, run, true);
                List<PointChange> changes = samePlan
                        ? RunComparison.compare(previousPoints, points, threshold, RunComparison.DEFAULT_ALPHA)
                        : judged(c, u.board(), before, points, threshold);
                store(c, run, before, changes, threshold);
                previous = u;
                previousPoints = points;
                judged++;
            } catch (BadInputException e) {
                // A row no recording wrote (a hand's): the run stays unjudged, as the surfaces then say.
                previous = null;
            }
        }
        return judged;
    }

    private static List<PointChange> judged(
            Connection c, String board, Optional<Run> before, List<MeasuredPoint> tonight, double threshold)
            throws SQLException {
        if (before.isEmpty()) {
            return List.of();
        }
        return RunComparison.compare(
                StoredPoints.measured(c, board, before.get().key()), tonight, threshold, RunComparison.DEFAULT_ALPHA);
    }

    /** The run of the same board and plan just before ({@code earlier}) or just after {@code run}. */
    private static Optional<Run> neighbour(Connection c, Run run, boolean earlier) throws SQLException {
        String sql = "SELECT o.id, o.run_id, o.started_at FROM run o JOIN run r ON o.board_id = r.board_id "
                + "AND o.plan_fingerprint = r.plan_fingerprint WHERE r.id = ? AND o.id <> r.id AND "
                + (earlier
                        ? "(o.started_at < ? OR (o.started_at = ? AND o.run_id < ?)) "
                                + "ORDER BY o.started_at DESC, o.run_id DESC"
                        : "(o.started_at > ? OR (o.started_at = ? AND o.run_id > ?)) "
                                + "ORDER BY o.started_at, o.run_id")
                + " LIMIT 1";
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setLong(1, run.key());
            s.setString(2, run.started());
            s.setString(3, run.started());
            s.setString(4, run.runId());
            try (ResultSet rs = s.executeQuery()) {
                return rs.next()
                        ? Optional.of(new Run(rs.getLong("id"), rs.getString("run_id"), rs.getString("started_at")))
                        : Optional.empty();
            }
        }
    }

    private static void store(Connection c, Run run, Optional<Run> before, List<PointChange> changes, double threshold)
            throws SQLException {
        store(c, new Judgement(run.key(), before.map(Run::runId), changes, threshold));
    }

    private static void store(Connection c, Judgement j) throws SQLException {
        for (String table : List.of("point_verdict", "verdict")) {
            try (PreparedStatement s = c.prepareStatement("DELETE FROM " + table + " WHERE run_id = ?")) {
                s.setLong(1, j.runKey());
                s.executeUpdate();
            }
        }
        try (PreparedStatement s =
                c.prepareStatement("INSERT INTO verdict (" + VERDICT_COLUMNS + ") VALUES (?, ?, ?, ?)")) {
            s.setLong(1, j.runKey());
            s.setString(2, j.baselineRun().orElse(null));
            s.setDouble(3, j.threshold());
            s.setDouble(4, RunComparison.DEFAULT_ALPHA);
            s.executeUpdate();
        }
        insertPoints(c, j);
    }

    /** A judged run's points judged again (a run recorded before it out of night order): the rest of its verdict stays. */
    private static void replacePoints(Connection c, Judgement j) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("DELETE FROM point_verdict WHERE run_id = ?")) {
            s.setLong(1, j.runKey());
            s.executeUpdate();
        }
        try (PreparedStatement s =
                c.prepareStatement("UPDATE verdict SET baseline_run = ?, threshold = ? WHERE run_id = ?")) {
            s.setString(1, j.baselineRun().orElse(null));
            s.setDouble(2, j.threshold());
            s.setLong(3, j.runKey());
            s.executeUpdate();
        }
        insertPoints(c, j);
    }

    private static void insertPoints(Connection c, Judgement j) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO point_verdict (" + POINT_VERDICT_COLUMNS
                + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (PointChange change : j.changes()) {
                PointKey key = change.key();
                int i = 1;
                s.setLong(i++, j.runKey());
                s.setString(i++, key.device());
                s.setString(i++, key.direction().label());
                s.setInt(i++, key.buffers());
                s.setInt(i++, key.requestBytes());
                s.setString(i++, key.copyMode().label());
                RunStore.number(s, i++, change.baselineMbS());
                RunStore.number(s, i++, change.candidateMbS());
                RunStore.number(s, i++, change.relativeChange());
                RunStore.number(s, i++, change.highestChange());
                RunStore.number(s, i++, change.pValue());
                s.setString(i++, change.test());
                s.setString(i, change.verdict().label());
                s.addBatch();
            }
            s.executeBatch();
        }
    }

    /**
     * The stored verdict of the run {@code runId} of {@code board}; empty when it was never
     * judged (or is not recorded). What nightly writes into compare.csv and JUnit.
     */
    public static Optional<NightVerdict> of(ResultsDatabase database, String board, String runId) throws SQLException {
        return of(database.connection(), board, runId);
    }

    /**
     * A night's stored verdict in counts: the run it was judged against (empty for a
     * board's first run of its plan), at what threshold (a share), how many of its points got
     * each verdict, and how many of its change points got each.
     */
    public record Tally(
            @NonNull Optional<String> baselineRun,
            double threshold,
            Map<Verdict, Integer> counts,
            Map<ChangePointFinding.Kind, Integer> changePoints) {
        public Tally {
            counts = Map.copyOf(counts);
            changePoints = Map.copyOf(changePoints);
        }

        /** What the night came to ({@link NightVerdict.Outcome#of}). */
        public NightVerdict.Outcome outcome() {
            return NightVerdict.Outcome.of(
                    counts.getOrDefault(Verdict.REGRESSION, 0),
                    changePoints.getOrDefault(ChangePointFinding.Kind.REGRESSION, 0),
                    changePoints.getOrDefault(ChangePointFinding.Kind.ACKNOWLEDGED, 0));
        }
    }

    /** Each judged run of {@code board}, by run id, with its stored verdict in counts: two queries for all its nights. */
    public static Map<String, Tally> talliesOf(ResultsDatabase database, String board) throws SQLException {
        Map<String, Tally> tallies = new HashMap<>();
        Connection c = database.connection();
        try (PreparedStatement s = c.prepareStatement("SELECT r.run_id, v.baseline_run, v.threshold, pv.verdict, "
                + "COUNT(pv.verdict) AS points FROM run r JOIN board b ON r.board_id = b.id JOIN verdict v ON v.run_id = r.id "
                + "LEFT JOIN point_verdict pv ON pv.run_id = r.id WHERE b.name = ? "
                + "GROUP BY r.id, r.run_id, v.baseline_run, v.threshold, pv.verdict")) {
            s.setString(1, board);
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    String run = rs.getString("run_id");
                    Tally before = tallies.get(run);
                    Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
                    if (before != null) {
                        counts.putAll(before.counts());
                    }
                    String verdict = rs.getString("verdict");
                    if (verdict != null) {
                        counts.put(Verdict.parse(verdict), rs.getInt("points"));
                    }
                    tallies.put(
                            run,
                            new Tally(
                                    Optional.ofNullable(rs.getString("baseline_run")),
                                    rs.getDouble("threshold"),
                                    counts,
                                    Map.of()));
                }
            }
        }
        try (PreparedStatement s = c.prepareStatement("SELECT r.run_id, cv.verdict, COUNT(*) AS findings FROM run r "
                + "JOIN board b ON r.board_id = b.id JOIN change_point_verdict cv ON cv.run_id = r.id "
                + "WHERE b.name = ? GROUP BY r.id, r.run_id, cv.verdict")) {
            s.setString(1, board);
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    String run = rs.getString("run_id");
                    Tally t = tallies.get(run);
                    Map<ChangePointFinding.Kind, Integer> kinds = new EnumMap<>(ChangePointFinding.Kind.class);
                    kinds.putAll(t.changePoints());
                    kinds.put(ChangePointFinding.Kind.parse(rs.getString("verdict")), rs.getInt("findings"));
                    tallies.put(run, new Tally(t.baselineRun(), t.threshold(), t.counts(), kinds));
                }
            }
        }
        return tallies;
    }

    /** The stored verdict of the run {@code runId} of {@code board}; empty when it was never judged. */
    static Optional<NightVerdict> of(Connection c, String board, String runId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "SELECT r.id FROM run r JOIN board b ON r.board_id = b.id WHERE b.name = ? AND r.run_id = ?")) {
            s.setString(1, board);
            s.setString(2, runId);
            try (ResultSet rs = s.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                return of(c, board, rs.getLong(1));
            }
        }
    }

    /** The stored verdict of the run {@code runKey} of {@code board}; empty when it was never judged. */
    static Optional<NightVerdict> of(Connection c, String board, long runKey) throws SQLException {
        Optional<String> baseline;
        double threshold;
        boolean searched;
        Optional<Acknowledgement> acknowledged;
        try (PreparedStatement s = c.prepareStatement("SELECT baseline_run, threshold, change_points_searched, "
                + "ack_since_run, ack_reason, ack_by, ack_at FROM verdict WHERE run_id = ?")) {
            s.setLong(1, runKey);
            try (ResultSet rs = s.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                baseline = Optional.ofNullable(rs.getString("baseline_run"));
                threshold = rs.getDouble("threshold");
                searched = rs.getInt("change_points_searched") != 0;
                acknowledged = rs.getString("ack_since_run") == null
                        ? Optional.empty()
                        : Optional.of(new Acknowledgement(
                                rs.getString("ack_since_run"),
                                rs.getString("ack_reason"),
                                rs.getString("ack_by"),
                                Instant.parse(rs.getString("ack_at"))));
            }
        }
        List<PointChange> changes = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT " + KEY_COLUMNS + ", baseline_mb_s, candidate_mb_s, "
                + "relative_change, highest_change, p_value, test, verdict FROM point_verdict WHERE run_id = ? "
                + "ORDER BY " + KEY_COLUMNS)) {
            s.setLong(1, runKey);
            try (ResultSet rs = s.executeQuery()) {
                PointColumns columns = PointColumns.of(rs);
                while (rs.next()) {
                    changes.add(new PointChange(
                            columns.key(rs, board),
                            RunRows.number(rs, "baseline_mb_s"),
                            RunRows.number(rs, "candidate_mb_s"),
                            RunRows.number(rs, "relative_change"),
                            RunRows.number(rs, "highest_change"),
                            RunRows.number(rs, "p_value"),
                            rs.getString("test"),
                            Verdict.parse(rs.getString("verdict"))));
                }
            }
        }
        return Optional.of(
                new NightVerdict(baseline, threshold, changes, searched, changePoints(c, board, runKey), acknowledged));
    }

    /** A night's stored change points, in the order they were found (drops first, the largest first). */
    private static List<ChangePointFinding> changePoints(Connection c, String board, long runKey) throws SQLException {
        List<ChangePointFinding> found = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement(
                "SELECT " + KEY_COLUMNS + ", before_run, after_run, "
                        + "after_started, mean_before, mean_after, p_value, verdict FROM change_point_verdict WHERE run_id = ?")) {
            s.setLong(1, runKey);
            try (ResultSet rs = s.executeQuery()) {
                PointColumns columns = PointColumns.of(rs);
                while (rs.next()) {
                    found.add(new ChangePointFinding(
                            columns.key(rs, board),
                            rs.getString("before_run"),
                            rs.getString("after_run"),
                            Instant.parse(rs.getString("after_started")),
                            RunRows.number(rs, "mean_before"),
                            RunRows.number(rs, "mean_after"),
                            RunRows.number(rs, "p_value"),
                            ChangePointFinding.Kind.parse(rs.getString("verdict"))));
                }
            }
        }
        found.sort(NightVerdicts::byFinding);
        return found;
    }

    /** Drops before rises, the largest first: the order the search gives, which a table does not keep. */
    private static int byFinding(ChangePointFinding a, ChangePointFinding b) {
        boolean aRises = a.meanAfter() >= a.meanBefore();
        boolean bRises = b.meanAfter() >= b.meanBefore();
        if (aRises != bRises) {
            return aRises ? 1 : -1;
        }
        int bySize = Double.compare(Math.abs(b.relativeChange()), Math.abs(a.relativeChange()));
        return bySize != 0 ? bySize : PointKey.ORDER.compare(a.key(), b.key());
    }

    /** A night's stored verdict with the board and run it is of. */
    public record StoredNight(
            @NonNull String board,
            @NonNull String runId,
            @NonNull Instant started,
            @NonNull NightVerdict verdict) {}

    /**
     * The nights of every board started at or after {@code from} whose stored verdict is a
     * regression (a point slower than the night before, or a change point confirming a drop),
     * newest first, at most {@code limit}: what the lab's feed keeps.
     */
    public static List<StoredNight> regressionsSince(ResultsDatabase database, Instant from, int limit)
            throws SQLException {
        Connection c = database.connection();
        record Found(long key, String board, String runId, String started) {}
        List<Found> found = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT r.id, b.name AS board, r.run_id, r.started_at FROM run r "
                + "JOIN board b ON r.board_id = b.id WHERE r.started_at >= ? AND ("
                // The verdict is written out, not bound, so that the planner may use the index of
                // regressions alone (migration V14) whatever plan it keeps for the statement.
                + "EXISTS (SELECT 1 FROM point_verdict p WHERE p.run_id = r.id AND p.verdict = '"
                + Verdict.REGRESSION.label() + "') "
                + "OR EXISTS (SELECT 1 FROM change_point_verdict cv WHERE cv.run_id = r.id AND cv.verdict = ?)) "
                + "ORDER BY r.started_at DESC, b.name, r.run_id LIMIT ?")) {
            s.setString(1, RunRows.time(from));
            s.setString(2, ChangePointFinding.Kind.REGRESSION.label());
            s.setInt(3, limit);
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    found.add(new Found(
                            rs.getLong("id"),
                            rs.getString("board"),
                            rs.getString("run_id"),
                            rs.getString("started_at")));
                }
            }
        }
        List<StoredNight> nights = new ArrayList<>(found.size());
        for (Found f : found) {
            Optional<NightVerdict> verdict = of(c, f.board(), f.key());
            if (verdict.isPresent()) {
                nights.add(new StoredNight(
                        f.board(),
                        f.runId(),
                        RunRows.instant(
                                f.started(), "started_at", "run " + f.runId() + " of board '" + f.board() + "'"),
                        verdict.get()));
            }
        }
        return nights;
    }
}
