package io.bulkbench.sweeps.plan;

import io.bulkbench.core.PointKey;
import lombok.NonNull;

/** A point an adaptive sweep adds to a plan, and why. */
public record Refinement(@NonNull PointKey point, @NonNull String reason) {}
