package io.bulkbench.history;

import io.bulkbench.analysis.LatencySummary;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.TextHash;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * Everything the database keeps of one run folder: the run, its points with their
 * iterations, the harness baselines, the completion intervals, the fits and the
 * recommendations, and the board's regression threshold (a share: 0.03 is 3 %) its night
 * is judged at ({@link NightVerdicts}).
 */
public record RunRecord(
        RecordedRun run,
        List<MeasuredPoint> points,
        List<MeasuredPoint> baselines,
        List<LatencySummary> latencies,
        List<SeriesFit> fits,
        List<Recommendation> recommendations,
        double threshold) {

    public RunRecord {
        Objects.requireNonNull(run, "run");
        points = List.copyOf(points);
        baselines = List.copyOf(baselines);
        latencies = List.copyOf(latencies);
        fits = List.copyOf(fits);
        recommendations = List.copyOf(recommendations);
        if (!(threshold > 0 && threshold < 1)) {
            throw new IllegalArgumentException("threshold " + threshold + " is not a share in (0, 1)");
        }
    }

    /** A run judged at the default threshold (its plan names none). */
    public RunRecord(
            RecordedRun run,
            List<MeasuredPoint> points,
            List<MeasuredPoint> baselines,
            List<LatencySummary> latencies,
            List<SeriesFit> fits,
            List<Recommendation> recommendations) {
        this(run, points, baselines, latencies, fits, recommendations, RunComparison.DEFAULT_THRESHOLD);
    }

    /** The same run judged at {@code share}, the board's own threshold. */
    public RunRecord withThreshold(double share) {
        return new RunRecord(run, points, baselines, latencies, fits, recommendations, share);
    }

    /**
     * SHA-256 of the measurements (points with their iterations, baselines, latency), in
     * key order so the order of the files' rows does not matter. Fits and recommendations
     * are left out: they are derived, and {@code analyze} may write them again.
     */
    public String contentSha256() {
        StringBuilder text = new StringBuilder();
        sorted(points).forEach(p -> point(text.append("point "), p));
        sorted(baselines).forEach(p -> point(text.append("baseline "), p));
        latencies.stream()
                .sorted(Comparator.comparing(l -> l.key().canonicalText()))
                .forEach(l -> text.append("latency ")
                        .append(l.key().canonicalText())
                        .append(' ')
                        .append(l.p50Us())
                        .append(' ')
                        .append(l.p90Us())
                        .append(' ')
                        .append(l.p99Us())
                        .append(' ')
                        .append(l.p999Us())
                        .append(' ')
                        .append(l.maxUs())
                        .append(' ')
                        .append(l.samples())
                        .append('\n'));
        return TextHash.sha256(text.toString());
    }

    private static List<MeasuredPoint> sorted(List<MeasuredPoint> points) {
        return points.stream()
                .sorted(Comparator.comparing(p -> p.key().canonicalText()))
                .toList();
    }

    private static void point(StringBuilder text, MeasuredPoint p) {
        text.append(p.key().canonicalText())
                .append(' ')
                .append(p.status().label())
                .append(' ')
                .append(p.throughputMbS())
                .append(' ')
                .append(p.errorMbS())
                .append(' ')
                .append(p.minMbS())
                .append(' ')
                .append(p.maxMbS())
                .append(' ')
                .append(p.iterations())
                .append(' ')
                .append(p.verifyErrors())
                .append(' ')
                .append(p.reason())
                .append(' ')
                .append(p.samples())
                .append('\n');
    }
}
