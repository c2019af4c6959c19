package io.bulkbench.benchmarks.jmh;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * How much real time slipped from the simulator's model in an iteration, in microseconds
 * ({@code slipMicros}, an event count JMH sums over iterations): time the host thread
 * was behind the modelled host at a submit, or a wait returned late. On a quiet machine
 * it stays near 0 and the simulated device's throughput is the model's; when another
 * process holds the CPU it grows, and a low throughput is the machine's doing, not the
 * model's. Always 0 for devices other than {@code sim:}. Read when JMH collects the
 * iteration's counters, so it costs nothing per operation.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class HostSlip {
    private PipelineThroughput bench;
    private long startNanos;

    /** Notes the slip so far at the iteration's start. */
    @Setup(Level.Iteration)
    public void start(PipelineThroughput harness) {
        bench = harness;
        startNanos = harness.slipNanos();
    }

    /** Microseconds of slip since the iteration began. */
    public long slipMicros() {
        return bench == null ? 0L : (bench.slipNanos() - startNanos) / 1_000L;
    }
}
