package io.bulkbench.benchmarks.jmh;

import io.bulkbench.benchmarks.device.Device;
import io.bulkbench.benchmarks.sim.SimulatedDevice;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * What a simulated device's iteration cost the CPU, as the simulator knows it, in
 * microseconds (event counts JMH sums over iterations):
 * <ul>
 *   <li>{@value CpuCostProfiler#SIMULATOR_CPU}: the CPU its threads spent inside the
 *       device's calls: modelling each request, and spinning toward its modelled instants.
 *       To keep a request's modelled time to a microsecond the simulator spins through the
 *       last millisecond before each instant, so on a slow bus this is most of the process's
 *       CPU; it is the simulator's cost, not the pipeline's, and {@link CpuCostProfiler}
 *       leaves it out of a point's CPU per MB.
 *   <li>{@value CpuCostProfiler#SIMULATED_THREAD}: where one thread drives the device, that
 *       thread's own CPU (the JVM's thread clock, to the nanosecond). The process's clock
 *       counts in 10 ms ticks, which at a slow simulated bus is hundreds of microseconds per
 *       MB an iteration, more than a copy costs; the thread's clock is exact, so the
 *       profiler takes a simulated point's CPU per MB from it.
 * </ul>
 * Both are 0 for devices other than {@code sim:}.
 *
 * <p>The harness hands over its device before every operation ({@link #before}) and says
 * when each ends ({@link #after}); an iteration counts from its first operation, inside the
 * window the profiler reads the process's CPU over. Where one thread drives the device,
 * its CPU and the simulator's both end with its last operation, so JMH's own work at the
 * iteration's end, a fixed cost per iteration that is spread over only a few MB at a slow
 * bus, is not in them, nor is the simulator's work for the thread that keeps the stream
 * moving through JMH's pause ({@link PauseKeeper}). Where several threads drive it, the
 * simulator's counter ends when JMH reads the counters, as the process's clock, read
 * later still, does.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class SimulatorCpu {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private Device source;
    private boolean counting;
    private boolean alone;
    private long startNanos;
    private long endNanos;
    private long threadStartNanos;
    private long threadEndNanos;

    /** A new iteration counts from its first operation on: between iterations nothing is measured. */
    @Setup(Level.Iteration)
    public void start() {
        counting = false;
    }

    /**
     * Called by the harness before each operation with its device; the first of an
     * iteration notes the counts so far. {@code alone}: this thread is the only one driving
     * the device, so its own CPU is the point's.
     */
    void before(Device device, boolean alone) {
        if (!counting) {
            counting = true;
            source = device;
            this.alone = alone && device instanceof SimulatedDevice;
            startNanos = simulatorNanos(device);
            endNanos = startNanos;
            threadStartNanos = this.alone ? THREADS.getCurrentThreadCpuTime() : 0L;
            threadEndNanos = threadStartNanos;
        }
    }

    /** Called by the harness after each operation: where one thread drives the simulator, its CPU so far. */
    void after() {
        if (alone) {
            threadEndNanos = THREADS.getCurrentThreadCpuTime();
            endNanos = simulatorNanos(source);
        }
    }

    /**
     * Microseconds spent in the simulator's calls from the iteration's first operation: to
     * the end of its last where one thread drives the device, else to when JMH collects the counters.
     */
    public long simulatorCpuMicros() {
        if (!counting) {
            return 0L;
        }
        return ((alone ? endNanos : simulatorNanos(source)) - startNanos) / 1_000L;
    }

    /** Microseconds of this thread's CPU from the iteration's first operation to the end of its last, where it drives a simulator alone. */
    public long simulatedThreadCpuMicros() {
        return counting && alone ? (threadEndNanos - threadStartNanos) / 1_000L : 0L;
    }

    private static long simulatorNanos(Device device) {
        return device instanceof SimulatedDevice simulated ? simulated.simulatorCpuNanos() : 0L;
    }
}
