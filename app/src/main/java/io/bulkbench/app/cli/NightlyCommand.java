package io.bulkbench.app.cli;

import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.sweeps.plan.BoardConfig;
import io.bulkbench.sweeps.plan.FlagValues;
import io.bulkbench.sweeps.plan.Settings;
import io.bulkbench.sweeps.plan.SweepPlan;
import io.bulkbench.sweeps.run.BoardRuns;
import io.bulkbench.sweeps.run.DeviceCheck;
import io.bulkbench.sweeps.run.PlanCheck;
import io.bulkbench.sweeps.run.ResultsLayout;
import io.bulkbench.sweeps.run.RunRecording;
import io.bulkbench.sweeps.run.SweepResult;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bulkbench nightly}: sweep (continuing today's unfinished run, see {@link NightlyResume}),
 * analyse, record, and write the verdict stored for tonight ({@link NightlyVerdict}).
 */
@Command(
        name = "nightly",
        header = "Sweep, analyse and compare with the last run: the unattended job.",
        mixinStandardHelpOptions = true,
        description = {
            "The unattended job for cron or a lab farm: sweep the board's plan (resuming today's run "
                    + "if a crash or Ctrl-C stopped it and its plan and --label are tonight's; a finished run "
                    + "means a new run), analyse, record the run in the results database (as sweep does), where "
                    + "it is judged once: against the night before (the run before it of the same board and "
                    + "plan), and for change points over the board's last 50 nights from its acknowledged run "
                    + "on (bulkbench ack). Then write that stored verdict, whole, into the run folder "
                    + "(verdict.csv, compare.csv, change-points.csv, the report) and --junit, and say its change "
                    + "points, drops first. A night the database did not record is judged against the previous "
                    + "run folder, its change points not searched, and said not to be stored. Exit 3 when the "
                    + "verdict is a regression (a point slower than the night before, or a drop beyond the "
                    + "board's threshold confirmed by a change point), 1 if a point failed or the run could not "
                    + "be recorded, 0 otherwise (an acknowledged night included)."
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

    @Mixin
    private HeldNightsOption heldNights;

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
        BoardRuns folders = new BoardRuns(results.root(), plan.board());
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
        // The run folder is complete: record it first, so tonight's verdict is the one stored.
        NightlyVerdict verdict = new NightlyVerdict(runDir, folders, plan, settings.regressionThreshold(), streams);
        RunRecording.AfterRecording then = (database, record, code) -> {
            int judged = verdict.reader().apply(database, record, code);
            HeldDefaultLines.say(database, record.run().board(), heldNights.nights(), streams);
            return judged;
        };
        int recorded = RunRecording.afterRun(
                ExitCode.of(sweep), runDir, db.url(), results.root(), streams.out(), streams.err(), then);
        return verdict.write(recorded, junit);
    }
}
