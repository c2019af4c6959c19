package io.bulkbench.reports;

import io.bulkbench.analysis.AnalysisResult;
import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.RunAnalysis;
import io.bulkbench.analysis.RunComparison;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A run shaped like a real nightly sweep of a high-speed mass-storage gadget: buffers
 * 2..64 at five request sizes in both copy modes, noisy samples around a link of 40 MB/s
 * with 180 us per request, one point that ran out of memory, the harness baselines, and
 * a comparison with an earlier run that was faster at large requests. The fits and
 * recommendations come from the real analysis, so the report shows what a user sees.
 */
public final class RealisticRun {
    public static final String BOARD = "snowball";
    public static final String DEVICE = "sim:snowball-msc";
    static final int[] BUFFERS = {2, 4, 8, 16, 32, 64};
    static final int[] SIZES_KIB = {16, 32, 64, 128, 256};
    private static final double LINK_MB_S = 40.0;
    private static final double PER_REQUEST_US = 180.0;

    private RealisticRun() {}

    /** The whole input; the same every time (seeded noise, seeded bootstrap). */
    public static ReportInput input() {
        List<MeasuredPoint> points = points(new Random(7), 1.0);
        List<MeasuredPoint> earlier = points(new Random(11), 1.06);
        AnalysisResult analysis =
                RunAnalysis.analyze(points, AnalysisSettings.defaults().withBootstrapRounds(50));
        return ReportInput.builder(BOARD, DEVICE, analysis)
                .run(
                        "2026-11-30T01-00",
                        "2026-11-30T01:00:00Z",
                        "bulkbench sweep --board snowball --device sim:snowball-msc")
                .points(points)
                .baselines(baselines())
                .comparison(RunComparison.compare(
                        earlier, points, RunComparison.DEFAULT_THRESHOLD, RunComparison.DEFAULT_ALPHA))
                .build();
    }

    /** Throughput for n buffers of s KiB: the link's rate at that size, reached as the queue fills. */
    static double model(int n, int kib, CopyMode mode) {
        double bytes = kib * 1024.0;
        double link = bytes / (PER_REQUEST_US + bytes / LINK_MB_S);
        double copy = mode == CopyMode.COPY ? 0.88 : 1.0;
        return link * copy * (1 - 0.85 * Math.exp(-0.45 * (n - 1)));
    }

    static List<MeasuredPoint> points(Random random, double speedAtLargeSizes) {
        List<MeasuredPoint> points = new ArrayList<>();
        for (CopyMode mode : CopyMode.values()) {
            for (int kib : SIZES_KIB) {
                for (int n : BUFFERS) {
                    PointKey key = new PointKey(BOARD, DEVICE, Direction.IN, n, kib * 1024, mode);
                    if (mode == CopyMode.COPY && kib == 256 && n == 64) {
                        points.add(
                                MeasuredPoint.failed(key, "ENOMEM: cannot allocate 64 x 256 KiB of contiguous memory"));
                        continue;
                    }
                    double scale = kib >= 128 ? speedAtLargeSizes : 1.0;
                    points.add(measured(key, model(n, kib, mode) * scale, random));
                }
            }
        }
        return points;
    }

    private static MeasuredPoint measured(PointKey key, double mean, Random random) {
        List<Double> samples = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            samples.add(mean * (1 + 0.02 * random.nextGaussian()));
        }
        double average =
                samples.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        return MeasuredPoint.ok(key, average, average * 0.03, samples, 0);
    }

    /** What the harness moves with no device (null) and a plain heap-to-heap copy of the same size. */
    public static List<MeasuredPoint> baselines() {
        return List.of(
                MeasuredPoint.ok(
                        new PointKey(BOARD, "null", Direction.IN, 8, 65536, CopyMode.NO_COPY),
                        61_000,
                        900,
                        List.of(60_100.0, 61_000.0, 61_900.0),
                        0),
                MeasuredPoint.ok(
                        new PointKey(BOARD, "memcpy", Direction.IN, 8, 65536, CopyMode.COPY),
                        9_800,
                        150,
                        List.of(9_650.0, 9_800.0, 9_950.0),
                        0));
    }
}
