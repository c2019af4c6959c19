package io.bulkbench.reports;

import io.bulkbench.analysis.AnalysisResult;
import io.bulkbench.analysis.Axis;
import io.bulkbench.analysis.CurveFamily;
import io.bulkbench.analysis.Estimate;
import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.analysis.SeriesKey;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small run built by hand: a USL-shaped sweep over buffers 2..16 at 16 and 64 KiB in
 * both copy modes, one failed point, the fits and recommendation an analysis would
 * give, and a comparison with one regression.
 */
public final class Fixtures {
    public static final String BOARD = "snowball";
    public static final String DEVICE = "sim:snowball-msc";
    static final double LAMBDA = 12.0;
    static final double SIGMA = 0.08;
    static final double KAPPA = 0.002;

    private Fixtures() {}

    public static PointKey key(Direction d, int buffers, int requestBytes, CopyMode mode) {
        return new PointKey(BOARD, DEVICE, d, buffers, requestBytes, mode);
    }

    public static double usl(double n, double scale) {
        return scale * LAMBDA * n / (1 + SIGMA * (n - 1) + KAPPA * n * (n - 1));
    }

    public static List<MeasuredPoint> points() {
        List<MeasuredPoint> points = new ArrayList<>();
        for (CopyMode mode : CopyMode.values()) {
            double modeScale = mode == CopyMode.COPY ? 0.8 : 1.0;
            for (int size : new int[] {16384, 65536}) {
                double scale = modeScale * (size == 65536 ? 1.3 : 1.0);
                for (int n : new int[] {2, 4, 6, 8, 12, 16}) {
                    double mean = usl(n, scale);
                    List<Double> samples = List.of(mean * 0.98, mean, mean * 1.02);
                    points.add(MeasuredPoint.ok(key(Direction.IN, n, size, mode), mean, mean * 0.03, samples, 0));
                }
            }
        }
        points.add(MeasuredPoint.failed(
                key(Direction.IN, 32, 65536, CopyMode.COPY),
                "ENOMEM: cannot allocate 32 x 64 KiB of contiguous memory"));
        return points;
    }

    public static SeriesFit uslFit(CopyMode mode, int size, double scale, boolean selected) {
        Map<String, Estimate> p = new LinkedHashMap<>();
        p.put("lambda", new Estimate(scale * LAMBDA, scale * LAMBDA * 0.95, scale * LAMBDA * 1.05));
        p.put("sigma", new Estimate(SIGMA, 0.06, 0.1));
        p.put("kappa", new Estimate(KAPPA, 0.001, 0.003));
        p.put("plateau_mb_s", new Estimate(usl(16, scale), usl(16, scale) * 0.97, usl(16, scale) * 1.03));
        p.put("knee_buffers", new Estimate(8, 6, 12));
        p.put("r2", Estimate.exact(0.998));
        p.put("aicc", Estimate.exact(-12.5));
        return new SeriesFit(
                new SeriesKey(BOARD, DEVICE, Direction.IN, mode, Axis.BUFFERS, size), CurveFamily.USL, selected, p);
    }

    public static SeriesFit hyperbolicFit(CopyMode mode, int size) {
        Map<String, Estimate> p = new LinkedHashMap<>();
        p.put("t_inf", new Estimate(80, 75, 85));
        p.put("k_half", new Estimate(3.1, 2.5, 3.7));
        p.put("r2", Estimate.exact(0.95));
        p.put("aicc", Estimate.exact(3.25));
        return new SeriesFit(
                new SeriesKey(BOARD, DEVICE, Direction.IN, mode, Axis.BUFFERS, size), CurveFamily.HYPERBOLIC, false, p);
    }

    public static SeriesFit requestSizeFit(CopyMode mode, int buffers) {
        Map<String, Estimate> p = new LinkedHashMap<>();
        p.put("bandwidth_mb_s", new Estimate(140.0, 120.0, 160.0));
        p.put("per_request_us", new Estimate(210.5, 180.0, 240.0));
        p.put("r2", Estimate.exact(0.99));
        p.put("aicc", Estimate.exact(-4.0));
        return new SeriesFit(
                new SeriesKey(BOARD, DEVICE, Direction.IN, mode, Axis.REQUEST_SIZE, buffers),
                CurveFamily.REQUEST_SIZE,
                true,
                p);
    }

    public static List<SeriesFit> fits() {
        List<SeriesFit> fits = new ArrayList<>();
        for (CopyMode mode : CopyMode.values()) {
            double modeScale = mode == CopyMode.COPY ? 0.8 : 1.0;
            fits.add(uslFit(mode, 16384, modeScale, true));
            fits.add(hyperbolicFit(mode, 16384));
            fits.add(uslFit(mode, 65536, modeScale * 1.3, true));
            fits.add(requestSizeFit(mode, 8));
        }
        return fits;
    }

    public static Recommendation recommendation(CopyMode mode, String value) {
        return new Recommendation(
                BOARD,
                DEVICE,
                Direction.IN,
                mode,
                "CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS",
                value,
                usl(8, 1.3),
                0.96,
                8L * 65536,
                "smallest buffer count within 95 % of the best fitted throughput");
    }

    public static AnalysisResult analysis() {
        return new AnalysisResult(
                fits(), List.of(recommendation(CopyMode.NO_COPY, "8"), recommendation(CopyMode.COPY, "6")));
    }

    public static List<PointChange> comparison() {
        return List.of(
                PointChange.of(key(Direction.IN, 4, 16384, CopyMode.COPY))
                        .baselineMbS(40.0)
                        .candidateMbS(39.5)
                        .relativeChange(-0.0125)
                        .pValue(0.4)
                        .test("welch")
                        .verdict(Verdict.UNCHANGED)
                        .build(),
                PointChange.of(key(Direction.IN, 8, 65536, CopyMode.NO_COPY))
                        .baselineMbS(90.0)
                        .candidateMbS(70.0)
                        .relativeChange(-0.2222)
                        .pValue(0.0004)
                        .test("welch")
                        .verdict(Verdict.REGRESSION)
                        .build(),
                PointChange.of(key(Direction.IN, 32, 65536, CopyMode.COPY))
                        .baselineMbS(95.0)
                        .verdict(Verdict.NOT_COMPARABLE)
                        .build());
    }

    /** 4 x 16K copy 10 % slower, on a night late enough that the simulator may account for it. */
    public static PointChange notJudged() {
        return PointChange.of(key(Direction.IN, 4, 16384, CopyMode.COPY))
                .baselineMbS(40.0)
                .candidateMbS(36.0)
                .relativeChange(-0.1)
                .pValue(0.0001)
                .test("welch")
                .verdict(Verdict.SIMULATOR_LATE)
                .build();
    }

    public static List<MeasuredPoint> baselines() {
        return List.of(MeasuredPoint.ok(
                new PointKey(BOARD, "null", Direction.IN, 8, 65536, CopyMode.COPY),
                5200.0,
                40.0,
                List.of(5150.0, 5200.0, 5250.0),
                0));
    }

    public static ReportInput input() {
        return ReportInput.builder(BOARD, DEVICE, analysis())
                .run(
                        "2026-11-30T01-00",
                        "2026-11-30T01:00:00Z",
                        "bulkbench sweep --board snowball --device sim:snowball-msc")
                .points(points())
                .baselines(baselines())
                .comparison(comparison())
                .build();
    }
}
