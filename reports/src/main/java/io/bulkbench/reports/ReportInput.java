package io.bulkbench.reports;

import io.bulkbench.analysis.AnalysisResult;
import io.bulkbench.analysis.Confirmation;
import io.bulkbench.analysis.LatencySummary;
import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.PointLimit;
import io.bulkbench.analysis.explain.ModelChange;
import io.bulkbench.core.MeasuredPoint;
import java.util.List;
import java.util.function.Function;
import lombok.NonNull;

/**
 * Everything a report shows about one run: where it ran, when (passed in, so writing a
 * report reads no clock), how to reproduce it, the measured points, the analysis, the
 * baselines for scale (the null device, a memory copy; may be empty), the comparison
 * with an earlier run (empty when there is none) and the completion-interval percentiles
 * of the points measured with {@code --latency} (empty when none were), and what limits
 * each point according to the profile calibrated to the run (empty when there is none),
 * and the recommended configurations measured again with the nightly settings (empty
 * without {@code --confirm}), and which stage of the board's model moved since an earlier
 * run (empty until {@code bulkbench explain} compared them).
 */
public record ReportInput(
        @NonNull String board,
        @NonNull String device,
        String runId,
        String createdAt,
        String reproduceCommand,
        List<MeasuredPoint> points,
        @NonNull AnalysisResult analysis,
        List<MeasuredPoint> baselines,
        List<PointChange> comparison,
        List<LatencySummary> latencies,
        List<PointLimit> limits,
        List<Confirmation> confirmations,
        ModelChange explanation) {

    public ReportInput {
        runId = runId == null ? "" : runId;
        createdAt = createdAt == null ? "" : createdAt;
        reproduceCommand = reproduceCommand == null ? "" : reproduceCommand;
        points = List.copyOf(points == null ? List.of() : points);
        baselines = List.copyOf(baselines == null ? List.of() : baselines);
        comparison = List.copyOf(comparison == null ? List.of() : comparison);
        latencies = List.copyOf(latencies == null ? List.of() : latencies);
        limits = List.copyOf(limits == null ? List.of() : limits);
        confirmations = List.copyOf(confirmations == null ? List.of() : confirmations);
        explanation = explanation == null ? new ModelChange(List.of()) : explanation;
    }

    /** True when the run was compared with a baseline run. */
    public boolean hasComparison() {
        return !comparison.isEmpty();
    }

    /**
     * A report of a board's run on a device with its analysis; the rest (the run's id,
     * its points, baselines, comparison, latencies, limits) is empty until set.
     */
    public static Builder builder(String board, String device, AnalysisResult analysis) {
        return new Builder(board, device, analysis);
    }

    /**
     * A report of the run {@code points} were measured in, named by their board and device
     * as the points give them (the distinct values joined when they differ, {@code -} when
     * there is no point), with its analysis.
     */
    public static Builder builderOf(List<MeasuredPoint> points, AnalysisResult analysis) {
        return builder(
                        common(points, p -> p.key().board()),
                        common(points, p -> p.key().device()),
                        analysis)
                .points(points);
    }

    private static String common(List<MeasuredPoint> points, Function<MeasuredPoint, String> value) {
        List<String> distinct = points.stream().map(value).distinct().toList();
        return distinct.isEmpty() ? "-" : String.join(", ", distinct);
    }

    /** A builder holding everything this input holds, to change a part of it. */
    public Builder toBuilder() {
        return builder(board, device, analysis)
                .run(runId, createdAt, reproduceCommand)
                .points(points)
                .baselines(baselines)
                .comparison(comparison)
                .latencies(latencies)
                .limits(limits)
                .confirmations(confirmations)
                .explanation(explanation);
    }

    /** Names each part of a report's input, so no call site lines up eleven arguments by position. */
    public static final class Builder {
        private final String board;
        private final String device;
        private final AnalysisResult analysis;
        private String runId = "";
        private String createdAt = "";
        private String reproduceCommand = "";
        private List<MeasuredPoint> points = List.of();
        private List<MeasuredPoint> baselines = List.of();
        private List<PointChange> comparison = List.of();
        private List<LatencySummary> latencies = List.of();
        private List<PointLimit> limits = List.of();
        private List<Confirmation> confirmations = List.of();
        private ModelChange explanation = new ModelChange(List.of());

        private Builder(String board, String device, AnalysisResult analysis) {
            this.board = board;
            this.device = device;
            this.analysis = analysis;
        }

        /** The run folder's name, when the run was made, and the command that repeats it. */
        public Builder run(String id, String created, String command) {
            this.runId = id;
            this.createdAt = created;
            this.reproduceCommand = command;
            return this;
        }

        public Builder points(List<MeasuredPoint> measured) {
            this.points = measured;
            return this;
        }

        public Builder baselines(List<MeasuredPoint> forScale) {
            this.baselines = forScale;
            return this;
        }

        public Builder comparison(List<PointChange> changes) {
            this.comparison = changes;
            return this;
        }

        public Builder latencies(List<LatencySummary> percentiles) {
            this.latencies = percentiles;
            return this;
        }

        public Builder limits(List<PointLimit> perPoint) {
            this.limits = perPoint;
            return this;
        }

        /** The recommended configurations measured again with the nightly settings ({@code --confirm}). */
        public Builder confirmations(List<Confirmation> checks) {
            this.confirmations = checks;
            return this;
        }

        /** Which stage of the board's model moved since an earlier run ({@code bulkbench explain}). */
        public Builder explanation(ModelChange change) {
            this.explanation = change;
            return this;
        }

        public ReportInput build() {
            return new ReportInput(
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
                    confirmations,
                    explanation);
        }
    }
}
