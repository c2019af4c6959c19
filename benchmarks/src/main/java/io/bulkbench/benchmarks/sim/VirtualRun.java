package io.bulkbench.benchmarks.sim;

/**
 * The outcome of a run in virtual time: the bytes delivered in the measured window, the
 * window's length, and how many requests completed in it (and how many of those faulted).
 */
public record VirtualRun(long bytes, long nanos, long requests, long faults) {

    /** Throughput in MB/s (10^6 bytes per second), as dd prints it. */
    public double mbS() {
        return nanos == 0 ? 0.0 : bytes * 1_000.0 / nanos;
    }
}
