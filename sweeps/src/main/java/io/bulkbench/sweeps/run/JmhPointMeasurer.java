package io.bulkbench.sweeps.run;

import io.bulkbench.benchmarks.device.SimDeviceSpec;
import io.bulkbench.benchmarks.jmh.BidirectionalThroughput;
import io.bulkbench.benchmarks.jmh.CpuCostProfiler;
import io.bulkbench.benchmarks.jmh.HarnessParameters;
import io.bulkbench.benchmarks.jmh.LateShare;
import io.bulkbench.benchmarks.jmh.MemoryCopyBaseline;
import io.bulkbench.benchmarks.jmh.PipelineThroughput;
import io.bulkbench.core.CpuCost;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.sweeps.plan.JmhSettings;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Measures a point with one JMH run of the throughput harness ({@code Runner.runSingle()}
 * on the base options plus the point's parameters, as in JMH's API samples). JMH's own
 * log and JSON result of every point are kept in the run folder's {@code jmh/} folder;
 * throughput per iteration comes from the harness's {@code bytes} counter, and a
 * simulated point's late share from its {@code lateMicros} counter ({@link LateShare}),
 * and what the point cost the host's CPU from {@link CpuCostProfiler}'s results.
 */
public record JmhPointMeasurer(JmhSettings settings, Path jmhDir) implements PointMeasurer {

    @Override
    public MeasuredPoint measure(PointKey point) throws IOException, RunnerException {
        try {
            return toPoint(point, JmhRun.keep(options(point), jmhDir, JmhFiles.baseName(point)));
        } catch (JmhRun.Failed e) {
            return MeasuredPoint.failed(point, e.getMessage());
        }
    }

    /** Base options plus the point's overlay; exposed for tests that check every parameter reaches JMH. */
    public ChainedOptionsBuilder options(PointKey point) {
        long iterationMs = settings.iterationTime().toMillis();
        ChainedOptionsBuilder base = new OptionsBuilder()
                .param(HarnessParameters.BUFFERS, Integer.toString(point.buffers()))
                .param(HarnessParameters.REQUEST_SIZE, Integer.toString(point.requestBytes()))
                .param(HarnessParameters.DIRECTION, point.direction().name());
        if (point.device().equals(Baselines.MEMORY_COPY)) {
            base.include("^" + Pattern.quote(MemoryCopyBaseline.class.getName() + ".copy") + "$");
        } else {
            String benchmark = point.direction() == Direction.BOTH
                    ? BidirectionalThroughput.class.getName() + ".both"
                    : PipelineThroughput.class.getName() + ".transfer";
            base.include("^" + Pattern.quote(benchmark) + "$")
                    .param(HarnessParameters.DEVICE, point.device())
                    .param(HarnessParameters.COPY_MODE, point.copyMode().name());
        }
        return base.addProfiler(CpuCostProfiler.class)
                .forks(settings.forks())
                .warmupIterations(settings.warmupIterations())
                .warmupTime(TimeValue.milliseconds(iterationMs))
                .measurementIterations(settings.measurementIterations())
                .measurementTime(TimeValue.milliseconds(iterationMs))
                .timeUnit(TimeUnit.SECONDS)
                .timeout(TimeValue.milliseconds(Math.max(10_000, 10 * iterationMs)))
                .shouldFailOnError(true);
    }

    /**
     * The point JMH measured: MB/s per iteration from the {@code bytes} counter, JMH's error,
     * the verify errors, and for the simulator the share of the measured time it ran late.
     */
    static MeasuredPoint toPoint(PointKey point, RunResult run) {
        List<IterationResult> iterations = new ArrayList<>();
        run.getBenchmarkResults().forEach(fork -> iterations.addAll(fork.getIterationResults()));
        List<Double> samples = new ArrayList<>();
        long verifyErrors = 0;
        for (IterationResult it : iterations) {
            samples.add(counter(it.getSecondaryResults().get("bytes"), point) / 1e6);
            Result<?> verify = it.getSecondaryResults().get("verifyErrors");
            verifyErrors += verify == null ? 0 : Math.round(verify.getScore());
        }
        if (samples.isEmpty()) {
            return MeasuredPoint.failed(point, "JMH returned no measurement iterations");
        }
        double mean =
                samples.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        Result<?> bytes = run.getAggregatedResult().getSecondaryResults().get("bytes");
        double error = bytes == null ? Double.NaN : bytes.getScoreError() / 1e6;
        MeasuredPoint measured = MeasuredPoint.ok(
                        point, mean, Double.isNaN(error) ? Double.NaN : error, samples, verifyErrors)
                .withLateShare(lateShare(point, iterations))
                .withCpu(cpu(run, iterations));
        if (verifyErrors > 0) {
            return measured.withVerifyErrors(
                    verifyErrors,
                    String.format(Locale.ROOT, "%d verify errors: the bytes did not arrive intact", verifyErrors));
        }
        return measured;
    }

    /** Only the simulator has a timeline to fall behind: any other device's share is unknown, not 0. */
    private static OptionalDouble lateShare(PointKey point, List<IterationResult> iterations) {
        return SimDeviceSpec.isSimulator(point.device()) ? LateShare.of(iterations) : OptionalDouble.empty();
    }

    /**
     * The CPU per MB of every iteration and JMH's error of their mean, and the host's busy
     * share where the profiler measured it; unknown unless every iteration has the figure.
     */
    private static CpuCost cpu(RunResult run, List<IterationResult> iterations) {
        List<Double> perMb = everyIteration(iterations, CpuCostProfiler.MICROS_PER_MB);
        Result<?> aggregated = run.getAggregatedResult().getSecondaryResults().get(CpuCostProfiler.MICROS_PER_MB);
        double error = aggregated == null || perMb.isEmpty() ? Double.NaN : aggregated.getScoreError();
        return CpuCost.ofIterations(perMb, error, everyIteration(iterations, CpuCostProfiler.HOST_SHARE));
    }

    private static List<Double> everyIteration(List<IterationResult> iterations, String result) {
        List<Double> figures = new ArrayList<>();
        for (IterationResult it : iterations) {
            Result<?> figure = it.getSecondaryResults().get(result);
            if (figure == null) {
                return List.of();
            }
            figures.add(figure.getScore());
        }
        return figures;
    }

    private static double counter(Result<?> result, PointKey point) {
        if (result == null) {
            throw new IllegalStateException("the harness reported no 'bytes' counter for " + point);
        }
        return result.getScore();
    }
}
