package io.bulkbench.history;

import io.bulkbench.analysis.Axis;
import io.bulkbench.analysis.CurveFamily;
import io.bulkbench.analysis.Estimate;
import io.bulkbench.analysis.LatencySummary;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.analysis.SeriesKey;
import io.bulkbench.analysis.trend.PlanFingerprint;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.analysis.trend.RunInfo;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.RunId;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Runs made up from a seed, shaped like a sweep's: a grid of buffer counts x request sizes
 * x copy modes with per-iteration samples, one failed point, baselines, completion
 * intervals, a fit per series and a recommended buffer count per copy mode. Main code
 * because {@code bulkbench synthetic-lab} fills a database with them ({@link SyntheticLab});
 * the tests write them as run folders with {@code SyntheticRunFolders}.
 */
public final class SyntheticRuns {
    public static final String DEVICE = "sim:hs";
    public static final PlanFingerprint PLAN =
            PlanFingerprint.of("device=sim:hs buffers=2,4,8,16,32 sizes=16384,65536,262144 "
                    + "modes=copy,no-copy directions=in jmh=1 fork 2+16 x 250ms");
    private static final List<Integer> BUFFERS = List.of(2, 4, 8, 16, 32);
    private static final Instant FIRST_NIGHT = Instant.parse("2026-01-01T02:15:00Z");

    private SyntheticRuns() {}

    /** The run id of night {@code n} (0-based) at 02:15 UTC from 2026-01-01 on. */
    public static String runId(int night) {
        return RunId.of(started(night), 1);
    }

    public static Instant started(int night) {
        return FIRST_NIGHT.plus(Duration.ofDays(night));
    }

    /** A run of {@code sizes} request sizes x 5 buffer counts x 2 copy modes (30 points per size count of 3). */
    public static RunRecord run(
            String board, int night, PlanFingerprint plan, List<Integer> sizes, SplittableRandom random) {
        return run(board, night, plan, sizes, random, 1);
    }

    /** A run of the default shape whose every point reads {@code level} times its usual throughput (0.9: 10 % low). */
    public static RunRecord run(String board, int night, double level, SplittableRandom random) {
        return run(board, night, PLAN, List.of(16384, 65536, 262144), random, level);
    }

    /** A run of {@code sizes} whose every point reads {@code scale} times its usual throughput. */
    public static RunRecord run(
            String board, int night, PlanFingerprint plan, List<Integer> sizes, SplittableRandom random, double scale) {
        String label = "6.12." + night;
        RecordedRun run = new RecordedRun(
                board, runId(night), DEVICE, new RunInfo(started(night), "lab-host-1", label, "0.1.0-SNAPSHOT"), plan);
        List<MeasuredPoint> points = new ArrayList<>();
        List<LatencySummary> latencies = new ArrayList<>();
        List<SeriesFit> fits = new ArrayList<>();
        List<Recommendation> recommendations = new ArrayList<>();
        for (CopyMode mode : CopyMode.values()) {
            for (int size : sizes) {
                for (int n : BUFFERS) {
                    PointKey key = new PointKey(board, DEVICE, Direction.IN, n, size, mode);
                    if (n == 32 && size == sizes.get(0) && mode == CopyMode.NO_COPY) {
                        points.add(MeasuredPoint.failed(key, "fork exited with code 134"));
                        continue;
                    }
                    double level = scale * 40.0 * n / (n + 3.0) * (mode == CopyMode.COPY ? 0.9 : 1.0);
                    List<Double> samples = new ArrayList<>();
                    for (int i = 0; i < 16; i++) {
                        samples.add(level * (1 + 0.02 * (random.nextDouble() - 0.5)));
                    }
                    double mean = samples.stream()
                            .mapToDouble(Double::doubleValue)
                            .average()
                            .orElseThrow();
                    points.add(MeasuredPoint.ok(key, mean, 0.01 * mean, samples, 0));
                    double p50 = 1e6 * size / (mean * 1e6);
                    latencies.add(LatencySummary.of(key)
                            .p50Us(p50)
                            .p90Us(p50 * 1.2)
                            .p99Us(p50 * 1.5)
                            .p999Us(p50 * 2)
                            .maxUs(p50 * 3)
                            .samples(1000)
                            .build());
                }
                Map<String, Estimate> parameters = new LinkedHashMap<>();
                parameters.put("t_inf", new Estimate(40, 39, 41));
                parameters.put("k_half", new Estimate(3, 2.5, 3.5));
                fits.add(new SeriesFit(
                        new SeriesKey(board, DEVICE, Direction.IN, mode, Axis.BUFFERS, size),
                        CurveFamily.HYPERBOLIC,
                        true,
                        parameters));
            }
            String value = Integer.toString(night < 5 ? 8 : 16);
            recommendations.add(Recommendation.builder()
                    .board(board)
                    .device(DEVICE)
                    .direction(Direction.IN)
                    .copyMode(mode)
                    .symbol("CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS")
                    .value(value)
                    .throughputMbS(35.0)
                    .shareOfBest(0.95)
                    .memoryBytes(8L * sizes.get(0))
                    .rationale("smallest count within 95 % of the best")
                    .build());
        }
        // baselines.csv keeps no samples, so a baseline has none.
        List<MeasuredPoint> baselines = List.of(MeasuredPoint.summary(
                        new PointKey(board, "null", Direction.IN, 8, sizes.get(0), CopyMode.COPY), 9000, 90, 2)
                .withRange(8990, 9010));
        return new RunRecord(run, points, baselines, latencies, fits, recommendations);
    }

    /** {@code run} without its failed point: nights of a board whose status can be "ok" rather than "failed points". */
    public static RunRecord allOk(RunRecord run) {
        return new RunRecord(
                run.run(),
                run.points().stream().filter(MeasuredPoint::isOk).toList(),
                run.baselines(),
                run.latencies(),
                run.fits(),
                run.recommendations(),
                run.threshold());
    }

    /** A run of the default shape: 3 sizes, 30 points. */
    public static RunRecord run(String board, int night, SplittableRandom random) {
        return run(board, night, PLAN, List.of(16384, 65536, 262144), random);
    }
}
