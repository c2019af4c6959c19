package io.bulkbench.sweeps.run;

import io.bulkbench.analysis.LatencySummary;
import io.bulkbench.benchmarks.jmh.CompletionLatency;
import io.bulkbench.benchmarks.jmh.HarnessParameters;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import io.bulkbench.sweeps.plan.JmhSettings;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.util.Statistics;

/**
 * Measures a point's completion intervals with one JMH run of {@link CompletionLatency}
 * (SampleTime, microseconds) on the point's parameters: the plan's forks and iteration
 * time, one warmup iteration and at most three measurement iterations, since a sampled
 * distribution needs many intervals, not many iterations. JMH's log and JSON go beside
 * the point's own in {@code jmh/}, named {@code BASE-latency}.
 */
public record JmhLatencyMeasurer(JmhSettings settings, Path jmhDir) implements LatencyMeasurer {
    /** Measurement iterations at most: each already samples thousands of intervals. */
    static final int MAX_ITERATIONS = 3;

    @Override
    public LatencySummary measure(PointKey point) throws IOException {
        if (point.direction() == Direction.BOTH) {
            throw new IllegalArgumentException("completion intervals are measured per direction, not for " + point);
        }
        try {
            return toSummary(point, JmhRun.keep(options(point), jmhDir, JmhFiles.baseName(point) + "-latency"));
        } catch (JmhRun.Failed e) {
            throw new IOException(e.getMessage());
        }
    }

    /** The point's parameters on the latency harness; exposed so tests can check each reaches JMH. */
    public ChainedOptionsBuilder options(PointKey point) {
        long iterationMs = settings.iterationTime().toMillis();
        return new OptionsBuilder()
                .include("^" + Pattern.quote(CompletionLatency.class.getName() + ".interval") + "$")
                .param(HarnessParameters.DEVICE, point.device())
                .param(HarnessParameters.BUFFERS, Integer.toString(point.buffers()))
                .param(HarnessParameters.REQUEST_SIZE, Integer.toString(point.requestBytes()))
                .param(HarnessParameters.COPY_MODE, point.copyMode().name())
                .param(HarnessParameters.DIRECTION, point.direction().name())
                .forks(settings.forks())
                .warmupIterations(1)
                .warmupTime(TimeValue.milliseconds(iterationMs))
                .measurementIterations(Math.min(MAX_ITERATIONS, settings.measurementIterations()))
                .measurementTime(TimeValue.milliseconds(iterationMs))
                .timeUnit(TimeUnit.MICROSECONDS)
                .timeout(TimeValue.milliseconds(Math.max(10_000, 10 * iterationMs)))
                .shouldFailOnError(true);
    }

    /** Seconds one latency run takes, not counting the fork's start-up. */
    public static double secondsPerPoint(JmhSettings settings) {
        return Math.max(1, settings.forks())
                * (1 + Math.min(MAX_ITERATIONS, settings.measurementIterations()))
                * settings.iterationTime().toMillis()
                / 1000.0;
    }

    static LatencySummary toSummary(PointKey point, RunResult run) {
        Statistics s = run.getPrimaryResult().getStatistics();
        if (s.getN() < 1) {
            throw new IllegalStateException("JMH sampled no completion intervals for " + point);
        }
        return new LatencySummary(
                point,
                s.getPercentile(50),
                s.getPercentile(90),
                s.getPercentile(99),
                s.getPercentile(99.9),
                s.getMax(),
                s.getN());
    }
}
