package io.bulkbench.sweeps.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.bulkbench.benchmarks.jmh.CpuCostProfiler;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.CpuCost;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.sweeps.plan.JmhSettings;
import io.bulkbench.sweeps.run.JmhLikeRun.Iteration;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.ScalarResult;

/** What a point says about its JMH run: throughput from the bytes counter, lateness from the late-idle counter. */
class JmhPointMeasurerTest {
    private static final int SIZE = 262144;
    private static final PointKey SIM =
            new PointKey("snowball", "sim:snowball-msc", Direction.IN, 2, SIZE, CopyMode.COPY);

    @Test
    void theLateShareIsTheLateIdleTimeOverTheTimeJmhMeasured() {
        // 250 ms iterations of 13 ms requests run over by the request in flight: 783 ms measured, not 750.
        MeasuredPoint point = JmhPointMeasurer.toPoint(
                SIM,
                JmhLikeRun.withLateCounter(
                        Iteration.of(20, SIZE, 262_000_000, 3_000),
                        Iteration.of(19, SIZE, 251_000_000, 0),
                        Iteration.of(20, SIZE, 270_000_000, 12_000)));

        assertThat(point.lateShare()).isPresent();
        assertThat(point.lateShare().getAsDouble()).isCloseTo(15_000.0 / 783_000.0, within(1e-9));
        assertThat(point.simulatorRanLate()).isTrue();
        assertThat(point.samples()).hasSize(3);
        assertThat(point.samples().get(0)).isCloseTo(20.0 * SIZE / 0.262 / 1e6, within(1e-9));
    }

    @Test
    void aSimulatorThatKeptPaceIsNotFlagged() {
        MeasuredPoint point = JmhPointMeasurer.toPoint(
                SIM,
                JmhLikeRun.withLateCounter(
                        Iteration.of(20, SIZE, 260_000_000, 1_000), Iteration.of(20, SIZE, 260_000_000, 1_600)));

        assertThat(point.lateShare().getAsDouble()).isCloseTo(2_600.0 / 520_000.0, within(1e-12));
        assertThat(point.simulatorRanLate()).isFalse();
    }

    @Test
    void aDeviceOtherThanTheSimulatorHasNoLateShareNotZero() {
        PointKey nullDevice = new PointKey("snowball", "null", Direction.IN, 8, SIZE, CopyMode.COPY);
        MeasuredPoint point = JmhPointMeasurer.toPoint(
                nullDevice, JmhLikeRun.withLateCounter(Iteration.of(90_000, SIZE, 250_000_010, 0)));

        assertThat(point.isOk()).isTrue();
        assertThat(point.lateShare()).isEmpty();
    }

    @Test
    void aHarnessWithoutTheLateCounterLeavesTheShareUnknown() {
        MeasuredPoint point = JmhPointMeasurer.toPoint(
                SIM, JmhLikeRun.withoutLateCounter(Iteration.of(20, SIZE, 262_000_000, 50_000)));

        assertThat(point.isOk()).isTrue();
        assertThat(point.lateShare()).isEmpty();
    }

    @Test
    void aPointWithVerifyErrorsKeepsItsLateShare() {
        MeasuredPoint point = JmhPointMeasurer.toPoint(
                SIM, JmhLikeRun.withLateCounter(new Iteration(20, 262_000_000, 20L * SIZE, 26_200, 3)));

        assertThat(point.verifyErrors()).isEqualTo(3);
        assertThat(point.reason()).contains("3 verify errors");
        assertThat(point.lateShare().getAsDouble()).isCloseTo(0.1, within(1e-12));
    }

    @Test
    void theCpuCostIsTheProfilersFigurePerIterationAndTheirMean() {
        RunResult run = JmhLikeRun.withLateCounter(
                Iteration.of(20, SIZE, 262_000_000, 0), Iteration.of(20, SIZE, 262_000_000, 0));
        profiled(run, CpuCostProfiler.MICROS_PER_MB, 30.0, 50.0);
        profiled(run, CpuCostProfiler.HOST_SHARE, 0.25, 0.75);

        MeasuredPoint point = JmhPointMeasurer.toPoint(SIM, run);

        assertThat(point.cpu().microsPerMbSamples()).containsExactly(30.0, 50.0);
        assertThat(point.cpu().microsPerMb().getAsDouble()).isCloseTo(40.0, within(1e-12));
        assertThat(point.cpu().errorMicrosPerMb()).isPositive();
        assertThat(point.cpu().hostShare().getAsDouble()).isCloseTo(0.5, within(1e-12));
    }

    @Test
    void aRunWithoutTheProfilerLeavesTheCpuCostUnknown() {
        MeasuredPoint point =
                JmhPointMeasurer.toPoint(SIM, JmhLikeRun.withLateCounter(Iteration.of(20, SIZE, 262_000_000, 0)));

        assertThat(point.cpu()).isEqualTo(CpuCost.UNKNOWN);
    }

    @Test
    void everyPointIsMeasuredWithTheCpuProfiler() {
        var options = new JmhPointMeasurer(JmhSettings.quick(), Path.of("jmh"))
                .options(SIM)
                .build();

        assertThat(options.getProfilers()).extracting(p -> p.getKlass()).contains(CpuCostProfiler.class.getName());
    }

    /** Adds one profiler result per iteration, as JMH adds what a profiler returns. */
    private static void profiled(RunResult run, String name, double... perIteration) {
        List<IterationResult> iterations = new ArrayList<>();
        run.getBenchmarkResults().forEach(b -> iterations.addAll(b.getIterationResults()));
        for (int i = 0; i < perIteration.length; i++) {
            iterations.get(i).addResult(new ScalarResult(name, perIteration[i], "", AggregationPolicy.AVG));
        }
    }
}
