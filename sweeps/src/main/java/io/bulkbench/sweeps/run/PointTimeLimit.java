package io.bulkbench.sweeps.run;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.sweeps.plan.DurationText;
import io.bulkbench.sweeps.plan.JmhSettings;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;

/**
 * The wall-clock limit of one point: a point still running at its limit is failed with
 * that reason and the sweep goes on. The measurement runs on a thread of its own; at the
 * limit that thread is interrupted (which ends a simulated device's wait) and every
 * process started since the point began (JMH's fork, a setup command) is ended. The
 * default limit is ten minutes beyond three times the point's own JMH time and the
 * board's setup timeout, so only a point that can no longer end meets it.
 */
public record PointTimeLimit(PointMeasurer measurer, Duration limit) implements PointMeasurer {
    /** What a point may take beyond three times its own JMH time before it is stopped. */
    static final Duration SLACK = Duration.ofMinutes(10);
    /** How long a stopped point's thread has to unwind before the sweep goes on without it. */
    private static final long UNWIND_MILLIS = 10_000;

    /** The default limit of a point measured with these settings, after a setup command of {@code setup}. */
    public static Duration defaultFor(JmhSettings jmh, Optional<SetupCommand> setup) {
        long seconds = Math.round(3 * (jmh.secondsPerPoint() + PlanCheck.FORK_SECONDS));
        return SLACK.plusSeconds(seconds).plus(setup.map(SetupCommand::timeout).orElse(Duration.ZERO));
    }

    @Override
    public MeasuredPoint measure(PointKey point) throws Exception {
        Set<Long> before = descendants();
        FutureTask<MeasuredPoint> task = new FutureTask<>(() -> measurer.measure(point));
        Thread worker = new Thread(task, "point " + point);
        worker.setDaemon(true);
        worker.start();
        try {
            return task.get(limit.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            worker.interrupt();
            ProcessHandle.current()
                    .descendants()
                    .filter(p -> !before.contains(p.pid()))
                    .forEach(ProcessHandle::destroyForcibly);
            worker.join(UNWIND_MILLIS);
            return MeasuredPoint.failed(
                    point,
                    "took longer than the " + DurationText.format(limit)
                            + " a point may take and was stopped (--point-timeout); look for what hung in its"
                            + " JMH log, or give a longer --point-timeout");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Exception cause) {
                throw cause;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e;
        }
    }

    private static Set<Long> descendants() {
        return ProcessHandle.current().descendants().map(ProcessHandle::pid).collect(Collectors.toSet());
    }
}
