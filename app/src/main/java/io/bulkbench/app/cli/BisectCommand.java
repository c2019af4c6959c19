package io.bulkbench.app.cli;

import io.bulkbench.analysis.bisect.BisectRule;
import io.bulkbench.analysis.bisect.RepeatPolicy;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.PointKey;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.reports.BisectBuilds;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.BisectRangeCsv;
import io.bulkbench.sweeps.bisect.BisectFailed;
import io.bulkbench.sweeps.bisect.BisectFolder;
import io.bulkbench.sweeps.bisect.BisectOutcome;
import io.bulkbench.sweeps.bisect.BisectRecording;
import io.bulkbench.sweeps.bisect.BisectStopped;
import io.bulkbench.sweeps.bisect.Bisection;
import io.bulkbench.sweeps.bisect.BuildCommand;
import io.bulkbench.sweeps.bisect.GitRepository;
import io.bulkbench.sweeps.bisect.JmhSampler;
import io.bulkbench.sweeps.bisect.RegressedPoints;
import io.bulkbench.sweeps.plan.BoardConfig;
import io.bulkbench.sweeps.plan.FlagValues;
import io.bulkbench.sweeps.plan.RunManifest;
import io.bulkbench.sweeps.plan.Settings;
import io.bulkbench.sweeps.plan.SweepSettings;
import io.bulkbench.sweeps.run.DeviceCheck;
import io.bulkbench.sweeps.run.JmhFiles;
import io.bulkbench.sweeps.run.JmhLock;
import io.bulkbench.sweeps.run.ResultsLayout;
import io.bulkbench.sweeps.run.RunRecording;
import io.bulkbench.sweeps.run.StopRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code bulkbench bisect}: from a throughput regression between two commits to the commit that caused it. */
@Command(
        name = "bisect",
        header =
                "Find the commit that made a board slower: build and measure the commits between a good and a bad one.",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        modelTransformer = SettingOptions.Bisect.class,
        description = {
            "Walks the first-parent commits between --good and --bad as git bisect does. Each commit "
                    + "is checked out in a worktree of the run folder (your checkout is never touched), built "
                    + "with 'sh -c CMD' there (BULKBENCH_BISECT_COMMIT holds its SHA; exit 0 measures it, 125 "
                    + "skips it, anything else stops), and measured at the points until the rule decides it "
                    + "(docs/bisect-rule.md). A sample is one JMH run; JMH's settings default to --quick's of "
                    + "sweep. Every measurement goes to bisect-samples.csv and every tested commit to "
                    + "bisect.csv as it is known."
        },
        footer = {
            "",
            "Examples:",
            "  bulkbench bisect --repo ~/fw --good v1.2 --bad main --build 'make flash' \\",
            "      --device usb:1d6b:0104 --sizes 16K --buffers 4 --modes copy",
            "  bulkbench bisect --repo ~/fw --good v1.2 --bad main --build ./flash.sh \\",
            "      --from results/board/20261201-020000",
            "  bulkbench bisect --resume bisect/board/20261201-100000",
            "stdout ends 'first bad commit: SHA SUBJECT' (or 'first bad commit is one of: SHA...'). "
                    + "The folder gets report.md and report.html; with --db (or $BULKBENCH_DB) the bisect is "
                    + "recorded beside the board's runs.",
            "With --budget it stops when the time is spent and names the commits that remain.",
            "Exit codes: 0 found (or the budget spent), 1 the ends do not differ or a build failed, 2 bad input, "
                    + "130 stopped by Ctrl-C, 143 by SIGTERM (resumable)."
        })
public final class BisectCommand implements Callable<Integer> {
    /** More points than a bisect is meant for: each is measured many times at every tested commit. */
    static final int MAX_POINTS = 8;

    @Spec
    private CommandSpec spec;

    @Option(names = "--repo", paramLabel = "DIR", description = "The git repository to bisect (left untouched).")
    private Path repo;

    @Option(names = "--good", paramLabel = "REV", description = "A commit that is fast.")
    private String good;

    @Option(names = "--bad", paramLabel = "REV", description = "A later commit that is slow.")
    private String bad;

    @Option(
            names = "--build",
            paramLabel = "CMD",
            description = "Builds and installs the commit checked out in the current folder: exit 0 to measure it,"
                    + " 125 to skip it, anything else to stop.")
    private String build;

    @Option(
            names = "--config",
            paramLabel = "BOARD.yaml",
            description = "Board config with the device and points; flags given here win over it.")
    private Path config;

    @Option(
            names = "--from",
            paramLabel = "RUN_DIR",
            description = "Measure the points its compare.csv calls a regression, on their device.")
    private Path from;

    @Option(names = "--out", paramLabel = "DIR", description = "Run folder (default: bisect/BOARD/RUN-ID).")
    private Path out;

    @Option(
            names = "--resume",
            paramLabel = "DIR",
            description = "Continue a stopped bisect: its measurements and verdicts are kept.")
    private Path resume;

    @Option(
            names = "--allow-large-plan",
            description = "Bisect more than " + MAX_POINTS + " points (each is measured many times a commit).")
    private boolean allowLarge;

    @Mixin
    private NamedDatabaseOption db;

    @Override
    public Integer call() throws Exception {
        PrintStreams streams = PrintStreams.of(spec);
        DatabaseLocation.named(db.url(), System.getenv());
        FlagValues flags = SettingOptions.given(spec, SettingOptions.BISECT);
        Start start = resume != null ? resumed(flags) : fresh(flags);
        StopRequest stop = new StopRequest();
        stop.installHandlers(
                signal -> {
                    // A line of its own, below whatever progress line it interrupts.
                    streams.out().println();
                    streams.out()
                            .println("bisect: SIG" + signal + ": stopping after the measurement in flight"
                                    + " (send it again to quit at once)");
                },
                ExitCode::of);
        BisectOutcome outcome;
        try (JmhLock lock = JmhLock.acquire(JmhLock.DEFAULT_WAIT, streams.out(), stop)) {
            outcome = new Bisection(
                            start.plan(),
                            new JmhSampler(
                                    start.settings().plan().jmh(), start.dir().resolve(JmhFiles.DIR)),
                            start.dir(),
                            streams.out(),
                            stop)
                    .run();
        } catch (BisectStopped e) {
            streams.out()
                    .println("bisect: stopped; every finished measurement is kept in " + start.dir()
                            + ". Continue with: bulkbench bisect --resume " + start.dir());
            return ExitCode.of(stop.result());
        } catch (BisectFailed e) {
            streams.err().println("bisect: " + e.getMessage());
            return ExitCode.FAILED;
        }
        streams.out().println("bisect: every tested commit is in " + start.dir().resolve(RunFolder.BISECT_CSV));
        ended(start, outcome, streams);
        if (outcome instanceof BisectOutcome.Found f) {
            streams.out().println("first bad commit: " + f.commit() + " " + f.subject());
            return ExitCode.OK;
        }
        if (outcome instanceof BisectOutcome.OneOf o) {
            streams.out().println("first bad commit is one of: " + String.join(" ", o.commits()));
            return ExitCode.OK;
        }
        if (outcome instanceof BisectOutcome.BudgetSpent b) {
            streams.out().println("first bad commit is one of: " + String.join(" ", b.remaining()));
            return ExitCode.OK;
        }
        streams.out()
                .println("bisect: the ends do not differ beyond the threshold at any point, nothing to bisect: "
                        + ((BisectOutcome.EndsAlike) outcome).why());
        return ExitCode.FAILED;
    }

    /** Writes the bisect's end and report into its folder, then records it when a database is named. */
    private void ended(Start start, BisectOutcome outcome, PrintStreams streams) {
        try {
            var bisection =
                    BisectFolder.finish(start.dir(), outcome, start.plan().repo(), Clock.systemUTC());
            BisectBuilds.lines(bisection.commits()).forEach(l -> streams.out().println("bisect: " + l));
            streams.out().println("bisect: report in " + start.dir().resolve(RunFolder.REPORT_HTML));
        } catch (java.io.IOException | RuntimeException e) {
            streams.err()
                    .println("bisect: the result stands, but its report could not be written in " + start.dir() + ": "
                            + e.getMessage());
            return;
        }
        BisectRecording.afterBisect(start.dir(), db.url(), System.getenv(), streams.out(), streams.err());
    }

    /** What a bisect starts from: its plan, its settings and its run folder. */
    private record Start(Bisection.Plan plan, Settings settings, Path dir) {}

    private Start fresh(FlagValues flags) throws Exception {
        for (Object[] required : new Object[][] {{repo, "--repo DIR"}, {good, "--good REV"}, {bad, "--bad REV"}}) {
            if (required[0] == null) {
                throw new BadInputException(required[1]
                        + " is missing; a bisect needs --repo, --good, --bad and --build (or --resume DIR)");
            }
        }
        if (build == null) {
            throw new BadInputException("--build CMD is missing; give the command that builds and installs a commit");
        }
        GitRepository git = GitRepository.open(repo);
        String goodSha = git.commit(good, "--good");
        String badSha = git.commit(bad, "--bad");
        if (goodSha.equals(badSha)) {
            throw new BadInputException("--good " + good + " and --bad " + bad + " are the same commit; give a bad"
                    + " commit after the good one");
        }
        if (!git.isAncestor(goodSha, badSha)) {
            throw new BadInputException("--good " + good + " is not an ancestor of --bad " + bad
                    + " (git merge-base --is-ancestor); give a good commit that the bad one descends from");
        }
        BuildCommand command = new BuildCommand(build);
        command.requireProgram(System.getenv().getOrDefault("PATH", ""));
        Measured measured = measured(flags);
        Settings settings = measured.settings();
        List<PointKey> points = measured.points();
        if (points.size() > MAX_POINTS && !allowLarge) {
            throw new BadInputException("a bisect of " + points.size() + " points measures each of them many times at"
                    + " every commit; give at most " + MAX_POINTS + " (e.g. --sizes 16K --buffers 4 --modes copy),"
                    + " or --allow-large-plan if it is meant");
        }
        JmhLock.requireUsable();
        requireOutsideTheCheckout(Optional.ofNullable(out).orElse(ResultsLayout.BISECT_ROOT), git);
        if (out != null) {
            git.requireWorktreeOrNothing(out.resolve(Bisection.WORKTREE).toAbsolutePath());
        }
        Path dir = ResultsLayout.newRunFolder(
                settings.plan().board(), Optional.ofNullable(out), ResultsLayout.BISECT_ROOT, Clock.systemUTC());
        if (Files.exists(dir.resolve(RunFolder.BISECT_CSV))) {
            throw new BadInputException("--out " + dir + " already holds a bisect; continue it with --resume " + dir
                    + " or give another --out");
        }
        RunManifest.write(dir, settings, RecordedCommand.of(spec), "Continue it: bulkbench bisect --resume DIR");
        RunRecording.describe(dir, Optional.empty(), VersionProvider.version(), Clock.systemUTC());
        BisectRangeCsv.write(
                new BisectRangeCsv.Range(
                        git.dir(),
                        goodSha,
                        badSha,
                        build,
                        Optional.ofNullable(from).map(p -> p.toAbsolutePath().normalize())),
                dir.resolve(RunFolder.BISECT_RANGE_CSV));
        return new Start(plan(git, command, goodSha, badSha, points, settings), settings, dir);
    }

    /**
     * Refuses a run folder inside the checkout, compared where both are on disk: a link on
     * the way ({@code --out fwlink/run}, {@code fwlink} the repository) leads there as well.
     */
    private static void requireOutsideTheCheckout(Path folder, GitRepository git) {
        Path real = ResultsLayout.realPath(folder);
        Path checkout = ResultsLayout.realPath(git.workingTree());
        if (real.startsWith(checkout)) {
            Path given = folder.toAbsolutePath().normalize();
            throw new BadInputException("the run folder " + given + (given.equals(real) ? "" : " (" + real + ")")
                    + " would lie inside " + checkout
                    + ", the checkout bisect leaves as it is; give --out outside it, or run bulkbench elsewhere");
        }
    }

    /** The settings of a new bisect and the points it measures. */
    private record Measured(Settings settings, List<PointKey> points) {}

    /**
     * The grid's points, over the flags and the board config with {@code --quick}'s JMH
     * defaults; or with {@code --from}, the run's regressed points, and no grid besides.
     */
    private Measured measured(FlagValues flags) throws java.io.IOException {
        if (from == null) {
            Settings settings = Settings.resolve(
                    flags.withSwitch(SweepSettings.QUICK),
                    Optional.ofNullable(config).map(BoardConfig::load),
                    DeviceCheck::normaliseBeforeBuild);
            return new Measured(settings, settings.plan().points());
        }
        List<String> grid = new ArrayList<>();
        for (var s : SettingOptions.BISECT) {
            if (flags.has(s) && (s == SweepSettings.DEVICE || SweepSettings.GRID.contains(s))) {
                grid.add(flags.text(s));
            }
        }
        if (!grid.isEmpty() || config != null) {
            throw new BadInputException("--from " + from + " names the points and their device, which "
                    + String.join(" ", grid) + (config != null ? " --config " + config : "")
                    + " would name again; drop one or the other");
        }
        List<PointKey> points = RegressedPoints.of(from, DeviceCheck::normaliseBeforeBuild);
        return new Measured(
                Settings.resolve(
                        RegressedPoints.gridFlags(points, flags).withSwitch(SweepSettings.QUICK),
                        Optional.empty(),
                        DeviceCheck::normaliseBeforeBuild),
                points);
    }

    private Start resumed(FlagValues flags) throws Exception {
        List<String> refused = new ArrayList<>();
        for (Object[] given : new Object[][] {
            {repo, "--repo"},
            {good, "--good"},
            {bad, "--bad"},
            {build, "--build"},
            {config, "--config"},
            {from, "--from"},
            {out, "--out"}
        }) {
            if (given[0] != null) {
                refused.add((String) given[1]);
            }
        }
        BoardConfig manifest = RunManifest.read(ResultsLayout.existingFolder(resume, "--resume"));
        refused.addAll(Settings.contradictions(flags, manifest, DeviceCheck::normaliseBeforeBuild));
        if (!refused.isEmpty()) {
            throw new BadInputException("--resume " + resume + " continues the folder's own bisect, which "
                    + String.join(", ", refused) + " would change; drop "
                    + (refused.size() == 1 ? "that flag" : "those flags") + ", or start a new bisect");
        }
        BisectRangeCsv.Range range = BisectRangeCsv.read(resume.resolve(RunFolder.BISECT_RANGE_CSV));
        GitRepository git = GitRepository.open(range.repo());
        git.requireWorktreeOrNothing(resume.resolve(Bisection.WORKTREE).toAbsolutePath());
        String goodSha = git.commit(range.good(), "the good end");
        String badSha = git.commit(range.bad(), "the bad end");
        BuildCommand command = new BuildCommand(range.build());
        command.requireProgram(System.getenv().getOrDefault("PATH", ""));
        Settings settings = Settings.resolve(flags, Optional.of(manifest), DeviceCheck::normaliseBeforeBuild);
        List<PointKey> points = range.from().isPresent()
                ? RegressedPoints.of(range.from().get(), DeviceCheck::normaliseBeforeBuild)
                : settings.plan().points();
        return new Start(plan(git, command, goodSha, badSha, points, settings), settings, resume);
    }

    private static Bisection.Plan plan(
            GitRepository git,
            BuildCommand command,
            String goodSha,
            String badSha,
            List<PointKey> points,
            Settings settings) {
        List<String> devices = points.stream().map(PointKey::device).distinct().toList();
        return new Bisection.Plan(
                git,
                command,
                goodSha,
                badSha,
                points,
                BisectRule.defaults().withThreshold(settings.get(SweepSettings.BISECT_THRESHOLD) / 100),
                RepeatPolicy.defaults().withMaxRepeats(settings.get(SweepSettings.BISECT_MAX_REPEATS)),
                settings.get(SweepSettings.BISECT_KEEP_BORDERLINE),
                settings.get(SweepSettings.BISECT_BUDGET),
                () -> devices.forEach(DeviceCheck::normalise));
    }
}
