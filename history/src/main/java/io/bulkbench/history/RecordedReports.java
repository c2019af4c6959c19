package io.bulkbench.history;

import io.bulkbench.analysis.AnalysisResult;
import io.bulkbench.analysis.Axis;
import io.bulkbench.analysis.CurveModel;
import io.bulkbench.analysis.Estimate;
import io.bulkbench.analysis.LatencySummary;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.analysis.SeriesKey;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointOrigin;
import io.bulkbench.core.TextHash;
import io.bulkbench.reports.ReportInput;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A recorded run's report read back from the database, as the report writer takes it from
 * a run folder: the measured and predicted points with their iterations, the harness
 * baselines, the completion intervals, the fits, the recommendations and the latest
 * explain comparison, each in the order it was recorded. One run at a time,
 * so a lab of any size is rendered in the memory of one run.
 *
 * <p>The database keeps the measurements and what was derived from them when the run was
 * recorded, not the files a later step adds to the folder (compare.csv, confirm.csv,
 * calibrated.yaml) nor the folder's path; the report's provenance line says so.
 */
public final class RecordedReports {
    private static final String POINT_COLUMNS = "id, role, device, direction, buffers, request_bytes, copy_mode, "
            + RunRows.POINT_FIGURES + ", " + RunRows.CPU_FIGURES;

    private final ResultsDatabase database;

    public RecordedReports(ResultsDatabase database) {
        this.database = database;
    }

    /** The report of run {@code runId} of {@code board}, or empty when the database holds no such run. */
    public Optional<ReportInput> of(String board, String runId) throws SQLException {
        Connection c = database.connection();
        Optional<Run> run = run(c, board, runId);
        if (run.isEmpty()) {
            return Optional.empty();
        }
        long key = run.get().key();
        Map<String, List<MeasuredPoint>> points = points(c, board, key);
        AnalysisResult analysis = new AnalysisResult(fits(c, board, key), recommendations(c, board, key));
        List<MeasuredPoint> shown = new ArrayList<>(points.getOrDefault(RunStore.MEASURED, List.of()));
        shown.addAll(points.getOrDefault(RunStore.PREDICTED, List.of()));
        return Optional.of(ReportInput.builderOf(shown, analysis)
                .run(runId, run.get().started(), run.get().reproduceCommand())
                .baselines(points.getOrDefault(RunStore.BASELINE, List.of()))
                .latencies(latencies(c, board, key))
                .explanation(new ExplanationStore(database).latestOf(board, runId))
                .provenance(run.get().provenance())
                .build());
    }

    /**
     * Per run id of the board, a digest of what its report is made of here: the run's
     * measurements and when they were recorded (a run measured further is recorded anew),
     * and its explain comparisons, which may be recorded after it. One query per board.
     */
    public Map<String, String> digests(String board) throws SQLException {
        Map<String, String> digests = new HashMap<>();
        try (PreparedStatement s = database.connection()
                .prepareStatement("SELECT r.run_id, r.content_sha256, r.recorded_at,"
                        + " (SELECT COUNT(*) FROM explanation e WHERE e.board_id = r.board_id AND e.after_run = r.run_id),"
                        + " (SELECT MAX(e.recorded_at) FROM explanation e"
                        + " WHERE e.board_id = r.board_id AND e.after_run = r.run_id)"
                        + " FROM run r JOIN board b ON r.board_id = b.id WHERE b.name = ?")) {
            s.setString(1, board);
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    digests.put(
                            rs.getString(1),
                            TextHash.sha256("report " + rs.getString(2) + " " + rs.getString(3) + " " + rs.getLong(4)
                                    + " " + rs.getString(5)));
                }
            }
        }
        return digests;
    }

    /** The run's row: its key and what the report's heading says of it. */
    private record Run(long key, String started, String host, String plan, String recorded) {
        /** The folder's sweep.yaml is on the host that ran it; the plan it holds is recorded. */
        String reproduceCommand() {
            return "bulkbench sweep --config sweep.yaml (in the run folder on " + hostName() + "), whose plan is: "
                    + plan;
        }

        String provenance() {
            return "Rendered from the results database, where the run from " + hostName() + " was recorded at "
                    + recorded + ". The database holds its points, iterations, baselines, completion intervals,"
                    + " fits, recommendations and explain comparison; not what later steps add to the run folder"
                    + " (the comparison with an earlier run, compare.csv; the recommended defaults measured again,"
                    + " confirm.csv; why the curve bends, calibrated.yaml), so those parts are not shown here.";
        }

        private String hostName() {
            return host.isEmpty() ? "an unnamed host" : "host " + host;
        }
    }

    private static Optional<Run> run(Connection c, String board, String runId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT r.id, r.started_at, r.host, r.plan_settings, "
                + "r.recorded_at FROM run r JOIN board b ON r.board_id = b.id WHERE b.name = ? AND r.run_id = ?")) {
            s.setString(1, board);
            s.setString(2, runId);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next()
                        ? Optional.of(new Run(
                                rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getString(5)))
                        : Optional.empty();
            }
        }
    }

    /** The run's points by role, in the order they were recorded, the measured ones with their iterations. */
    private static Map<String, List<MeasuredPoint>> points(Connection c, String board, long run) throws SQLException {
        Map<Long, List<Double>> samples = PointIterations.of(c, List.of(run));
        Map<String, List<MeasuredPoint>> byRole = new HashMap<>();
        try (PreparedStatement s =
                c.prepareStatement("SELECT " + POINT_COLUMNS + " FROM point WHERE run_id = ? ORDER BY id")) {
            s.setLong(1, run);
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    String role = rs.getString(2);
                    PointOrigin origin = role.equals(RunStore.PREDICTED) ? PointOrigin.PREDICTED : PointOrigin.MEASURED;
                    byRole.computeIfAbsent(role, r -> new ArrayList<>())
                            .add(RunRows.point(rs, board, 3, samples.getOrDefault(rs.getLong(1), List.of()), origin)
                                    .withCpu(RunRows.cpu(rs, 17)));
                }
            }
        }
        return byRole;
    }

    private static List<LatencySummary> latencies(Connection c, String board, long run) throws SQLException {
        List<LatencySummary> latencies = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT device, direction, buffers, request_bytes, copy_mode, "
                + "p50_us, p90_us, p99_us, p999_us, max_us, samples FROM latency WHERE run_id = ? ORDER BY id")) {
            s.setLong(1, run);
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    latencies.add(new LatencySummary(
                            RunRows.key(rs, board, 1),
                            rs.getDouble(6),
                            rs.getDouble(7),
                            rs.getDouble(8),
                            rs.getDouble(9),
                            rs.getDouble(10),
                            rs.getLong(11)));
                }
            }
        }
        return latencies;
    }

    /** fits.csv's long form back into one fit per series and model, parameters in recorded order. */
    private static List<SeriesFit> fits(Connection c, String board, long run) throws SQLException {
        record FitId(SeriesKey series, CurveModel model, boolean selected) {}
        Map<FitId, Map<String, Estimate>> fits = new LinkedHashMap<>();
        try (PreparedStatement s = c.prepareStatement(
                "SELECT device, direction, copy_mode, axis, request_bytes, "
                        + "buffers, model, selected, parameter, value, ci_low, ci_high FROM fit WHERE run_id = ? ORDER BY id")) {
            s.setLong(1, run);
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    Axis axis = Axis.parse(rs.getString("axis"));
                    int fixed = rs.getInt(axis == Axis.BUFFERS ? "request_bytes" : "buffers");
                    SeriesKey series = new SeriesKey(
                            board,
                            rs.getString("device"),
                            Direction.parse(rs.getString("direction")),
                            CopyMode.parse(rs.getString("copy_mode")),
                            axis,
                            fixed);
                    FitId id = new FitId(series, CurveModel.parse(rs.getString("model")), rs.getBoolean("selected"));
                    fits.computeIfAbsent(id, k -> new LinkedHashMap<>())
                            .put(
                                    rs.getString("parameter"),
                                    new Estimate(
                                            RunRows.number(rs, "value"),
                                            RunRows.number(rs, "ci_low"),
                                            RunRows.number(rs, "ci_high")));
                }
            }
        }
        List<SeriesFit> out = new ArrayList<>(fits.size());
        fits.forEach((id, parameters) -> out.add(new SeriesFit(id.series(), id.model(), id.selected(), parameters)));
        return out;
    }

    private static List<Recommendation> recommendations(Connection c, String board, long run) throws SQLException {
        List<Recommendation> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT device, direction, copy_mode, symbol, value, "
                + "throughput_mb_s, share_of_best, memory_bytes, rationale FROM recommendation WHERE run_id = ? "
                + "ORDER BY id")) {
            s.setLong(1, run);
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    out.add(new Recommendation(
                            board,
                            rs.getString("device"),
                            Direction.parse(rs.getString("direction")),
                            CopyMode.parse(rs.getString("copy_mode")),
                            rs.getString("symbol"),
                            rs.getString("value"),
                            RunRows.number(rs, "throughput_mb_s"),
                            RunRows.number(rs, "share_of_best"),
                            rs.getLong("memory_bytes"),
                            rs.getString("rationale")));
                }
            }
        }
        return out;
    }
}
