package io.bulkbench.history;

import io.bulkbench.analysis.LatencySummary;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.TextHash;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import lombok.NonNull;
import lombok.With;

/**
 * Everything the database keeps of one run folder: the run, its points with their
 * iterations, the harness baselines, the completion intervals, the fits and the
 * recommendations, and the board's regression threshold (a share: 0.03 is 3 %) its night
 * is judged at ({@link NightVerdicts}).
 */
public record RunRecord(
        @NonNull RecordedRun run,
        List<MeasuredPoint> points,
        List<MeasuredPoint> baselines,
        List<LatencySummary> latencies,
        List<SeriesFit> fits,
        List<Recommendation> recommendations,
        @With double threshold) {

    public RunRecord {
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

    /**
     * SHA-256 of the measurements (points with their iterations, baselines, latency), in
     * key order so the order of the files' rows does not matter. Fits and recommendations
     * are left out: they are derived, and {@code analyze} may write them again.
     */
    public String contentSha256() {
        StringBuilder text = new StringBuilder();
        points(text, "point ", points);
        points(text, "baseline ", baselines);
        String[] keys = latencies.stream().map(l -> l.key().canonicalText()).toArray(String[]::new);
        for (int i : inKeyOrder(keys)) {
            LatencySummary l = latencies.get(i);
            text.append("latency ")
                    .append(keys[i])
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
                    .append('\n');
        }
        return TextHash.sha256(text.toString());
    }

    /**
     * Each point's line after {@code prefix}, in the order of its key's canonical text. The
     * text is made once a point: a comparator asking for it would make it again at every
     * comparison, most of the hash's cost for a run of 60 points.
     */
    private static void points(StringBuilder text, String prefix, List<MeasuredPoint> points) {
        String[] keys = new String[points.size()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = points.get(i).key().canonicalText();
        }
        for (int i : inKeyOrder(keys)) {
            point(text.append(prefix).append(keys[i]), points.get(i));
        }
    }

    /** The indexes of {@code keys} in the keys' order; equal keys keep theirs. */
    private static Integer[] inKeyOrder(String[] keys) {
        Integer[] order = new Integer[keys.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparing(i -> keys[i]));
        return order;
    }

    private static void point(StringBuilder text, MeasuredPoint p) {
        text.append(' ')
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
