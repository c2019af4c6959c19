package io.bulkbench.analysis.trend;

import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.core.PointKey;
import java.util.List;
import lombok.NonNull;

/**
 * One point key's series over runs of one plan, oldest first. {@code changes} holds its
 * change points, each {@link ChangePoint#index() index} the night in {@code nights} where
 * a new level starts; empty when none is marked.
 */
public record PointTrend(@NonNull PointKey key, List<NightlyPoint> nights, List<ChangePoint> changes) {

    public PointTrend {
        nights = List.copyOf(nights);
        changes = List.copyOf(changes);
    }

    /** The throughputs in run order, NaN where the point failed. */
    public double[] throughputs() {
        return nights.stream()
                .mapToDouble(n -> n.point().isOk() ? n.point().throughputMbS() : Double.NaN)
                .toArray();
    }

    /** The night where a change point's new level starts. */
    public NightlyPoint nightOf(ChangePoint change) {
        return nights.get(change.index());
    }
}
