package io.bulkbench.sweeps.run;

import io.bulkbench.analysis.LatencySummary;
import io.bulkbench.core.PointKey;

/**
 * Measures the completion-interval distribution of one IN or OUT point. An
 * implementation throws when the run fails; the sweep notes it and keeps the point.
 */
@FunctionalInterface
public interface LatencyMeasurer {
    LatencySummary measure(PointKey point) throws Exception;
}
