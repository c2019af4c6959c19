package io.bulkbench.app.cli;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.sweeps.plan.BoardConfig;
import io.bulkbench.sweeps.plan.FlagValues;
import io.bulkbench.sweeps.plan.Settings;
import io.bulkbench.sweeps.plan.SweepPlan;
import io.bulkbench.sweeps.run.DeviceCheck;
import io.bulkbench.sweeps.run.PlanCheck;
import io.bulkbench.sweeps.run.ResultsLayout;
import io.bulkbench.sweeps.run.RunFolders;
import io.bulkbench.sweeps.run.RunRecording;
import io.bulkbench.sweeps.run.SweepResult;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bulkbench nightly}: sweep (continuing today's unfinished run, see {@link NightlyResume}),
 * analyse, compare with the last run.
 */
@Command(
        name = "nightly",
        header = "Sweep, analyse and compare with the last run: the unattended job.",
        mixinStandardHelpOptions = true,
        description = {
            "The unattended job for cron or a lab farm: sweep the board's plan (resuming today's run",
            "if a crash or Ctrl-C stopped it and its plan and --label are tonight's; a finished run",
            "means a new run), analyse, compare with the newest earlier run of the same board and",
            "device, and write the report, then record the run in the results database (as sweep does)",
            "and report the change points of the board's last 50 nights there, drops first.",
            "Exit 3 on a regression (tonight against last night, or a drop beyond the board's threshold",
            "confirmed by a change point), 1 if a point failed or the run could not be recorded, 0 otherwise."
        })
public final class NightlyCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--config", required = true, paramLabel = "BOARD.yaml", description = "The board config.")
    private Path config;

    @Mixin
    private ResultsOption results;

    @Mixin
    private LargePlanOption largePlan;

    @Mixin
    private LockTimeoutOption lockTimeout;

    private SweepLaunch.Limits limits() {
        return new SweepLaunch.Limits(lockTimeout.waitLimit());
    }

    @Mixin
    private LabelOption label;

    @Mixin
    private DatabaseOption db;

    @Mixin
    private JunitOption junit;

    @Override
    public Integer call() throws Exception {
        PrintStreams streams = PrintStreams.of(spec);
        // Every flag is checked before the results root or a run folder is made.
        SweepLaunch.Limits limits = limits();
        DatabaseLocation.named(db.url(), System.getenv());
        junit.checked();
        Settings settings = Settings.of(BoardConfig.load(config), DeviceCheck::normalise);
        SweepPlan plan = settings.plan();
        PlanCheck.beforeFirstPoint(settings, largePlan.allowed());
        ResultsLayout.outputFolder(results.root(), "--results");
        RunFolders folders = new RunFolders(results.root(), plan.board());
        Optional<Path> todays = NightlyResume.of(folders, settings, label.label(), Instant.now(), streams.out());
        SweepResult sweep;
        Path runDir;
        if (todays.isPresent()) {
            runDir = todays.get();
            sweep = SweepLaunch.resume(runDir, FlagValues.none(), false, limits, streams.out());
        } else {
            runDir = ResultsLayout.newRunFolder(plan.board(), Optional.empty(), results.root(), Clock.systemUTC());
            RunRecording.describe(runDir, label.label(), VersionProvider.version(), Clock.systemUTC());
            sweep = SweepLaunch.start(settings, runDir, RecordedCommand.of(spec), limits, streams.out());
        }
        if (sweep.stopped()) {
            return ExitCode.of(sweep);
        }
        Optional<List<PointChange>> changes = compareWithLastRun(folders, runDir, settings, streams);
        int compared =
                changes.filter(RunComparison::hasRegression).isPresent() ? ExitCode.REGRESSION : ExitCode.of(sweep);
        compared =
                junit.write(plan.board(), RunFolder.readPoints(runDir), changes.orElse(List.of()), compared, streams);
        return RunRecording.afterRun(
                compared,
                runDir,
                db.url(),
                results.root(),
                streams.out(),
                streams.err(),
                new NightlyHistoryCheck(
                        ChangePointSettings.defaults(), settings.regressionThreshold(), streams.out(), streams.err()));
    }

    /** Tonight's points against the last run's, or empty when there is none to compare with. */
    private static Optional<List<PointChange>> compareWithLastRun(
            RunFolders folders, Path runDir, Settings settings, PrintStreams streams) throws Exception {
        SweepPlan plan = settings.plan();
        Optional<Path> baseline = folders.baselineFor(runDir, plan.device());
        if (baseline.isEmpty()) {
            streams.out()
                    .println(
                            "nightly: no earlier run of " + plan.board() + " on " + plan.device() + " to compare with");
            return Optional.empty();
        }
        try {
            return Optional.of(CompareCommand.compare(baseline.get(), runDir, settings.regressionThreshold(), streams));
        } catch (io.bulkbench.core.BadInputException e) {
            streams.out().println("nightly: warning: " + e.getMessage());
            return Optional.empty();
        }
    }
}
