package io.bulkbench.history;

import io.bulkbench.analysis.Undecided;
import io.bulkbench.analysis.ValueInterval;
import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.DefaultTrend;
import io.bulkbench.analysis.trend.NightlyPoint;
import io.bulkbench.analysis.trend.PlanFingerprint;
import io.bulkbench.analysis.trend.PointTrend;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.analysis.trend.RunInfo;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.PointOrigin;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A board's history from the database: its runs under the latest run's plan (runs of
 * other plans are counted, not compared), every point key's series over them and every
 * recommended default's, oldest run first. The points carry no per-iteration samples:
 * change points are found in the nightly means, and a night's verdict is read as it was
 * stored ({@link NightVerdicts}), never judged from these.
 */
public final class HistoryQuery {

    /** The columns a run is made of ({@link #run}), of run alias {@code r}. */
    static final String RUN_COLUMNS = "SELECT r.id, r.run_id, r.device, r.started_at, r.host, r.label, "
            + "r.bulkbench_version, r.plan_fingerprint, r.plan_settings";

    private final ResultsDatabase database;
    private final ChangeMarks marks;

    public HistoryQuery(ResultsDatabase database, ChangeMarks marks) {
        this.database = database;
        this.marks = marks;
    }

    /** Every board with a run recorded, by name. */
    public List<String> boards() throws SQLException {
        List<String> boards = new ArrayList<>();
        try (PreparedStatement s = database.connection()
                        .prepareStatement("SELECT DISTINCT b.name FROM board b JOIN run r ON r.board_id = b.id "
                                + "ORDER BY b.name");
                ResultSet rs = s.executeQuery()) {
            while (rs.next()) {
                boards.add(rs.getString(1));
            }
        }
        return boards;
    }

    /** The history of a board, optionally of one device and from one day (UTC) on. */
    public BoardTrend of(String board, Optional<String> device, Optional<LocalDate> since) throws SQLException {
        Connection c = database.connection();
        Map<Long, RecordedRun> runs = runs(c, board, device, since);
        if (runs.isEmpty()) {
            throw noRuns(c, board, device, since);
        }
        List<RecordedRun> all = List.copyOf(runs.values());
        PlanFingerprint plan = all.get(all.size() - 1).plan();
        Map<Long, RecordedRun> shown = new LinkedHashMap<>();
        runs.forEach((id, run) -> {
            if (run.plan().id().equals(plan.id())) {
                shown.put(id, run);
            }
        });
        return trendOf(c, board, plan, shown, otherPlans(all, plan));
    }

    /**
     * The board's latest {@code nights} runs of its latest run's plan, with their series and
     * defaults, read without the rest of its history (what the site's index shows, and a
     * recording refreshes): runs of other plans are left out, not counted.
     */
    public BoardTrend latest(String board, int nights) throws SQLException {
        Connection c = database.connection();
        Map<Long, RecordedRun> runs = latestRuns(c, board, nights);
        PlanFingerprint plan = runs.values().iterator().next().plan();
        return trendOf(c, board, plan, runs, List.of());
    }

    /**
     * The same without the points: the board's latest {@code nights} runs of its latest
     * run's plan and each recommended default's nights over them, a few rows a night (what a
     * lab's held defaults are judged from).
     */
    public BoardTrend latestDefaults(String board, int nights) throws SQLException {
        Connection c = database.connection();
        Map<Long, RecordedRun> runs = latestRuns(c, board, nights);
        PlanFingerprint plan = runs.values().iterator().next().plan();
        return new BoardTrend(board, plan, List.copyOf(runs.values()), List.of(), List.of(), defaults(c, runs));
    }

    /** The board's latest {@code nights} runs of its latest run's plan, oldest first; refused when it has none. */
    private Map<Long, RecordedRun> latestRuns(Connection c, String board, int nights) throws SQLException {
        Map<Long, RecordedRun> newestFirst = new LinkedHashMap<>();
        try (PreparedStatement s = c.prepareStatement(RUN_COLUMNS + " FROM run r JOIN board b ON r.board_id = b.id "
                + "WHERE b.name = ? AND r.plan_fingerprint = (SELECT q.plan_fingerprint FROM run q "
                + "WHERE q.board_id = b.id ORDER BY q.started_at DESC, q.run_id DESC LIMIT 1) "
                + "ORDER BY r.started_at DESC, r.run_id DESC LIMIT ?")) {
            s.setString(1, board);
            s.setInt(2, nights);
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    newestFirst.put(rs.getLong("id"), run(rs, board));
                }
            }
        }
        if (newestFirst.isEmpty()) {
            throw noRuns(c, board, Optional.empty(), Optional.empty());
        }
        List<Long> ids = new ArrayList<>(newestFirst.keySet());
        Collections.reverse(ids);
        Map<Long, RecordedRun> runs = new LinkedHashMap<>();
        ids.forEach(id -> runs.put(id, newestFirst.get(id)));
        return runs;
    }

    private BoardTrend trendOf(
            Connection c,
            String board,
            PlanFingerprint plan,
            Map<Long, RecordedRun> shown,
            List<BoardTrend.PlanRuns> otherPlans)
            throws SQLException {
        List<PointTrend> points = points(c, shown);
        List<DefaultTrend> defaults = defaults(c, shown);
        return new BoardTrend(board, plan, List.copyOf(shown.values()), otherPlans, points, defaults);
    }

    private Map<Long, RecordedRun> runs(Connection c, String board, Optional<String> device, Optional<LocalDate> since)
            throws SQLException {
        String sql = RUN_COLUMNS + " FROM run r JOIN board b ON r.board_id = b.id WHERE b.name = ?"
                + (device.isPresent() ? " AND r.device = ?" : "")
                + " ORDER BY r.started_at, r.run_id";
        // --since is compared as an instant here, not as text in SQL: "+10000-01-01" sorts before "2026".
        Optional<Instant> from = since.map(d -> d.atStartOfDay(ZoneOffset.UTC).toInstant());
        Map<Long, RecordedRun> runs = new LinkedHashMap<>();
        try (PreparedStatement s = c.prepareStatement(sql)) {
            int i = 1;
            s.setString(i++, board);
            if (device.isPresent()) {
                s.setString(i++, device.get());
            }
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    RecordedRun run = run(rs, board);
                    if (from.isEmpty() || !run.info().started().isBefore(from.get())) {
                        runs.put(rs.getLong("id"), run);
                    }
                }
            }
        }
        return runs;
    }

    /** The run of the current row of a query that selects {@link #RUN_COLUMNS}. */
    static RecordedRun run(ResultSet rs, String board) throws SQLException {
        RunInfo info = new RunInfo(
                RunRows.instant(
                        rs.getString("started_at"),
                        "started_at",
                        "run " + rs.getString("run_id") + " of board '" + board + "'"),
                rs.getString("host"),
                rs.getString("label"),
                rs.getString("bulkbench_version"));
        PlanFingerprint plan = new PlanFingerprint(rs.getString("plan_fingerprint"), rs.getString("plan_settings"));
        return new RecordedRun(board, rs.getString("run_id"), rs.getString("device"), info, plan);
    }

    /** Every point key's series over {@code runs}. */
    private List<PointTrend> points(Connection c, Map<Long, RecordedRun> runs) throws SQLException {
        Map<PointKey, List<NightlyPoint>> series = new HashMap<>();
        String board = runs.values().iterator().next().board();
        forEachRowOf(
                c,
                "SELECT t.run_id, " + PointColumns.key("t") + ", " + RunRows.POINT_FIGURES + ", " + RunRows.CPU_FIGURES
                        + " FROM point t",
                "t.role = '" + RunStore.MEASURED + "'",
                runs,
                (run, rs, columns) -> {
                    MeasuredPoint point = columns.point(rs, board, List.of(), PointOrigin.MEASURED)
                            .withCpu(columns.cpu(rs));
                    series.computeIfAbsent(point.key(), k -> new ArrayList<>()).add(new NightlyPoint(run, point));
                });
        List<PointKey> keys = new ArrayList<>(series.keySet());
        keys.sort(PointKey.ORDER);
        List<PointTrend> trends = new ArrayList<>(keys.size());
        for (PointKey key : keys) {
            List<NightlyPoint> nights = series.get(key);
            PointTrend unmarked = new PointTrend(key, nights, List.of());
            trends.add(new PointTrend(key, nights, marks.changesIn(unmarked.throughputs())));
        }
        return trends;
    }

    private static List<DefaultTrend> defaults(Connection c, Map<Long, RecordedRun> runs) throws SQLException {
        record Id(String device, Direction direction, CopyMode copyMode, String symbol) {}
        Map<Id, List<DefaultTrend.Night>> series = new LinkedHashMap<>();
        forEachRowOf(
                c,
                "SELECT t.run_id, t.device, t.direction, t.copy_mode, t.symbol, t.value, t.throughput_mb_s, "
                        + "t.memory_bytes, t.undecided, t.value_interval FROM recommendation t",
                "1 = 1",
                runs,
                (run, rs, columns) -> {
                    Id id = new Id(
                            rs.getString("device"),
                            Direction.parse(rs.getString("direction")),
                            CopyMode.parse(rs.getString("copy_mode")),
                            rs.getString("symbol"));
                    series.computeIfAbsent(id, k -> new ArrayList<>()).add(night(run, rs));
                });
        List<DefaultTrend> defaults = new ArrayList<>();
        series.forEach((id, nights) ->
                defaults.add(new DefaultTrend(id.device(), id.direction(), id.copyMode(), id.symbol(), nights)));
        defaults.sort(Comparator.comparing(DefaultTrend::device)
                .thenComparing(DefaultTrend::direction)
                .thenComparing(DefaultTrend::copyMode)
                .thenComparing(DefaultTrend::symbol));
        return defaults;
    }

    /** A recommendation row's night: its value, throughput, memory, and whether it was decided and in what interval. */
    static DefaultTrend.Night night(RecordedRun run, ResultSet rs) throws SQLException {
        String where = "the results database's recommendation " + rs.getString("symbol") + " of run " + run.runId()
                + " of board '" + run.board() + "'";
        return new DefaultTrend.Night(
                run,
                rs.getString("value"),
                RunRows.number(rs, "throughput_mb_s"),
                rs.getLong("memory_bytes"),
                Optional.ofNullable(rs.getString("undecided")).map(u -> stored(u, Undecided::parse, where)),
                Optional.ofNullable(rs.getString("value_interval")).map(v -> stored(v, ValueInterval::parse, where)));
    }

    private static <T> T stored(String text, java.util.function.Function<String, T> parse, String where) {
        try {
            return parse.apply(text);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(where + " holds " + e.getMessage()
                    + "; correct it in the database, or delete the run and record its folder again (bulkbench import)");
        }
    }

    /**
     * Runs a per-run table's query (columns of alias {@code t}, {@code t.run_id} among them)
     * over the given runs and the rows meeting {@code condition}, rows in run order, its
     * columns found by name once.
     */
    private static void forEachRowOf(
            Connection c, String select, String condition, Map<Long, RecordedRun> runs, RowReader reader)
            throws SQLException {
        String placeholders = String.join(", ", Collections.nCopies(runs.size(), "?"));
        try (PreparedStatement s = c.prepareStatement(select + " JOIN run r ON t.run_id = r.id WHERE t.run_id IN ("
                + placeholders + ") AND " + condition + " ORDER BY r.started_at, r.run_id, t.id")) {
            int i = 1;
            for (long id : runs.keySet()) {
                s.setLong(i++, id);
            }
            try (ResultSet rs = s.executeQuery()) {
                PointColumns columns = PointColumns.of(rs);
                int runId = rs.findColumn("run_id");
                while (rs.next()) {
                    reader.read(runs.get(rs.getLong(runId)), rs, columns);
                }
            }
        }
    }

    @FunctionalInterface
    private interface RowReader {
        void read(RecordedRun run, ResultSet rs, PointColumns columns) throws SQLException;
    }

    private static List<BoardTrend.PlanRuns> otherPlans(List<RecordedRun> all, PlanFingerprint shown) {
        Map<String, List<RecordedRun>> byPlan = new LinkedHashMap<>();
        for (RecordedRun run : all) {
            if (!run.plan().id().equals(shown.id())) {
                byPlan.computeIfAbsent(run.plan().id(), k -> new ArrayList<>()).add(run);
            }
        }
        List<BoardTrend.PlanRuns> others = new ArrayList<>();
        byPlan.values().forEach(runs -> {
            RecordedRun latest = runs.get(runs.size() - 1);
            others.add(new BoardTrend.PlanRuns(latest.plan(), runs.size(), latest));
        });
        others.sort(Comparator.comparing(
                        (BoardTrend.PlanRuns p) -> p.latest().info().started())
                .reversed());
        return others;
    }

    private BadInputException noRuns(Connection c, String board, Optional<String> device, Optional<LocalDate> since)
            throws SQLException {
        boolean known;
        try (PreparedStatement s = c.prepareStatement("SELECT 1 FROM board WHERE name = ?")) {
            s.setString(1, board);
            try (ResultSet rs = s.executeQuery()) {
                known = rs.next();
            }
        }
        if (!known) {
            // The refusal names the board asked for, never the database's others: they are not the user's input.
            return new BadInputException("board '" + board + "' has no run recorded in "
                    + database.location().shown()
                    + "; give the board name a sweep recorded (the folder under results/), or record its runs"
                    + " with bulkbench import DIR...");
        }
        return new BadInputException(
                "board '" + board + "' has no run" + device.map(d -> " on " + d).orElse("")
                        + since.map(d -> " since " + d).orElse("") + "; drop or change --device and --since");
    }
}
