package io.bulkbench.history;

import java.util.List;

/**
 * Where the history marks change points: given one point's throughputs over runs (oldest
 * first, NaN where the point failed), the indices where a new level starts. The one place
 * a detector plugs in (change-point detection is pure code in analysis,
 * {@code io.bulkbench.analysis.change}); until then no change is marked.
 */
@FunctionalInterface
public interface ChangeMarks {
    /** Marks nothing. */
    ChangeMarks NONE = throughputs -> List.of();

    List<Integer> changesIn(double[] throughputs);
}
