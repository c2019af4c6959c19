package io.bulkbench.sweeps.run;

import io.bulkbench.benchmarks.device.DataPattern;
import io.bulkbench.benchmarks.device.DeviceSpec;
import io.bulkbench.benchmarks.device.SimDeviceSpec;
import io.bulkbench.benchmarks.pipeline.PipelineConfig;
import io.bulkbench.benchmarks.pipeline.TransferPipeline;
import io.bulkbench.benchmarks.sim.FaultModel;
import io.bulkbench.benchmarks.sim.SimulatedDevice;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.sweeps.plan.SweepPlan;
import java.lang.management.ManagementFactory;
import java.util.Collections;
import java.util.Locale;
import java.util.Optional;

/**
 * Before the first point of a sweep on the simulator, a short real-time run of the plan's
 * device at its most demanding pace (two buffers, the smallest request size, no copy),
 * in this process, after a warm-up that lets the JIT compile the pacing loop. When its
 * bus sat idle for a late host longer than {@link MeasuredPoint#LATE_LIMIT} of the time,
 * the machine is already too busy to pace the simulator, and the user is told before a
 * night's worth of points reads low. The sweep goes on: its points carry their own late
 * share, and verdicts bound by it.
 */
final class PacingProbe {
    static final long WARMUP_NANOS = 250_000_000L;
    static final long MEASURED_NANOS = 250_000_000L;

    private PacingProbe() {}

    /** The warning for a plan whose simulator the machine cannot pace now; empty otherwise, or for a device other than {@code sim:}. */
    static Optional<String> warning(SweepPlan plan) {
        if (!(DeviceSpec.parse(plan.device()) instanceof SimDeviceSpec sim)) {
            return Optional.empty();
        }
        Direction direction =
                plan.directions().contains(Direction.OUT) && !plan.directions().contains(Direction.IN)
                        ? Direction.OUT
                        : Direction.IN;
        int size = Collections.min(plan.requestSizes());
        double late = lateShare(sim, direction, size);
        if (late <= MeasuredPoint.LATE_LIMIT) {
            return Optional.empty();
        }
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        return Optional.of(String.format(
                Locale.ROOT,
                "sweep: warning: this machine is too busy to pace the simulator now: a %.2f s probe of %s left its bus"
                        + " idle %.1f %% of the time (load %s on %d CPUs); points may read low by as much, and comparisons"
                        + " leave drops that small unjudged. A quieter host gives firmer figures.",
                MEASURED_NANOS / 1e9,
                plan.device(),
                100 * late,
                load < 0 ? "unknown" : String.format(Locale.ROOT, "%.1f", load),
                Runtime.getRuntime().availableProcessors()));
    }

    /** The share of the measured time the probe's bus sat idle because this process was late. */
    static double lateShare(SimDeviceSpec spec, Direction direction, int requestBytes) {
        // Without the spec's faults: the probe measures the machine's pace, and a simulated
        // crash would end this process, not a fork.
        SimulatedDevice device =
                SimulatedDevice.realTime(spec.text(), spec.resolveProfile().withFaults(FaultModel.NONE));
        try (TransferPipeline pipeline = TransferPipeline.open(
                device, new PipelineConfig(direction, 2, requestBytes, CopyMode.NO_COPY, DataPattern.NONE))) {
            long start = System.nanoTime();
            while (System.nanoTime() - start < WARMUP_NANOS) {
                pipeline.transferNext();
            }
            device.countLatenessFromNow();
            long idleBefore = idle(device);
            long measuredFrom = System.nanoTime();
            while (System.nanoTime() - measuredFrom < MEASURED_NANOS) {
                pipeline.transferNext();
            }
            long elapsed = System.nanoTime() - measuredFrom;
            return Math.min(1, (idle(device) - idleBefore) / (double) elapsed);
        } finally {
            device.close();
        }
    }

    private static long idle(SimulatedDevice device) {
        long most = 0;
        for (int lane = 0; lane < device.lanes(); lane++) {
            most = Math.max(most, device.lateIdleNanos(lane));
        }
        return most;
    }
}
