package io.bulkbench.benchmarks.jmh;

import io.bulkbench.benchmarks.device.Device;
import io.bulkbench.benchmarks.sim.SimulatedDevice;
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
 * model's. Always 0 for devices other than {@code sim:}.
 *
 * <p>The harness hands over its device with every operation (one plain store of the
 * same reference) rather than through a setup parameter: a setup that takes the
 * harness's own state makes JMH build a second instance of it, with a second device.
 * The first iteration of a trial starts counting at the device's opening. The count is
 * the device's, every channel's slip together, so in a group of threads on one device
 * only one thread may report it.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class HostSlip {
    Device source;
    private long startNanos;

    /** Notes the slip so far at the iteration's start. */
    @Setup(Level.Iteration)
    public void start() {
        startNanos = slipNanos(source);
    }

    /** Microseconds of slip since the iteration began; read when JMH collects the iteration's counters. */
    public long slipMicros() {
        return (slipNanos(source) - startNanos) / 1_000L;
    }

    /** How far real time has slipped from the simulator's model so far; 0 for any other device, or none yet. */
    private static long slipNanos(Device device) {
        return device instanceof SimulatedDevice simulated ? simulated.slipNanos() : 0L;
    }
}
