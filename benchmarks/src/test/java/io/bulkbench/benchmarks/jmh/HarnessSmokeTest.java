package io.bulkbench.benchmarks.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Every harness runs under JMH as a user would run it: one forked JVM, one short warm-up
 * and measurement iteration, through the same Runner API the sweeps use. The results
 * must exist and be positive; nothing here is a speed claim.
 */
class HarnessSmokeTest {

    @BeforeAll
    static void shareTheMachine() {
        // Other builds on the machine may run JMH at the same time; its lock would fail the run.
        System.setProperty("jmh.ignoreLock", "true");
    }

    private static ChainedOptionsBuilder shortRun(Class<?> harness, String method) {
        return new OptionsBuilder()
                .include("^" + Pattern.quote(harness.getName() + "." + method) + "$")
                .forks(1)
                .warmupIterations(1)
                .warmupTime(TimeValue.milliseconds(100))
                .measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(200))
                .jvmArgsAppend("-Xmx256m", "-XX:TieredStopAtLevel=1")
                .shouldFailOnError(true);
    }

    private static RunResult single(ChainedOptionsBuilder options) throws RunnerException {
        Collection<RunResult> results = new Runner(options.build()).run();
        assertThat(results).hasSize(1);
        return results.iterator().next();
    }

    /** PipelineThroughput with 4 buffers. */
    private static RunResult throughput(String device, String requestSize, String copyMode, String direction)
            throws RunnerException {
        return single(shortRun(PipelineThroughput.class, "transfer")
                .param("device", device)
                .param("buffers", "4")
                .param("requestSize", requestSize)
                .param("copyMode", copyMode)
                .param("direction", direction));
    }

    private static double secondary(RunResult run, String name) {
        Result<?> result = run.getAggregatedResult().getSecondaryResults().get(name);
        assertThat(result).as(name).isNotNull();
        return result.getScore();
    }

    @Test
    void throughputOnTheSimulatorReportsRequestsBytesAndZeroErrors() throws RunnerException {
        RunResult run = throughput("sim:fastboot-ssp", "65536", "COPY", "OUT");
        double requests = run.getPrimaryResult().getScore();
        assertThat(requests).isPositive();
        assertThat(secondary(run, "bytes"))
                .isCloseTo(requests * 65536, org.assertj.core.data.Percentage.withPercentage(1));
        assertThat(secondary(run, "megabytes"))
                .isCloseTo(secondary(run, "bytes") / 1e6, org.assertj.core.data.Percentage.withPercentage(0.01));
        for (String counter :
                List.of("verifyErrors", "shortTransfers", "enomemFallbacks", "shrunkRequests", "faults")) {
            assertThat(secondary(run, counter)).as(counter).isZero();
        }
        assertThat(run.getParams().getParam("buffers")).isEqualTo("4");
        assertThat(secondary(run, "lateMicros")).isNotNegative();
    }

    @Test
    void theLastRequestOfAnIterationCountsItsBytes() throws RunnerException {
        // snowball-msc moves ~20 MB/s: a 200 ms iteration holds ~15 requests of 256 KiB, and the
        // last one is still waiting when JMH announces the end; leaving its bytes out loses one request in ~15.
        // The first operation of an iteration also hands over the request the pause's keeper was reaping
        // in the measured time: its bytes count, as no operation of JMH's, so bytes hold at most one
        // request per 200 ms iteration (5 a second) more than the operations.
        RunResult run = throughput("sim:snowball-msc", "262144", "NO_COPY", "IN");
        double requests = run.getPrimaryResult().getScore();
        double bytesInRequests = secondary(run, "bytes") / 262144;
        assertThat(bytesInRequests).isGreaterThanOrEqualTo(requests * 0.995).isLessThanOrEqualTo(requests * 1.005 + 5);
    }

    @Test
    void bidirectionalGroupSumsBothThreads() throws RunnerException {
        RunResult run = single(shortRun(BidirectionalThroughput.class, "both")
                .param("device", "null")
                .param("buffers", "2")
                .param("copyMode", "NO_COPY"));
        assertThat(run.getPrimaryResult().getScore()).isPositive();
        assertThat(secondary(run, "read")).isPositive();
        assertThat(secondary(run, "write")).isPositive();
        assertThat(secondary(run, "bytes")).isPositive();
        // The reader reports the device's late idle time for the group; a device other than the simulator is never
        // late.
        assertThat(secondary(run, "lateMicros")).isZero();
    }

    @Test
    void latencySamplesTheCompletionInterval() throws RunnerException {
        RunResult run = single(shortRun(CompletionLatency.class, "interval")
                .param("device", "sim:fastboot-ssp")
                .timeUnit(TimeUnit.MICROSECONDS));
        // fastboot's 16 KiB requests: the bus alone needs ~18 us per request.
        assertThat(run.getPrimaryResult().getScore()).isGreaterThan(10.0);
        assertThat(run.getPrimaryResult().getStatistics().getPercentile(99.9)).isPositive();
    }

    @Test
    void memoryCopyBaselineCountsBytes() throws RunnerException {
        RunResult run = single(shortRun(MemoryCopyBaseline.class, "copy")
                .param("requestSize", "16384")
                .param("direction", "IN"));
        assertThat(run.getPrimaryResult().getScore()).isPositive();
        assertThat(secondary(run, "bytes"))
                .isCloseTo(
                        run.getPrimaryResult().getScore() * 16384, org.assertj.core.data.Percentage.withPercentage(1));
    }
}
