package io.bulkbench.analysis.explain;

import io.bulkbench.analysis.fit.JmhError;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a size x buffer sweep pins down even where it cannot say which stage owns it: the
 * path's cost per request at its best pipeline, a fixed part and a part per KiB. Each
 * request size's fastest point T gives the time per request S / T (S in bytes, T in MB/s
 * of 10^6 bytes: microseconds); a straight line a + b S through those times, weighted by
 * their standard errors, is the slowest stage's cost whichever stage that is. Each cost
 * gets a 95 % interval from the line's covariance, widened by the reduced chi-square when
 * the line misses the times by more than their errors. One setup (direction and copy mode)
 * is read, the one with the most request sizes, so two runs of one grid read the same.
 */
public final class PathCosts {
    /** The path's fixed cost per request, in us. */
    public static final String PER_REQUEST = "path.per_request_us";
    /** The path's cost per KiB of a request, in us. */
    public static final String PER_KIB = "path.us_per_kib";

    private static final double Z95 = 1.959964;
    /** The least standard error a time is weighted by, as a share of it: a prediction has error 0. */
    private static final double ERROR_FLOOR = 0.001;

    private PathCosts() {}

    /** The two costs with their intervals, or nothing when the points measure fewer than two request sizes. */
    public static List<StageEstimate> of(List<MeasuredPoint> points) {
        Map<Integer, MeasuredPoint> fastest = fastestBySize(points);
        if (fastest.size() < 2) {
            return List.of();
        }
        double sw = 0;
        double sx = 0;
        double sy = 0;
        double sxx = 0;
        double sxy = 0;
        List<double[]> rows = new ArrayList<>();
        for (MeasuredPoint p : fastest.values()) {
            double s = p.key().requestBytes();
            double t = s / p.throughputMbS();
            double se = JmhError.standardError(p);
            double sigma = Math.max(Double.isNaN(se) ? 0 : t * se / p.throughputMbS(), ERROR_FLOOR * t);
            double w = 1 / (sigma * sigma);
            rows.add(new double[] {s, t, w});
            sw += w;
            sx += w * s;
            sy += w * t;
            sxx += w * s * s;
            sxy += w * s * t;
        }
        double det = sw * sxx - sx * sx;
        double b = (sw * sxy - sx * sy) / det;
        double a = (sy - b * sx) / sw;
        double chi = 0;
        for (double[] r : rows) {
            double d = (r[1] - a - b * r[0]);
            chi += r[2] * d * d;
        }
        int dof = rows.size() - 2;
        double scale = dof > 0 ? Math.max(1, chi / dof) : 1;
        double halfA = Z95 * Math.sqrt(scale * sxx / det);
        double halfB = Z95 * Math.sqrt(scale * sw / det);
        double kib = 1024;
        return List.of(
                new StageEstimate(PER_REQUEST, a, a - halfA, a + halfA),
                new StageEstimate(PER_KIB, b * kib, (b - halfB) * kib, (b + halfB) * kib));
    }

    /** Each request size's fastest ok point of the setup with the most sizes. */
    private static Map<Integer, MeasuredPoint> fastestBySize(List<MeasuredPoint> points) {
        Map<String, Map<Integer, MeasuredPoint>> bySetup = new LinkedHashMap<>();
        points.stream()
                .filter(MeasuredPoint::isOk)
                .filter(p -> p.key().direction() != Direction.BOTH && p.throughputMbS() > 0)
                .sorted(Comparator.comparing((MeasuredPoint p) -> p.key().direction())
                        .thenComparing(p -> p.key().copyMode()))
                .forEach(p -> bySetup.computeIfAbsent(
                                p.key().direction() + "/" + p.key().copyMode(), k -> new TreeMap<>())
                        .merge(p.key().requestBytes(), p, (x, y) -> x.throughputMbS() >= y.throughputMbS() ? x : y));
        return bySetup.values().stream().max(Comparator.comparingInt(Map::size)).orElse(Map.of());
    }
}
