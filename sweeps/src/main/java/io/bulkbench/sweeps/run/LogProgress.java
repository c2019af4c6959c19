package io.bulkbench.sweeps.run;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.ThroughputText;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * Progress as plain log lines, one per point, for cron, CI and anything that is not a
 * terminal: "[12/60] ok 19.87 MB/s ... elapsed 1m02s, about 4m10s left". The estimate
 * starts from the plan's seconds per point and follows the measured pace once a point
 * has finished.
 */
public final class LogProgress implements SweepProgress {
    private final PrintWriter out;
    private final LongSupplier nanoClock;
    private int total;
    private int done;
    private int doneAtStart;
    private double plannedSeconds;
    private long startNanos;

    public LogProgress(PrintWriter out, LongSupplier nanoClock) {
        this.out = out;
        this.nanoClock = nanoClock;
    }

    @Override
    public void started(int total, int alreadyDone, double secondsPerPoint) {
        this.total = total;
        this.done = alreadyDone;
        this.doneAtStart = alreadyDone;
        this.plannedSeconds = secondsPerPoint;
        this.startNanos = nanoClock.getAsLong();
        int todo = total - alreadyDone;
        out.printf(
                Locale.ROOT,
                "sweep: %d points to measure%s, about %s%n",
                todo,
                alreadyDone > 0 ? " (" + alreadyDone + " already done)" : "",
                Durations.human(todo * secondsPerPoint));
    }

    @Override
    public void pointStarted(PointKey point) {
        out.printf(Locale.ROOT, "[%d/%d] %s ...%n", done + 1, total, point);
    }

    @Override
    public void pointFinished(MeasuredPoint point) {
        done++;
        String result = point.isOk()
                ? "ok " + ThroughputText.withError(point.throughputMbS(), point.errorMbS())
                : "FAILED: " + point.reason();
        out.printf(
                Locale.ROOT,
                "[%d/%d] %s; elapsed %s, about %s left%n",
                done,
                total,
                result,
                Durations.human(elapsedSeconds()),
                Durations.human(secondsLeft()));
    }

    @Override
    public void finished() {
        out.printf(Locale.ROOT, "sweep: %d of %d points done in %s%n", done, total, Durations.human(elapsedSeconds()));
    }

    private double elapsedSeconds() {
        return (nanoClock.getAsLong() - startNanos) / 1e9;
    }

    /** Seconds left at the measured pace, or the planned one before any point finished. */
    double secondsLeft() {
        int measured = done - doneAtStart;
        double pace = measured > 0 ? elapsedSeconds() / measured : plannedSeconds;
        return Math.max(0, total - done) * pace;
    }
}
