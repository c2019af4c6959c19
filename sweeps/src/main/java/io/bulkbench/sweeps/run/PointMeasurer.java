package io.bulkbench.sweeps.run;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;

/**
 * Measures one point of a sweep. An implementation returns a failed point (with its
 * reason) for a fault it understands and may throw for one it does not; the sweep
 * records either as failed and goes on.
 */
@FunctionalInterface
public interface PointMeasurer {
    MeasuredPoint measure(PointKey point) throws Exception;
}
