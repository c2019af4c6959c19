package io.bulkbench.analysis.trend;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Board trends written out by hand for tests: nights from 2026-01-01 02:15 UTC on,
 * each point's throughput given per night (NaN: the point failed that night) with an
 * error of 1 % over 10 iterations and no samples, as the results database gives back a
 * night recorded without raw.csv, so a night is compared by the normal approximation. The
 * tests of reports and site take it from analysis's test jar.
 */
public final class Trends {
    public static final String DEVICE = "sim:hs";
    public static final PlanFingerprint PLAN = PlanFingerprint.of("device=sim:hs buffers=2,32 sizes=16384,262144");
    public static final Instant FIRST_NIGHT = Instant.parse("2026-01-01T02:15:00Z");
    public static final String SYMBOL = "CONFIG_BULKBENCH_QUEUE_DEPTH";

    private Trends() {}

    public static PointKey key(String board, int buffers, int requestBytes, CopyMode mode) {
        return new PointKey(board, DEVICE, Direction.IN, buffers, requestBytes, mode);
    }

    public static RecordedRun run(String board, int night) {
        Instant started = FIRST_NIGHT.plus(Duration.ofDays(night));
        return new RecordedRun(
                board, "run-" + night, DEVICE, new RunInfo(started, "host", "6.12." + night, "0.1"), PLAN);
    }

    /**
     * A board whose points have the given throughputs per night (oldest first), whose
     * runs recommend {@code defaults} (one value per night, for the no-copy series at the
     * throughput of the point with that many buffers and the largest size), and whose
     * points carry {@code changes}.
     */
    public static BoardTrend board(
            String board,
            Map<PointKey, double[]> throughputs,
            List<String> defaults,
            Map<PointKey, List<ChangePoint>> changes) {
        int nights = defaults.size();
        List<RecordedRun> runs = new ArrayList<>();
        for (int night = 0; night < nights; night++) {
            runs.add(run(board, night));
        }
        List<PointTrend> points = new ArrayList<>();
        throughputs.forEach((key, values) -> {
            List<NightlyPoint> series = new ArrayList<>();
            for (int night = 0; night < nights; night++) {
                series.add(new NightlyPoint(runs.get(night), point(key, values[night])));
            }
            points.add(new PointTrend(key, series, changes.getOrDefault(key, List.of())));
        });
        List<DefaultTrend.Night> recommended = new ArrayList<>();
        for (int night = 0; night < nights; night++) {
            int buffers = Integer.parseInt(defaults.get(night));
            int n = night;
            double at = throughputs.entrySet().stream()
                    .filter(e -> e.getKey().buffers() == buffers && e.getKey().copyMode() == CopyMode.NO_COPY)
                    .max((a, b) -> Integer.compare(
                            a.getKey().requestBytes(), b.getKey().requestBytes()))
                    .map(e -> e.getValue()[n])
                    .orElse(Double.NaN);
            recommended.add(new DefaultTrend.Night(runs.get(night), defaults.get(night), at));
        }
        List<DefaultTrend> defaultTrends =
                List.of(new DefaultTrend(DEVICE, Direction.IN, CopyMode.NO_COPY, SYMBOL, recommended));
        return new BoardTrend(board, PLAN, runs, List.of(), points, defaultTrends);
    }

    static MeasuredPoint point(PointKey key, double mbS) {
        if (Double.isNaN(mbS)) {
            return MeasuredPoint.failed(key, "fork exited with code 134");
        }
        return MeasuredPoint.summary(key, mbS, 0.01 * mbS, 10).withRange(0.99 * mbS, 1.01 * mbS);
    }

    /** The trend with night {@code night}'s points late for {@code share} of their time. */
    public static BoardTrend late(BoardTrend h, int night, double share) {
        RecordedRun run = h.runs().get(night);
        List<PointTrend> points = h.points().stream()
                .map(p -> new PointTrend(
                        p.key(),
                        p.nights().stream()
                                .map(n -> n.run().equals(run)
                                        ? new NightlyPoint(
                                                n.run(), n.point().withLateShare(java.util.OptionalDouble.of(share)))
                                        : n)
                                .toList(),
                        p.changes()))
                .toList();
        return new BoardTrend(h.board(), h.plan(), h.runs(), h.otherPlans(), points, h.defaults());
    }

    /**
     * The verdict of the trend's latest night as the results database judges and stores it
     * when the night is recorded: its points against the night before ({@link RunComparison}
     * at {@code threshold}) and the change points over its nights ({@link
     * NightVerdict#changePointsOf}) from the acknowledged run on, with the acknowledgement.
     */
    public static NightVerdict judged(BoardTrend h, Optional<Acknowledgement> acknowledged, double threshold) {
        List<RecordedRun> runs = h.runs();
        RecordedRun tonight = runs.get(runs.size() - 1);
        Optional<RecordedRun> before = runs.size() < 2 ? Optional.empty() : Optional.of(runs.get(runs.size() - 2));
        List<PointChange> points = before.map(b -> RunComparison.compare(
                        BoardStatus.pointsOf(h, b),
                        BoardStatus.pointsOf(h, tonight),
                        threshold,
                        RunComparison.DEFAULT_ALPHA))
                .orElse(List.of());
        return new NightVerdict(
                before.map(RecordedRun::runId),
                threshold,
                points,
                true,
                NightVerdict.changePointsOf(h, acknowledged, ChangePointSettings.defaults(), threshold),
                acknowledged);
    }
}
