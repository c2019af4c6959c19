package io.bulkbench.benchmarks.jmh;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Control;

/**
 * Bytes moved, reported by JMH as a rate next to the primary score: the {@code bytes}
 * secondary result is bytes per second and {@code megabytes} the same in MB/s (10^6
 * bytes/s, as dd prints it). Requests per second alone would hide ENOMEM fallbacks and
 * short transfers, which shrink a request. Only the long is touched per operation; the
 * MB figure is derived when JMH reads the counters.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.OPERATIONS)
public class TransferBytes {
    /** Bytes delivered in this iteration. */
    public long bytes;

    /**
     * Whether an operation starting now is measured. With more than one thread (the BOTH
     * group, or {@code -t N}) JMH keeps the threads that are ready running operations while
     * it waits for the others to start and to finish, outside the measured time; counting
     * those would read as more bytes per second than moved. Asked before the operation,
     * not after: JMH announces the end from its timer thread while the last operation is
     * still waiting for its request, and times that operation in full, so judging it on
     * its return would leave one request per iteration out of a time that includes it
     * (5 % at 256 KiB in a 250 ms iteration of a 20 MB/s device).
     */
    static boolean measuring(Control control) {
        return control.startMeasurement && !control.stopMeasurement;
    }

    /** Counts a request's bytes if its operation began {@link #measuring measured}. */
    void add(long delivered, boolean measured) {
        if (measured) {
            bytes += delivered;
        }
    }

    /** Megabytes (10^6 bytes) delivered in this iteration; JMH reports it per second, i.e. MB/s. */
    public double megabytes() {
        return bytes / 1e6;
    }

    @Setup(Level.Iteration)
    public void reset() {
        bytes = 0;
    }
}
