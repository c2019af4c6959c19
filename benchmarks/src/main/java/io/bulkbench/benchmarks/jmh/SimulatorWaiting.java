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
 * <p>As with {@link LateIdle}, the harness hands over its device with every operation, and
 * the first iteration of a trial counts from the device's opening.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class SimulatorWaiting {
    Device source;
    private long startNanos;

    @Setup(Level.Iteration)
    public void start() {
        startNanos = waitingNanos(source);
    }

    /** Microseconds of CPU spent waiting since the iteration began; read when JMH collects the counters. */
    public long simulatorWaitCpuMicros() {
        return (waitingNanos(source) - startNanos) / 1_000L;
    }

    private static long waitingNanos(Device device) {
        return device instanceof SimulatedDevice simulated ? simulated.waitingCpuNanos() : 0L;
    }
}
