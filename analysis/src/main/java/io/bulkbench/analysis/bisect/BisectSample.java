package io.bulkbench.analysis.bisect;

import io.bulkbench.core.PointKey;
import lombok.NonNull;

/** One measurement of a bisect: a point's throughput in MB/s (one JMH run's mean) at one commit. */
public record BisectSample(@NonNull String commit, @NonNull PointKey key, double mbS) {}
