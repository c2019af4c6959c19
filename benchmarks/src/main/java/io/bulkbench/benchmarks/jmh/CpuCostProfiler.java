package io.bulkbench.benchmarks.jmh;

import com.sun.management.OperatingSystemMXBean;
import io.bulkbench.benchmarks.device.DeviceSpec;
import io.bulkbench.core.BadInputException;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * What moving the data costs the host: the measuring process's CPU time (user and system,
 * every thread, as the JVM reads the kernel's count of it) over each iteration, reported beside the score as {@value #CPU_MICROS} and, over the harness's
 * {@code bytes} rate, as {@value #MICROS_PER_MB}: CPU microseconds per MB (10^6 bytes)
 * moved. For a device whose work happens in the kernel ({@code usb:}, {@code file:}) it
 * also reports {@value #HOST_SHARE}, the share of the whole host's cores busy over the
 * iteration (/proc/stat), which sees the driver's work the process's clock does not.
 * For a simulated device it leaves out the CPU spent inside the simulator's calls ({@link
 * SimulatorCpu}): modelling each request and spinning toward its modelled instants are the
 * simulator's, thousands of microseconds per MB beside a copy's tens. Where one thread drives the
 * simulated device, its CPU per MB is that thread's own CPU less the simulator's, read off the
 * JVM's exact thread clock: the process's ticks are coarser than what a copy costs at a
 * simulated bus's rate ({@value #CPU_MICROS} stays the process's). Where the difference falls below
 * zero (the process's count is in ticks, the simulator's to the nanosecond) the iteration
 * reads 0, which lifts a point's mean by at most one tick (10 ms) per iteration over the
 * MB it moved: a bound the report's simulated figures lie far inside their errors of.
 *
 * <p>Limits: the process's CPU includes JMH's own threads (its timer mostly sleeps), the
 * JIT compiler and the garbage collector; it is measured from just before the workers
 * start to just after they stop, a little wider than the measured time, so CPU per MB is
 * the ratio of the two rates (CPU seconds per second over MB per second), not of two
 * totals. On Linux the kernel counts it in clock ticks (10 ms): a 250 ms iteration with
 * one core busy is read to 4 %, the mean over iterations closer. The host's share counts
 * every other process on a shared machine as well.
 *
 * <p>What it costs: two readings of each clock per iteration, whatever the operations
 * inside it ({@link CpuCostReadings} measures them).
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar PipelineThroughput -p device=null
 * -prof io.bulkbench.benchmarks.jmh.CpuCostProfiler}.
 */
public final class CpuCostProfiler implements InternalProfiler {
    /** CPU microseconds per MB moved, averaged over iterations. */
    public static final String MICROS_PER_MB = "cpuMicrosPerMB";
    /** CPU microseconds the process used in the iteration (less a simulator's own), summed over iterations. */
    public static final String CPU_MICROS = "cpuMicros";
    /** The simulator's own CPU, {@link SimulatorCpu}'s counter among an iteration's secondary results. */
    public static final String SIMULATOR_CPU = "simulatorCpuMicros";
    /** The simulated device's measuring thread's own CPU, {@link SimulatorCpu}'s second counter. */
    public static final String SIMULATED_THREAD = "simulatedThreadCpuMicros";
    /** The host's busy share of all its cores (0..1), averaged over iterations. */
    public static final String HOST_SHARE = "hostCpuShare";

    private static final OperatingSystemMXBean OS =
            (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private long cpuStart;
    private long wallStart;
    private Optional<HostCpuTimes> hostStart = Optional.empty();

    @Override
    public String getDescription() {
        return "CPU microseconds per MB moved (process CPU time), and the host's busy share for kernel-side devices";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmark, IterationParams iteration) {
        hostStart = worksInTheKernel(benchmark) ? HostCpuTimes.now() : Optional.empty();
        wallStart = System.nanoTime();
        cpuStart = processCpuNanos();
    }

    @Override
    public Collection<? extends Result> afterIteration(
            BenchmarkParams benchmark, IterationParams iteration, IterationResult result) {
        if (result.getRawPrimaryResults().isEmpty()) {
            // An iteration the harness failed (a device gone, a transfer error) has no result
            // to read: its failure is the point's, and nothing here may stand in its place.
            return List.of();
        }
        // the process's count is in clock ticks, the simulator's to the nanosecond: on a slow
        // simulated bus the two are close, and a tick can put the difference below 0, which no cost is
        long simulator = secondaryNanos(result, SIMULATOR_CPU);
        long cpuNanos = Math.max(0, processCpuNanos() - cpuStart - simulator);
        long thread = secondaryNanos(result, SIMULATED_THREAD);
        long wallNanos = System.nanoTime() - wallStart;
        List<Result> results = new ArrayList<>();
        if (cpuStart < 0 || wallNanos <= 0) {
            return results; // no process clock on this JVM
        }
        results.add(new ScalarResult(CPU_MICROS, cpuNanos / 1e3, "us", AggregationPolicy.SUM));
        // A simulated device driven by one thread: that thread's exact clock, less the simulator's calls.
        long perMbNanos = thread > 0 ? Math.max(0, thread - simulator) : cpuNanos;
        OptionalDouble perMb = microsPerMegabyte(perMbNanos, wallNanos, bytesPerSecond(benchmark, result));
        perMb.ifPresent(us -> results.add(new ScalarResult(MICROS_PER_MB, us, "us/MB", AggregationPolicy.AVG)));
        hostStart
                .flatMap(start -> HostCpuTimes.now().map(end -> end.busyShareSince(start)))
                .filter(OptionalDouble::isPresent)
                .ifPresent(share ->
                        results.add(new ScalarResult(HOST_SHARE, share.getAsDouble(), "share", AggregationPolicy.AVG)));
        return results;
    }

    /** The process's CPU time so far, every thread, in nanoseconds; negative where the JVM has no such clock. */
    static long processCpuNanos() {
        return OS.getProcessCpuTime();
    }

    /**
     * CPU microseconds per MB: the CPU the process used per second of the window over the
     * MB it moved per second; empty when nothing moved.
     */
    static OptionalDouble microsPerMegabyte(long cpuNanos, long wallNanos, double bytesPerSecond) {
        if (!(bytesPerSecond > 0) || wallNanos <= 0) {
            return OptionalDouble.empty();
        }
        double cpuSecondsPerSecond = (double) cpuNanos / wallNanos;
        return OptionalDouble.of(cpuSecondsPerSecond * 1e6 / (bytesPerSecond / 1e6));
    }

    /** A harness counter of microseconds in the iteration, in nanoseconds; 0 for harnesses without it. */
    private static long secondaryNanos(IterationResult result, String counter) {
        Result<?> micros = result.getSecondaryResults().get(counter);
        return micros == null ? 0L : Math.round(micros.getScore() * 1e3);
    }

    /** The harness's {@code bytes} rate in bytes per second; 0 for a benchmark without it. */
    private static double bytesPerSecond(BenchmarkParams benchmark, IterationResult result) {
        Result<?> bytes = result.getSecondaryResults().get("bytes");
        if (bytes == null) {
            return 0;
        }
        return bytes.getScore() * 1e9 / benchmark.getTimeUnit().toNanos(1);
    }

    private static boolean worksInTheKernel(BenchmarkParams benchmark) {
        String device = benchmark.getParam("device");
        try {
            return device != null && DeviceSpec.parse(device).worksInTheKernel();
        } catch (BadInputException e) {
            return false; // the harness refuses it when it opens the device
        }
    }
}
