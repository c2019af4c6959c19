package io.bulkbench.app.cli;

import io.bulkbench.analysis.trend.RunInfo;
import io.bulkbench.core.TerminalText;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.RunId;
import io.bulkbench.sweeps.plan.RunManifest;
import io.bulkbench.sweeps.plan.Settings;
import io.bulkbench.sweeps.run.BoardRuns;
import io.bulkbench.sweeps.run.RunCompletion;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;

/**
 * The run a nightly continues: the board's newest run of the UTC day on its device, when
 * that run is unfinished ({@link RunCompletion}: a crash or Ctrl-C stopped it), of
 * tonight's plan and of tonight's {@code --label} (none matching none). Otherwise tonight
 * starts a new run and one line says why; the day's run stays as it is. A label names
 * what is measured (a kernel, a firmware), so a run is not continued under another one:
 * its points would be of two builds, and one of the labels would be lost.
 */
final class NightlyResume {
    private NightlyResume() {}

    /** Today's run to continue, or empty for a new run. */
    static Optional<Path> of(BoardRuns folders, Settings settings, Optional<String> label, Instant now, PrintWriter out)
            throws IOException {
        Optional<Path> todays = folders.todays(RunId.dayOf(now), settings.plan().device());
        if (todays.isEmpty()) {
            return Optional.empty();
        }
        Path run = todays.get();
        if (!RunManifest.matches(run, settings)) {
            out.println("nightly: today's run " + run + " was made with another plan (the board config"
                    + " changed since); starting a new run");
            return Optional.empty();
        }
        if (RunCompletion.finished(run, settings.plan())) {
            out.println("nightly: today's run " + run + " is finished; starting a new run");
            return Optional.empty();
        }
        String given = label.orElse("");
        RunInfo info = RunFolder.readRunInfo(run).orElse(RunInfo.startedAt(Instant.EPOCH));
        if (!info.hasLabel(given)) {
            out.println(TerminalText.line("nightly: today's unfinished run " + run + " is "
                    + (info.label().isEmpty() ? "unlabelled" : "labelled '" + info.label() + "'") + ", tonight "
                    + (given.isBlank() ? "has no --label" : "is --label '" + given.strip() + "'")
                    + "; starting a new run, as a run holds the points of one label"));
            return Optional.empty();
        }
        return todays;
    }
}
