package io.bulkbench.sweeps.plan;

import io.bulkbench.core.PointKey;
import java.util.Objects;

/** A point an adaptive sweep adds to a plan, and why. */
public record Refinement(PointKey point, String reason) {
    public Refinement {
        Objects.requireNonNull(point, "point");
        Objects.requireNonNull(reason, "reason");
    }
}
