package io.bulkbench.history;

import io.bulkbench.analysis.bisect.CommitVerdict;
import io.bulkbench.analysis.bisect.RecordedBisection;
import io.bulkbench.analysis.bisect.RecordedBisection.Conclusion;
import io.bulkbench.analysis.bisect.RecordedBisection.Outcome;
import io.bulkbench.analysis.bisect.RelativeChange;
import io.bulkbench.analysis.bisect.Side;
import io.bulkbench.analysis.bisect.TestedCommit;
import io.bulkbench.analysis.bisect.TestedCommit.PointResult;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Records finished bisects beside the board's runs, each in one transaction (the
 * bisection and every tested commit, or nothing), and reads a board's bisections back. A
 * bisection is known by its folder: recording the same folder again does nothing.
 */
public final class BisectionStore {
    private static final String POINT_COLUMNS = "direction, buffers, request_bytes, copy_mode";

    private final ResultsDatabase database;

    public BisectionStore(ResultsDatabase database) {
        this.database = database;
    }

    /** Records a bisection; {@link RecordOutcome#ALREADY_RECORDED} when its folder is recorded already. */
    public RecordOutcome record(RecordedBisection b) throws SQLException {
        return RecordOnce.record(database.connection(), c -> key(c, b.folder()).isPresent(), c -> {
            insert(c, b);
            insertCommits(c, key(c, b.folder()).orElseThrow(), b.commits());
        });
    }

    /** The board's bisections, oldest first, each with its tested commits in bisect.csv's order. */
    public List<RecordedBisection> of(String board) throws SQLException {
        Connection c = database.connection();
        Map<Long, Row> rows = new LinkedHashMap<>();
        try (PreparedStatement s = c.prepareStatement("SELECT id, device, points, repo, good_sha, bad_sha, from_run,"
                + " outcome, culprit_sha, culprit_subject, candidates, threshold, started_at, finished_at, host,"
                + " folder, bulkbench_version FROM bisection WHERE board = ? ORDER BY started_at, id")) {
            s.setString(1, board);
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    rows.put(rs.getLong("id"), row(rs, board));
                }
            }
        }
        List<RecordedBisection> out = new ArrayList<>();
        for (Map.Entry<Long, Row> e : rows.entrySet()) {
            Row r = e.getValue();
            out.add(new RecordedBisection(
                    board,
                    r.device(),
                    r.points(),
                    r.range(),
                    r.conclusion(),
                    r.threshold(),
                    r.when(),
                    r.folder(),
                    commits(c, e.getKey(), r.points())));
        }
        return out;
    }

    /** A bisection's own columns, read. */
    private record Row(
            String device,
            List<PointKey> points,
            RecordedBisection.Range range,
            Conclusion conclusion,
            double threshold,
            RecordedBisection.When when,
            String folder) {}

    private static Row row(ResultSet rs, String board) throws SQLException {
        String device = rs.getString("device");
        List<PointKey> points = new ArrayList<>();
        for (String line : rs.getString("points").split("\n")) {
            String[] f = line.split(",");
            points.add(new PointKey(
                    board,
                    device,
                    Direction.parse(f[0]),
                    Integer.parseInt(f[3]),
                    Integer.parseInt(f[2]),
                    CopyMode.parse(f[1])));
        }
        Outcome outcome = Outcome.parse(rs.getString("outcome"))
                .orElseThrow(() -> new IllegalStateException("bisection outcome " + quietly(rs, "outcome")));
        Conclusion conclusion = switch (outcome) {
            case FOUND -> Conclusion.found(rs.getString("culprit_sha"), rs.getString("culprit_subject"));
            case ONE_OF ->
                Conclusion.oneOf(Arrays.asList(rs.getString("candidates").split(" ")));
            case ENDS_ALIKE -> Conclusion.endsAlike();
        };
        return new Row(
                device,
                points,
                new RecordedBisection.Range(
                        rs.getString("repo"),
                        rs.getString("good_sha"),
                        rs.getString("bad_sha"),
                        Optional.ofNullable(rs.getString("from_run"))),
                conclusion,
                rs.getDouble("threshold"),
                new RecordedBisection.When(
                        RunRows.instant(rs.getString("started_at"), "started_at", "bisection of board '" + board + "'"),
                        RunRows.instant(
                                rs.getString("finished_at"), "finished_at", "bisection of board '" + board + "'"),
                        rs.getString("host"),
                        rs.getString("bulkbench_version")),
                rs.getString("folder"));
    }

    private static String quietly(ResultSet rs, String column) {
        try {
            return rs.getString(column);
        } catch (SQLException e) {
            return "?";
        }
    }

    private static List<TestedCommit> commits(Connection c, long bisection, List<PointKey> points) throws SQLException {
        Map<Integer, TestedCommit> heads = new LinkedHashMap<>();
        Map<Integer, List<PointResult>> results = new LinkedHashMap<>();
        try (PreparedStatement s = c.prepareStatement("SELECT row_index, commit_sha, subject, role, verdict, repeats, "
                + POINT_COLUMNS + ", mean_mb_s, change, change_low, change_high FROM bisection_commit"
                + " WHERE bisection_id = ? ORDER BY row_index")) {
            s.setLong(1, bisection);
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    int index = rs.getInt("row_index");
                    heads.computeIfAbsent(index, i -> head(rs));
                    PointKey key = new PointKey(
                            points.get(0).board(),
                            points.get(0).device(),
                            Direction.parse(rs.getString("direction")),
                            rs.getInt("buffers"),
                            rs.getInt("request_bytes"),
                            CopyMode.parse(rs.getString("copy_mode")));
                    double mean = number(rs, "mean_mb_s");
                    double change = number(rs, "change");
                    results.computeIfAbsent(index, i -> new ArrayList<>())
                            .add(new PointResult(
                                    key,
                                    Double.isNaN(mean) ? OptionalDouble.empty() : OptionalDouble.of(mean),
                                    Double.isNaN(change)
                                            ? Optional.empty()
                                            : Optional.of(new RelativeChange(
                                                    change, number(rs, "change_low"), number(rs, "change_high")))));
                }
            }
        }
        List<TestedCommit> out = new ArrayList<>();
        heads.forEach((index, h) -> {
            List<PointResult> byPoint = new ArrayList<>();
            for (PointKey p : points) {
                byPoint.add(results.get(index).stream()
                        .filter(r -> r.key().equals(p))
                        .findFirst()
                        .orElse(PointResult.notMeasured(p)));
            }
            out.add(new TestedCommit(h.commit(), h.subject(), h.role(), h.verdict(), h.repeats(), byPoint));
        });
        return out;
    }

    /** The commit's own columns of the current row (its points come after). */
    private static TestedCommit head(ResultSet rs) {
        try {
            return new TestedCommit(
                    rs.getString("commit_sha"),
                    rs.getString("subject"),
                    Side.valueOf(rs.getString("role").toUpperCase(Locale.ROOT)),
                    CommitVerdict.parse(rs.getString("verdict")),
                    rs.getInt("repeats"),
                    List.of());
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static double number(ResultSet rs, String column) throws SQLException {
        double v = rs.getDouble(column);
        return rs.wasNull() ? Double.NaN : v;
    }

    private static Optional<Long> key(Connection c, String folder) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT id FROM bisection WHERE folder = ?")) {
            s.setString(1, folder);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? Optional.of(rs.getLong(1)) : Optional.empty();
            }
        }
    }

    private static void insert(Connection c, RecordedBisection b) throws SQLException {
        List<String> points = new ArrayList<>();
        for (PointKey p : b.points()) {
            points.add(p.direction().label() + "," + p.copyMode().label() + "," + p.requestBytes() + "," + p.buffers());
        }
        Conclusion conclusion = b.conclusion();
        try (PreparedStatement s = c.prepareStatement("INSERT INTO bisection (board, device, points, repo, good_sha,"
                + " bad_sha, from_run, outcome, culprit_sha, culprit_subject, candidates, threshold, started_at,"
                + " finished_at, host, folder, bulkbench_version, recorded_at)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            int i = 1;
            s.setString(i++, b.board());
            s.setString(i++, b.device());
            s.setString(i++, String.join("\n", points));
            s.setString(i++, b.range().repo());
            s.setString(i++, b.range().good());
            s.setString(i++, b.range().bad());
            s.setString(i++, b.range().fromRun().orElse(null));
            s.setString(i++, conclusion.outcome().label());
            s.setString(i++, conclusion.culprit().orElse(null));
            s.setString(i++, conclusion.outcome() == Outcome.FOUND ? conclusion.subject() : null);
            s.setString(i++, conclusion.outcome() == Outcome.ONE_OF ? String.join(" ", conclusion.commits()) : null);
            s.setDouble(i++, b.threshold());
            s.setString(i++, RunRows.time(b.when().started()));
            s.setString(i++, RunRows.time(b.when().finished()));
            s.setString(i++, b.when().host());
            s.setString(i++, b.folder());
            s.setString(i++, b.when().bulkbenchVersion());
            s.setString(i, RunRows.time(Instant.now().truncatedTo(ChronoUnit.SECONDS)));
            s.executeUpdate();
        }
    }

    private static void insertCommits(Connection c, long bisection, List<TestedCommit> commits) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "INSERT INTO bisection_commit (bisection_id, row_index,"
                        + " commit_sha, subject, role, verdict, repeats, " + POINT_COLUMNS
                        + ", mean_mb_s, change, change_low, change_high) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (int index = 0; index < commits.size(); index++) {
                TestedCommit t = commits.get(index);
                for (PointResult p : t.points()) {
                    int i = 1;
                    s.setLong(i++, bisection);
                    s.setInt(i++, index);
                    s.setString(i++, t.commit());
                    s.setString(i++, t.subject());
                    s.setString(i++, t.role().name().toLowerCase(Locale.ROOT));
                    s.setString(i++, t.verdict().label());
                    s.setInt(i++, t.repeats());
                    s.setString(i++, p.key().direction().label());
                    s.setInt(i++, p.key().buffers());
                    s.setInt(i++, p.key().requestBytes());
                    s.setString(i++, p.key().copyMode().label());
                    RunStore.number(s, i++, p.meanMbS().orElse(Double.NaN));
                    RunStore.number(
                            s, i++, p.fromGood().map(RelativeChange::estimate).orElse(Double.NaN));
                    RunStore.number(
                            s, i++, p.fromGood().map(RelativeChange::low).orElse(Double.NaN));
                    RunStore.number(s, i, p.fromGood().map(RelativeChange::high).orElse(Double.NaN));
                    s.addBatch();
                }
            }
            s.executeBatch();
        }
    }
}
