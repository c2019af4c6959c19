package io.bulkbench.analysis.bisect;

import io.bulkbench.core.PointKey;
import java.util.Objects;

/** One measurement of a bisect: a point's throughput in MB/s (one JMH run's mean) at one commit. */
public record BisectSample(String commit, PointKey key, double mbS) {
    public BisectSample {
        Objects.requireNonNull(commit, "commit");
        Objects.requireNonNull(key, "key");
    }
}
