package io.bulkbench.benchmarks.jmh;

import io.bulkbench.benchmarks.device.Device;
import io.bulkbench.benchmarks.sim.SimulatedDevice;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * How long, in an iteration, the simulated device's bus sat idle because the host thread
 * was behind the simulator's model, in microseconds ({@code lateMicros}, an event count
 * JMH sums over iterations). That is the only lateness that costs the device throughput:
 * a late resubmit that still finds earlier requests on the bus costs nothing. Of a
 * full-duplex link's two lanes the more idle one counts. On a quiet machine it stays near
 * 0 and the simulated device's throughput is the model's; when another process holds the
 * CPU it grows, and the figure reads low by at most that share ({@link LateShare}).
 * Always 0 for devices other than {@code sim:}.
 *
 * <p>The harness hands over its device with every operation (one plain store of the
 * same reference) rather than through a setup parameter: a setup that takes the
 * harness's own state makes JMH build a second instance of it, with a second device.
 * The first iteration of a trial starts counting at the device's opening. The count is
 * the device's, every channel's together, so in a group of threads on one device only
 * one thread may report it.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class LateIdle {
    Device source;
    private final long[] startNanos = new long[2];

    /**
     * Notes each lane's idle time so far at the iteration's start, and counts idle time
     * only from the iteration's first request on: the bus idles while JMH is between
     * iterations and no thread submits, which is not the machine's lateness and not
     * measured time.
     */
    @Setup(Level.Iteration)
    public void start() {
        if (source instanceof SimulatedDevice simulated) {
            simulated.countLatenessFromNextRequest();
        }
        for (int lane = 0; lane < startNanos.length; lane++) {
            startNanos[lane] = idleNanos(source, lane);
        }
    }

    /**
     * Counts nothing more until the next iteration's first request: called by a harness as
     * its iteration ends, before a {@link PauseKeeper} takes the stream over, since JMH reads
     * the counters after the iteration's teardown.
     */
    static void measuredTimeEnds(Device device) {
        if (device instanceof SimulatedDevice simulated) {
            simulated.stopCountingLateness();
        }
    }

    /** Microseconds the more idle lane lost since the iteration began; read when JMH collects the counters. */
    public long lateMicros() {
        long most = 0;
        for (int lane = 0; lane < startNanos.length; lane++) {
            most = Math.max(most, idleNanos(source, lane) - startNanos[lane]);
        }
        return most / 1_000L;
    }

    /** A lane's late idle time so far; 0 for any other device, a lane the link lacks, or none yet. */
    private static long idleNanos(Device device, int lane) {
        return device instanceof SimulatedDevice simulated && lane < simulated.lanes()
                ? simulated.lateIdleNanos(lane)
                : 0L;
    }
}
