package io.bulkbench.app.cli;

import io.bulkbench.sweeps.plan.BoardConfig;
import io.bulkbench.sweeps.plan.FlagValues;
import io.bulkbench.sweeps.plan.RunManifest;
import io.bulkbench.sweeps.plan.Settings;
import io.bulkbench.sweeps.plan.SweepPlan;
import io.bulkbench.sweeps.run.BarProgress;
import io.bulkbench.sweeps.run.DeviceCheck;
import io.bulkbench.sweeps.run.ResultsLayout;
import io.bulkbench.sweeps.run.StopRequest;
import io.bulkbench.sweeps.run.SweepJob;
import io.bulkbench.sweeps.run.SweepResult;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/**
 * How {@code sweep} and {@code nightly} run a sweep from the command line: a new run
 * folder gets its manifest first, Ctrl-C and SIGTERM stop after the point in flight, a
 * terminal shows a progress bar (anything else log lines), and the sweep waits its turn
 * on JMH's lock.
 */
final class SweepLaunch {
    private SweepLaunch() {}

    /** How long a sweep waits for JMH's lock. */
    record Limits(Duration lockWait) {}

    /** Starts a new sweep of a plan into {@code dir}. */
    static SweepResult start(Settings settings, Path dir, String command, Limits limits, PrintWriter out)
            throws IOException {
        SweepPlan plan = settings.plan();
        RunManifest.write(dir, settings, command);
        SweepJob job = job(settings, dir, limits, out);
        out.println("sweep: " + plan.points().size() + " points on " + plan.device() + " into " + dir);
        return job.run(false, command);
    }

    /** Continues the run folder {@code dir} with the plan its manifest holds. */
    static SweepResult resume(Path dir, FlagValues flags, boolean retryFailed, Limits limits, PrintWriter out)
            throws IOException {
        ResultsLayout.existingFolder(dir, "--resume");
        BoardConfig manifest = RunManifest.read(dir);
        SweepJob job = job(Settings.resolve(flags, Optional.of(manifest), DeviceCheck::normalise), dir, limits, out);
        out.println("sweep: resuming " + dir);
        return job.run(retryFailed, RunManifest.reproduceCommand(dir, Optional.of(manifest)));
    }

    private static SweepJob job(Settings settings, Path dir, Limits limits, PrintWriter out) {
        StopRequest stop = new StopRequest();
        stop.installHandlers(
                signal -> {
                    // A line of its own, below whatever progress line it interrupts.
                    out.println();
                    out.println("sweep: SIG" + signal + ": stopping after the point in flight"
                            + (signal.equals("TERM")
                                    ? ", or in " + StopRequest.TERM_GRACE.toSeconds() + " s at the latest"
                                    : "")
                            + " (send it again to quit at once)");
                },
                ExitCode::of);
        SweepJob job = new SweepJob(settings, dir, out, p -> SweepJob.jmhMeasurer(settings, dir), stop)
                .waitingForJmhLock(limits.lockWait());
        return System.console() != null ? job.showingProgressOn(new BarProgress(System.out)) : job;
    }
}
