package io.bulkbench.analysis;

import io.bulkbench.core.PointKey;
import lombok.NonNull;

/**
 * A recommended configuration measured again with the nightly settings ({@code --confirm}):
 * what the run expected there (the calibrated model's prediction when the run has one,
 * else the run's own figure at that point) and what the longer measurement gave, with its
 * error (JMH's 99.9 % half-width). They agree when the difference is within that error or
 * within {@link #TOLERANCE} of the expectation, whichever is larger: a quick point's own
 * noise and the simulator's agreement with its twin are both about 1 %, so 3 % is what a
 * sound expectation misses by only when something is wrong.
 */
public record Confirmation(@NonNull PointKey key, double predictedMbS, double confirmedMbS, double confirmedErrorMbS) {
    /** The relative difference within which a confirmation agrees whatever its error. */
    public static final double TOLERANCE = 0.03;

    /** confirmed / predicted - 1. */
    public double deviation() {
        return confirmedMbS / predictedMbS - 1;
    }

    public boolean agrees() {
        double allowed = Math.max(
                Double.isFinite(confirmedErrorMbS) ? confirmedErrorMbS : 0, TOLERANCE * Math.abs(predictedMbS));
        return Double.isFinite(confirmedMbS) && Math.abs(confirmedMbS - predictedMbS) <= allowed;
    }
}
