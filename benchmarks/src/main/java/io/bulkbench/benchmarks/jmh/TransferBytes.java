package io.bulkbench.benchmarks.jmh;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Bytes moved, reported by JMH as a rate next to the primary score: the {@code bytes}
 * secondary result is bytes per second, so MB/s is its score / 10^6. Requests per
 * second alone would hide ENOMEM fallbacks and short transfers, which shrink a request.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.OPERATIONS)
public class TransferBytes {
    /** Bytes delivered in this iteration. */
    public long bytes;

    @Setup(Level.Iteration)
    public void reset() {
        bytes = 0;
    }
}
