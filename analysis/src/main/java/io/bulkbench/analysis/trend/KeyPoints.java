package io.bulkbench.analysis.trend;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The points of a board's grid worth a trend chart: the recommended configuration (the
 * latest run's recommended buffer count, at the request size where that night measured
 * the recommendation's throughput), then for each direction and copy mode the grid's four
 * corners (fewest and most buffers at the smallest and largest request size). Pure.
 */
public final class KeyPoints {
    private KeyPoints() {}

    /** The key points, the recommended configuration first, each once. */
    public static List<PointTrend> of(BoardTrend trend) {
        Set<PointTrend> keys = new LinkedHashSet<>();
        recommended(trend).ifPresent(keys::add);
        for (Direction d : Direction.values()) {
            for (CopyMode m : CopyMode.values()) {
                keys.addAll(corners(trend.points(), d, m));
            }
        }
        return List.copyOf(keys);
    }

    /**
     * The point the latest run recommends: the first recommended default whose value is a
     * buffer count, at the request size whose throughput that night is nearest the
     * recommendation's.
     */
    public static Optional<PointTrend> recommended(BoardTrend trend) {
        if (trend.runs().isEmpty()) {
            return Optional.empty();
        }
        RecordedRun latest = trend.runs().get(trend.runs().size() - 1);
        for (DefaultTrend d : trend.defaults()) {
            Optional<DefaultTrend.Night> night =
                    d.nights().stream().filter(n -> n.run().equals(latest)).findFirst();
            if (night.isEmpty() || !night.get().value().matches("\\d{1,6}")) {
                continue;
            }
            int buffers = Integer.parseInt(night.get().value());
            double throughput = night.get().throughputMbS();
            Optional<PointTrend> match = trend.points().stream()
                    .filter(p -> p.key().direction() == d.direction()
                            && p.key().copyMode() == d.copyMode()
                            && p.key().device().equals(d.device())
                            && p.key().buffers() == buffers)
                    .min(Comparator.comparingDouble(p -> distance(latestThroughput(p, latest), throughput)));
            if (match.isPresent()) {
                return match;
            }
        }
        return Optional.empty();
    }

    private static List<PointTrend> corners(List<PointTrend> points, Direction d, CopyMode m) {
        List<PointTrend> mine = points.stream()
                .filter(p -> p.key().direction() == d && p.key().copyMode() == m)
                .toList();
        if (mine.isEmpty()) {
            return List.of();
        }
        int fewest = mine.stream().mapToInt(p -> p.key().buffers()).min().orElseThrow();
        int most = mine.stream().mapToInt(p -> p.key().buffers()).max().orElseThrow();
        int smallest = mine.stream().mapToInt(p -> p.key().requestBytes()).min().orElseThrow();
        int largest = mine.stream().mapToInt(p -> p.key().requestBytes()).max().orElseThrow();
        List<PointTrend> corners = new ArrayList<>();
        for (int size : new int[] {smallest, largest}) {
            for (int n : new int[] {fewest, most}) {
                mine.stream()
                        .filter(p -> p.key().buffers() == n && p.key().requestBytes() == size)
                        .findFirst()
                        .filter(p -> !corners.contains(p))
                        .ifPresent(corners::add);
            }
        }
        return corners;
    }

    /** The throughput a run measured at a point, NaN when it did not measure it ok. */
    public static double latestThroughput(PointTrend point, RecordedRun run) {
        return point.nights().stream()
                .filter(n -> n.run().equals(run) && n.point().isOk())
                .mapToDouble(n -> n.point().throughputMbS())
                .findFirst()
                .orElse(Double.NaN);
    }

    private static double distance(double a, double b) {
        double d = Math.abs(a - b);
        return Double.isNaN(d) ? Double.POSITIVE_INFINITY : d;
    }
}
