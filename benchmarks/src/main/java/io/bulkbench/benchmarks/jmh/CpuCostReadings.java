package io.bulkbench.benchmarks.jmh;

import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What does {@link CpuCostProfiler} cost a measurement? It does nothing per operation:
 * per iteration it reads the process's CPU clock and the wall clock twice, and for a
 * kernel-side device /proc/stat twice. These are those readings, each alone; two of each
 * over an iteration's length is the share of the iteration the profiler takes. The
 * baseline beside them is the wall clock, which JMH reads around every iteration anyway.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar CpuCostReadings -f 1 -wi 2 -i 5}
 * (microseconds per reading).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class CpuCostReadings {

    /** Baseline: the wall clock. */
    @Benchmark
    public long wallClock() {
        return System.nanoTime();
    }

    /** The process's CPU time, every thread. */
    @Benchmark
    public long processCpuTime() {
        return CpuCostProfiler.processCpuNanos();
    }

    /** The whole host's busy and total ticks (read only for usb: and file: devices). */
    @Benchmark
    public Optional<HostCpuTimes> hostCpuTimes() {
        return HostCpuTimes.now();
    }
}
