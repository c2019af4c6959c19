package io.bulkbench.reports.csv;

import io.bulkbench.core.PointKey;
import lombok.NonNull;

/**
 * One measurement iteration of one point: a row of raw.csv. Iterations count from 1. The
 * iteration's CPU microseconds per MB and host busy share are NaN where not measured.
 */
public record RawSample(
        @NonNull PointKey key, int iteration, double throughputMbS, double cpuMicrosPerMb, double hostCpuShare) {

    /** An iteration known by its throughput alone. */
    public RawSample(PointKey key, int iteration, double throughputMbS) {
        this(key, iteration, throughputMbS, Double.NaN, Double.NaN);
    }
}
