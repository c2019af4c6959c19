package io.bulkbench.reports;

import io.bulkbench.analysis.AnalysisResult;
import io.bulkbench.analysis.Confirmation;
import io.bulkbench.analysis.LatencySummary;
import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.PointLimit;
import io.bulkbench.core.MeasuredPoint;
import java.util.List;
import java.util.Objects;

/**
 * Everything a report shows about one run: where it ran, when (passed in, so writing a
 * report reads no clock), how to reproduce it, the measured points, the analysis, the
 * baselines for scale (the null device, a memory copy; may be empty), the comparison
 * with an earlier run (empty when there is none) and the completion-interval percentiles
 * of the points measured with {@code --latency} (empty when none were), and what limits
 * each point according to the profile calibrated to the run (empty when there is none),
 * and the recommended configurations measured again with the nightly settings (empty
 * without {@code --confirm}).
 */
public record ReportInput(
        String board,
        String device,
        String runId,
        String createdAt,
        String reproduceCommand,
        List<MeasuredPoint> points,
        AnalysisResult analysis,
        List<MeasuredPoint> baselines,
        List<PointChange> comparison,
        List<LatencySummary> latencies,
        List<PointLimit> limits,
        List<Confirmation> confirmations) {

    public ReportInput {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(device, "device");
        Objects.requireNonNull(analysis, "analysis");
        runId = runId == null ? "" : runId;
        createdAt = createdAt == null ? "" : createdAt;
        reproduceCommand = reproduceCommand == null ? "" : reproduceCommand;
        points = List.copyOf(points == null ? List.of() : points);
        baselines = List.copyOf(baselines == null ? List.of() : baselines);
        comparison = List.copyOf(comparison == null ? List.of() : comparison);
        latencies = List.copyOf(latencies == null ? List.of() : latencies);
        limits = List.copyOf(limits == null ? List.of() : limits);
        confirmations = List.copyOf(confirmations == null ? List.of() : confirmations);
    }

    /** A run whose recommended configurations were not measured again. */
    public ReportInput(
            String board,
            String device,
            String runId,
            String createdAt,
            String reproduceCommand,
            List<MeasuredPoint> points,
            AnalysisResult analysis,
            List<MeasuredPoint> baselines,
            List<PointChange> comparison,
            List<LatencySummary> latencies,
            List<PointLimit> limits) {
        this(
                board,
                device,
                runId,
                createdAt,
                reproduceCommand,
                points,
                analysis,
                baselines,
                comparison,
                latencies,
                limits,
                List.of());
    }

    /** A run without a calibrated model (so no limit per point). */
    public ReportInput(
            String board,
            String device,
            String runId,
            String createdAt,
            String reproduceCommand,
            List<MeasuredPoint> points,
            AnalysisResult analysis,
            List<MeasuredPoint> baselines,
            List<PointChange> comparison,
            List<LatencySummary> latencies) {
        this(
                board,
                device,
                runId,
                createdAt,
                reproduceCommand,
                points,
                analysis,
                baselines,
                comparison,
                latencies,
                List.of());
    }

    /** A run without completion-interval measurements. */
    public ReportInput(
            String board,
            String device,
            String runId,
            String createdAt,
            String reproduceCommand,
            List<MeasuredPoint> points,
            AnalysisResult analysis,
            List<MeasuredPoint> baselines,
            List<PointChange> comparison) {
        this(
                board,
                device,
                runId,
                createdAt,
                reproduceCommand,
                points,
                analysis,
                baselines,
                comparison,
                List.of(),
                List.of());
    }

    /** True when the run was compared with a baseline run. */
    public boolean hasComparison() {
        return !comparison.isEmpty();
    }
}
