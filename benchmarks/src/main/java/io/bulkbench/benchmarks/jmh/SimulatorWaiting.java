package io.bulkbench.benchmarks.jmh;

import io.bulkbench.benchmarks.device.Device;
import io.bulkbench.benchmarks.sim.SimulatedDevice;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The CPU a simulated device's threads spent in an iteration waiting for its modelled
 * instants, in microseconds ({@value CpuCostProfiler#SIMULATOR_WAITING}, an event count JMH
 * sums over iterations).
 * To keep a request's modelled time to a microsecond the simulator spins through the last
 * millisecond before each instant, so on a slow bus this is most of the process's CPU; it is
 * the simulator's cost, not the pipeline's, and {@link CpuCostProfiler} leaves it out of a
 * point's CPU per MB. Always 0 for devices other than {@code sim:}.
 *
 * <p>The harness hands over its device before every operation ({@link #before}); an
 * iteration counts from its first operation, inside the window the profiler reads the
 * process's CPU over.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class SimulatorWaiting {
    private Device source;
    private boolean counting;
    private long startNanos;

    /** A new iteration counts from its first operation on: between iterations nothing is measured. */
    @Setup(Level.Iteration)
    public void start() {
        counting = false;
    }

    /** Called by the harness before each operation with its device; the first of an iteration notes the count so far. */
    void before(Device device) {
        if (!counting) {
            counting = true;
            source = device;
            startNanos = waitingNanos(device);
        }
    }

    /** Microseconds of CPU spent waiting since the iteration's first operation; read when JMH collects the counters. */
    public long simulatorWaitCpuMicros() {
        return counting ? (waitingNanos(source) - startNanos) / 1_000L : 0L;
    }

    private static long waitingNanos(Device device) {
        return device instanceof SimulatedDevice simulated ? simulated.waitingCpuNanos() : 0L;
    }
}
