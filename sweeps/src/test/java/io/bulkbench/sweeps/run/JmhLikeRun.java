package io.bulkbench.sweeps.run;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.IterationResultMetaData;
import org.openjdk.jmh.results.ResultRole;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.ScalarResult;
import org.openjdk.jmh.results.ThroughputResult;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * A JMH result built by hand the way the generated code of the throughput harness builds
 * it: per measurement iteration, the operations and the nanoseconds JMH measured them over
 * (the primary score), the {@code bytes} rate, and the event counters {@code verifyErrors}
 * and, when the harness has it, {@code lateMicros}. Iterations are configured at 250 ms.
 */
final class JmhLikeRun {
    static final TimeValue ITERATION_TIME = TimeValue.milliseconds(250);

    /** One measurement iteration as the harness reports it. */
    record Iteration(long requests, long nanos, long bytes, long lateMicros, long verifyErrors) {
        static Iteration of(long requests, int requestBytes, long nanos, long lateMicros) {
            return new Iteration(requests, nanos, requests * requestBytes, lateMicros, 0);
        }
    }

    private JmhLikeRun() {}

    static RunResult withLateCounter(Iteration... iterations) {
        return run(true, iterations);
    }

    /** A harness without the late-idle counter, as BidirectionalThroughput was before it reported one. */
    static RunResult withoutLateCounter(Iteration... iterations) {
        return run(false, iterations);
    }

    private static RunResult run(boolean lateCounter, Iteration... iterations) {
        IterationParams warmup = new IterationParams(IterationType.WARMUP, 0, ITERATION_TIME, 1);
        IterationParams measurement =
                new IterationParams(IterationType.MEASUREMENT, iterations.length, ITERATION_TIME, 1);
        BenchmarkParams params = new BenchmarkParams(
                "io.bulkbench.benchmarks.jmh.PipelineThroughput.transfer",
                "generated",
                false,
                1,
                new int[] {1},
                List.of(),
                1,
                0,
                warmup,
                measurement,
                Mode.Throughput,
                new WorkloadParams(),
                TimeUnit.SECONDS,
                1,
                "java",
                List.of(),
                "17",
                "vm",
                "17",
                "1.37",
                TimeValue.seconds(10));
        List<IterationResult> results = new ArrayList<>();
        for (Iteration it : iterations) {
            IterationResult result =
                    new IterationResult(params, measurement, new IterationResultMetaData(it.requests(), it.requests()));
            result.addResult(
                    new ThroughputResult(ResultRole.PRIMARY, "transfer", it.requests(), it.nanos(), TimeUnit.SECONDS));
            result.addResult(
                    new ThroughputResult(ResultRole.SECONDARY, "bytes", it.bytes(), it.nanos(), TimeUnit.SECONDS));
            result.addResult(new ScalarResult("verifyErrors", it.verifyErrors(), "#", AggregationPolicy.SUM));
            if (lateCounter) {
                result.addResult(new ScalarResult("lateMicros", it.lateMicros(), "#", AggregationPolicy.SUM));
            }
            results.add(result);
        }
        return new RunResult(params, List.of(new BenchmarkResult(params, results)));
    }
}
