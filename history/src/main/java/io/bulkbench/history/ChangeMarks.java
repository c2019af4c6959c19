package io.bulkbench.history;

import io.bulkbench.analysis.change.ChangePoint;
import java.util.List;

/**
 * Where the history marks change points: given one point's throughputs over runs (oldest
 * first, NaN where the point failed), its change points, each index the run where a new
 * level starts. {@link ChangePointMarks} is the detector; {@link #NONE} marks nothing.
 */
@FunctionalInterface
public interface ChangeMarks {
    /** Marks nothing. */
    ChangeMarks NONE = throughputs -> List.of();

    List<ChangePoint> changesIn(double[] throughputs);
}
