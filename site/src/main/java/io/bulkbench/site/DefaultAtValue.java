package io.bulkbench.site;

import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.DefaultTrend;
import io.bulkbench.analysis.trend.NightlyPoint;
import io.bulkbench.core.CpuCost;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a default costs at its value on one night: the point of the recommended pair (buffer
 * count and request size) that night measured, found from the night's value and the memory
 * the pair takes (a count times the size, or a size in KiB times the count), so its MB/s
 * and CPU per MB can stand beside the value. Pure.
 */
public final class DefaultAtValue {
    private DefaultAtValue() {}

    /** The night's measured point at the recommended pair, if the night measured it. */
    public static Optional<MeasuredPoint> point(BoardTrend trend, DefaultTrend d, DefaultTrend.Night night) {
        long value;
        try {
            value = Long.parseLong(night.value());
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
        if (value <= 0 || night.memoryBytes() <= 0) {
            return Optional.empty();
        }
        for (PointKey key : candidates(trend.board(), d, value, night.memoryBytes())) {
            Optional<MeasuredPoint> p = trend.points().stream()
                    .filter(t -> t.key().equals(key))
                    .flatMap(t -> t.nights().stream())
                    .filter(n -> n.run().equals(night.run()))
                    .map(NightlyPoint::point)
                    .filter(MeasuredPoint::isOk)
                    .findFirst();
            if (p.isPresent()) {
                return p;
            }
        }
        return Optional.empty();
    }

    /** The night's CPU per MB at the recommended pair, where it was measured. */
    public static Optional<CpuCost> cpu(BoardTrend trend, DefaultTrend d, DefaultTrend.Night night) {
        return point(trend, d, night).map(MeasuredPoint::cpu).filter(CpuCost::isKnown);
    }

    /** The value read as a buffer count, then as a request size in KiB. */
    private static List<PointKey> candidates(String board, DefaultTrend d, long value, long memory) {
        List<PointKey> keys = new ArrayList<>();
        if (memory % value == 0 && memory / value <= Integer.MAX_VALUE && value <= Integer.MAX_VALUE) {
            keys.add(new PointKey(board, d.device(), d.direction(), (int) value, (int) (memory / value), d.copyMode()));
        }
        long bytes = value * 1024;
        if (memory % bytes == 0 && memory / bytes <= Integer.MAX_VALUE && bytes <= Integer.MAX_VALUE) {
            keys.add(new PointKey(board, d.device(), d.direction(), (int) (memory / bytes), (int) bytes, d.copyMode()));
        }
        return keys;
    }
}
