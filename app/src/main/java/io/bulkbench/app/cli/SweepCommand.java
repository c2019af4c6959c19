package io.bulkbench.app.cli;

import io.bulkbench.core.BadInputException;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.sweeps.plan.BoardConfig;
import io.bulkbench.sweeps.plan.FlagValues;
import io.bulkbench.sweeps.plan.RunManifest;
import io.bulkbench.sweeps.plan.Settings;
import io.bulkbench.sweeps.run.DeviceCheck;
import io.bulkbench.sweeps.run.PlanCheck;
import io.bulkbench.sweeps.run.ResultsLayout;
import io.bulkbench.sweeps.run.RunRecording;
import io.bulkbench.sweeps.run.SweepResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code bulkbench sweep}: measure every point of a plan, then analyse and report. */
@Command(
        name = "sweep",
        header = "Measure a buffer count x request size x copy mode grid, then analyse and report.",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        modelTransformer = SettingOptions.Sweep.class,
        description = {
            "Measure throughput over buffer count x request size x copy mode against a device, then "
                    + "fit the curves and write the whole run folder (CSV, Kconfig fragment, report).",
            "LIST: 2,4,8 or A..B (doubling) or A..B+S (step); sizes take K/M suffixes (KiB/MiB)."
        },
        footer = {
            "",
            "Examples:",
            "  # the default grid on sim:snowball-msc, in a few minutes",
            "  bulkbench sweep --quick",
            "  bulkbench sweep --device sim:fastboot-ssp --direction out --buffers 2 \\",
            "      --sizes 16K..256K",
            "  bulkbench sweep --config boards/snowball-msc.yaml",
            "  # a quarter of the grid measured, the model the rest",
            "  bulkbench sweep --quick --design model --confirm",
            "  bulkbench sweep --resume results/snowball-msc/20261130-020000",
            "A run under results/ is recorded in results/bulkbench.db when it ends (--db or "
                    + "$BULKBENCH_DB name another; a run written elsewhere with --out is recorded only when a "
                    + "database is named).",
            "Exit codes: 0 done, 1 a point failed or --confirm disagreed, 2 bad input, 130 stopped by "
                    + "Ctrl-C, 143 by SIGTERM (resumable)."
        })
public final class SweepCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Mixin
    private BoardConfigOption config;

    @Option(names = "--out", paramLabel = "DIR", description = "Run folder (default: results/BOARD/RUN-ID).")
    private Path out;

    @Option(
            names = "--resume",
            paramLabel = "DIR",
            description = "Continue an interrupted run folder: measured points are kept, the rest are measured.")
    private Path resume;

    @Mixin
    private LockTimeoutOption lockTimeout;

    @Mixin
    private LargePlanOption largePlan;

    @Option(names = "--retry-failed", description = "With --resume: measure again the points that failed.")
    private boolean retryFailed;

    @Mixin
    private LabelOption label;

    @Mixin
    private DatabaseOption db;

    @Override
    public Integer call() throws Exception {
        PrintStreams streams = PrintStreams.of(spec);
        SweepLaunch.Limits limits = limits();
        FlagValues flags = SettingOptions.given(spec, SettingOptions.SWEEP);
        if (retryFailed && resume == null) {
            throw new BadInputException("--retry-failed goes with --resume DIR; name the run folder to continue");
        }
        DatabaseLocation.named(db.url(), System.getenv());
        if (resume != null) {
            requireNoContradiction(flags, RunManifest.read(resume));
            return recorded(SweepLaunch.resume(resume, flags, retryFailed, limits, streams.out()), resume, streams);
        }
        Settings settings = Settings.resolve(flags, config.load(), DeviceCheck::normalise);
        PlanCheck.beforeFirstPoint(settings, largePlan.allowed());
        Path dir = ResultsLayout.newRunFolder(
                settings.plan().board(),
                Optional.ofNullable(out),
                ResultsLayout.DEFAULT_ROOT,
                java.time.Clock.systemUTC());
        RunRecording.describe(dir, label.label(), VersionProvider.version(), java.time.Clock.systemUTC());
        return recorded(
                SweepLaunch.start(settings, dir, RecordedCommand.of(spec), limits, streams.out()), dir, streams);
    }

    /** A run that ended is recorded in its database; a stopped one is recorded once a resume finishes it. */
    private int recorded(SweepResult result, Path dir, PrintStreams streams) {
        return result.stopped()
                ? ExitCode.of(result)
                : RunRecording.afterRun(
                        ExitCode.of(result), dir, db.url(), ResultsLayout.DEFAULT_ROOT, streams.out(), streams.err());
    }

    /**
     * {@code --resume} continues a folder with its own plan: a flag that would change it
     * is refused, naming each, rather than ignored.
     */
    private void requireNoContradiction(FlagValues flags, BoardConfig manifest) {
        List<String> contradictions = new ArrayList<>();
        if (out != null) {
            contradictions.add("--out " + out + " (the run continues in " + resume + ")");
        }
        if (config.path().isPresent()) {
            contradictions.add(
                    "--config " + config.path().get() + " (the plan is the folder's " + RunFolder.MANIFEST + ")");
        }
        contradictions.addAll(Settings.contradictions(flags, manifest, DeviceCheck::normalise));
        if (!contradictions.isEmpty()) {
            throw new BadInputException("--resume " + resume + " continues the folder's own plan, which "
                    + String.join(", ", contradictions) + " would change; drop "
                    + (contradictions.size() == 1 ? "that flag" : "those flags")
                    + ", or start a new run without --resume");
        }
    }

    private SweepLaunch.Limits limits() {
        return new SweepLaunch.Limits(lockTimeout.waitLimit());
    }
}
