package io.bulkbench.reports.csv;

import io.bulkbench.core.PointKey;
import java.util.Objects;

/** One measurement iteration of one point: a row of raw.csv. Iterations count from 1. */
public record RawSample(PointKey key, int iteration, double throughputMbS) {

    public RawSample {
        Objects.requireNonNull(key, "key");
    }
}
