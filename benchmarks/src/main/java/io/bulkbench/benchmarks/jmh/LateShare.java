package io.bulkbench.benchmarks.jmh;

import java.util.Collection;
import java.util.OptionalDouble;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;

/**
 * A simulated point's late share: the fraction of JMH's measured time during which the
 * device's bus sat idle because the host was behind the model ({@link LateIdle} summed
 * over the measurement iterations, over the time JMH measured them). The idle stretches
 * never overlap, so the share lies in [0, 1]; one that began just before an iteration
 * and ended in it counts whole to that iteration, so the sum is capped at 1.
 * JMH keeps an iteration's duration only inside its throughput score (operations per
 * time unit), so the duration is recovered as operations / score; it is longer than the
 * configured iteration time by the operation in flight when the time ran out, which at
 * a few requests per iteration is not negligible. An iteration that completed no
 * operation, or ran in another mode, counts its configured time.
 */
public final class LateShare {
    /**
     * The name of {@link LateIdle}'s counter in JMH's results: its method's name (a
     * constant in LateIdle itself would be taken for a counter JMH cannot read).
     */
    public static final String COUNTER = "lateMicros";

    private LateShare() {}

    /**
     * Total late idle time over total measured time of the given measurement iterations;
     * empty when they carry no such counter (a harness without {@link LateIdle}) or no time.
     */
    public static OptionalDouble of(Collection<IterationResult> iterations) {
        double late = 0;
        double measured = 0;
        for (IterationResult iteration : iterations) {
            if (!iteration.getSecondaryResults().containsKey(COUNTER)) {
                return OptionalDouble.empty();
            }
            late += lateMicros(iteration);
            measured += measuredMicros(iteration);
        }
        return measured > 0 ? OptionalDouble.of(Math.min(1, late / measured)) : OptionalDouble.empty();
    }

    /** Microseconds of late idle time one iteration counted; 0 for a harness without the counter. */
    public static double lateMicros(IterationResult iteration) {
        Result<?> counter = iteration.getSecondaryResults().get(COUNTER);
        return counter == null ? 0 : counter.getScore();
    }

    /** The microseconds JMH measured one iteration over. */
    public static double measuredMicros(IterationResult iteration) {
        double opsPerUnit = iteration.getPrimaryResult().getScore();
        long ops = iteration.getMetadata() == null ? 0 : iteration.getMetadata().getMeasuredOps();
        if (iteration.getBenchmarkParams().getMode() == Mode.Throughput && ops > 0 && opsPerUnit > 0) {
            return ops
                    / opsPerUnit
                    * iteration.getBenchmarkParams().getTimeUnit().toNanos(1)
                    / 1e3;
        }
        return iteration.getParams().getTime().convertTo(TimeUnit.NANOSECONDS) / 1e3;
    }
}
