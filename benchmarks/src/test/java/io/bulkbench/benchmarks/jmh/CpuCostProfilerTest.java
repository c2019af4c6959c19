package io.bulkbench.benchmarks.jmh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * The CPU profiler under JMH: its arithmetic by hand, its total against the kernel's own
 * count of this process's CPU, and the one thing a copy must show, that it costs CPU.
 * The JMH runs are in this JVM (no fork), so /proc/self/stat sees the same process.
 */
class CpuCostProfilerTest {
    private static final int SIZE = 262144;

    @BeforeAll
    static void shareTheMachine() {
        System.setProperty("jmh.ignoreLock", "true");
    }

    @Test
    void cpuPerMegabyteIsCoresBusyOverMegabytesPerSecond() {
        // one core busy (1 s of CPU in 1 s) moving 500 MB/s: 1e6 us / 500 MB
        assertThat(CpuCostProfiler.microsPerMegabyte(1_000_000_000L, 1_000_000_000L, 500e6)
                        .getAsDouble())
                .isCloseTo(2000, within(1e-9));
        // half a core over 2 s at 10 MB/s: 0.5e6 us per second / 10 MB per second
        assertThat(CpuCostProfiler.microsPerMegabyte(1_000_000_000L, 2_000_000_000L, 10e6)
                        .getAsDouble())
                .isCloseTo(50_000, within(1e-9));
        assertThat(CpuCostProfiler.microsPerMegabyte(1_000_000L, 1_000_000_000L, 0))
                .isEmpty();
    }

    @Test
    @EnabledIf("hasProcSelfStat")
    void theProfilersCpuAgreesWithTheKernelsCountOfThisProcess() throws Exception {
        run(options("NO_COPY", 1, 1)); // loads JMH and the harness, which the profiler does not see
        double before = ProcessCpuClock.seconds();
        RunResult run = run(options("COPY", 0, 3).measurementTime(TimeValue.seconds(1)));
        double kernel = ProcessCpuClock.seconds() - before;

        double profiler = secondary(run, CpuCostProfiler.CPU_MICROS) / 1e6;
        assertThat(profiler).isCloseTo(kernel, within(0.10 * kernel));
    }

    @Test
    @EnabledIf("hasProcSelfStat")
    void onASimulatedDeviceTheSimulatorsOwnCpuIsLeftOutAndTheRestIsTheProcesss() throws Exception {
        run(options("sim:snowball-msc", "NO_COPY", 1, 1));
        double before = ProcessCpuClock.seconds();
        RunResult run = run(options("sim:snowball-msc", "COPY", 0, 3).measurementTime(TimeValue.seconds(1)));
        double kernel = ProcessCpuClock.seconds() - before;

        double simulator = secondary(run, CpuCostProfiler.SIMULATOR_CPU) / 1e6;
        double thread = secondary(run, CpuCostProfiler.SIMULATED_THREAD) / 1e6;
        double profiler = secondary(run, CpuCostProfiler.CPU_MICROS) / 1e6;
        // How much the simulator spins depends on how busy the machine is (a late simulator
        // spins less), so only what holds at any load is asserted: its calls are counted, they
        // run on the measuring thread, and the process has work of its own beside them.
        assertThat(simulator).isPositive();
        assertThat(thread).isGreaterThanOrEqualTo(simulator);
        assertThat(profiler).isPositive();
        // both are counted inside the iterations, the kernel's over the whole run (JMH's setup,
        // the device's opening) in 10 ms ticks: together a little less than it
        assertThat(profiler + simulator).isBetween(0.75 * kernel, kernel + 0.02);
    }

    @Test
    void onTheNullDeviceACopyCostsMoreCpuPerMegabyteThanNoCopy() throws RunnerException {
        double copy = secondary(run(options("COPY", 1, 2)), CpuCostProfiler.MICROS_PER_MB);
        double noCopy = secondary(run(options("NO_COPY", 1, 2)), CpuCostProfiler.MICROS_PER_MB);

        // copying 256 KiB per request is memory bandwidth; not copying is a few field writes
        assertThat(copy).isGreaterThan(2 * noCopy);
    }

    @Test
    void aDeviceInTheProcessHasNoHostShare() throws RunnerException {
        RunResult run = run(options("NO_COPY", 0, 1));

        assertThat(run.getAggregatedResult().getSecondaryResults()).doesNotContainKey(CpuCostProfiler.HOST_SHARE);
    }

    static boolean hasProcSelfStat() {
        return Files.isReadable(Path.of("/proc/self/stat"));
    }

    private static ChainedOptionsBuilder options(String copyMode, int warmups, int iterations) {
        return options("null", copyMode, warmups, iterations);
    }

    private static ChainedOptionsBuilder options(String device, String copyMode, int warmups, int iterations) {
        return new OptionsBuilder()
                .include("^" + Pattern.quote(PipelineThroughput.class.getName() + ".transfer") + "$")
                .param("device", device)
                .param("buffers", "4")
                .param("requestSize", Integer.toString(SIZE))
                .param("copyMode", copyMode)
                .param("direction", "IN")
                .forks(0)
                .warmupIterations(warmups)
                .warmupTime(TimeValue.milliseconds(200))
                .measurementIterations(iterations)
                .measurementTime(TimeValue.milliseconds(300))
                .addProfiler(CpuCostProfiler.class)
                .shouldFailOnError(true);
    }

    private static RunResult run(ChainedOptionsBuilder options) throws RunnerException {
        return new Runner(options.build()).runSingle();
    }

    private static double secondary(RunResult run, String name) {
        Result<?> result = run.getAggregatedResult().getSecondaryResults().get(name);
        assertThat(result).as(name).isNotNull();
        return result.getScore();
    }
}
