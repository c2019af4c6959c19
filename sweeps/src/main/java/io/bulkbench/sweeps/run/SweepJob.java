package io.bulkbench.sweeps.run;

import io.bulkbench.analysis.AnalysisResult;
import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.BadInputException;
import io.bulkbench.analysis.MeasuredPoint;
import io.bulkbench.analysis.PointKey;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.reports.AtomicFile;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.PointJournal;
import io.bulkbench.sweeps.plan.BoardConfig;
import io.bulkbench.sweeps.plan.KneeBisection;
import io.bulkbench.sweeps.plan.Refinement;
import io.bulkbench.sweeps.plan.PlanAssembler;
import io.bulkbench.sweeps.plan.RunManifest;
import io.bulkbench.sweeps.plan.SweepFlags;
import io.bulkbench.sweeps.plan.SweepPlan;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * A whole sweep on disk: makes (or reopens) the run folder, writes its plan, measures
 * every point into the journal (with {@code latency: true}, each ok IN or OUT point's
 * completion intervals into latency.csv right after it), and derives the rest. Exit codes as in DESIGN.md: 0
 * done, 1 a point failed, 130 stopped by Ctrl-C (the message says how to resume).
 */
public final class SweepJob {
    /** Exit code of a sweep stopped by SIGINT, as shells report it. */
    public static final int STOPPED = 130;
    /** Bisection halves a gap per round: 10 rounds settle any gap up to 1024 buffers. */
    private static final int MAX_ADAPTIVE_ROUNDS = 10;
    private static final DateTimeFormatter RUN_ID = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    private final SweepPlan plan;
    private final Optional<BoardConfig> config;
    private final Path runDir;
    private final PrintWriter out;
    private final Function<SweepPlan, PointMeasurer> measurers;
    private final StopRequest stop;
    private final boolean adaptive;
    private final boolean withBaselines;
    private final boolean withLatency;
    private final Function<SweepPlan, LatencyMeasurer> latencyMeasurers;

    public SweepJob(SweepPlan plan, Optional<BoardConfig> config, Path runDir, PrintWriter out,
                    Function<SweepPlan, PointMeasurer> measurers, StopRequest stop) {
        this(plan, config, runDir, out, measurers, p -> latencyMeasurer(p, runDir), stop);
    }

    /** A sweep whose completion intervals (when its config asks for them) come from {@code latencyMeasurers}. */
    public SweepJob(SweepPlan plan, Optional<BoardConfig> config, Path runDir, PrintWriter out,
                    Function<SweepPlan, PointMeasurer> measurers, Function<SweepPlan, LatencyMeasurer> latencyMeasurers,
                    StopRequest stop) {
        this.withLatency = config.map(BoardConfig::latency).orElse(false);
        this.latencyMeasurers = latencyMeasurers;
        this.adaptive = config.map(BoardConfig::adaptive).orElse(false);
        this.withBaselines = config.map(BoardConfig::baselines).orElse(true);
        this.plan = plan;
        this.config = config;
        this.runDir = runDir;
        this.out = out;
        this.measurers = measurers;
        this.stop = stop;
    }

    /** The JMH measurer of a plan, with the board's setup command before each point when it has one. */
    public static PointMeasurer jmhMeasurer(SweepPlan plan, Optional<BoardConfig> config, Path runDir) {
        PointMeasurer jmh = new JmhPointMeasurer(plan.jmh(), runDir.resolve(JmhFiles.DIR));
        return config.filter(c -> !c.setupCommand().isEmpty())
                .map(c -> new SetupCommand(c.setupCommand(), c.setupTimeout().orElse(java.time.Duration.ofMinutes(2))).before(jmh))
                .orElse(jmh);
    }

    /** The JMH completion-interval measurer of a plan, writing its JMH files beside the points'. */
    public static LatencyMeasurer latencyMeasurer(SweepPlan plan, Path runDir) {
        return new JmhLatencyMeasurer(plan.jmh(), runDir.resolve(JmhFiles.DIR));
    }

    /** A new run folder: {@code out}, or {@code RESULTS/BOARD/RUN-ID} with the run id from the clock. */
    public static Path newRunFolder(SweepPlan plan, Optional<Path> out, Path results, Clock clock) throws IOException {
        Path dir = out.orElseGet(() -> results.resolve(plan.board()).resolve(RUN_ID.format(clock.instant())));
        if (Files.exists(dir.resolve(RunFolder.POINTS_CSV))) {
            throw new BadInputException("run folder " + dir + " already holds a sweep; continue it with --resume "
                    + dir + " or give another --out");
        }
        Files.createDirectories(dir);
        return dir;
    }

    /** Writes the plan into a new run folder, so it can be resumed and re-run. */
    public void writeManifest(String command) throws IOException {
        String yaml = RunManifest.yaml(plan, config, command);
        AtomicFile.write(runDir.resolve(RunManifest.FILE), w -> w.write(yaml));
    }

    /** Reopens a run folder written by an earlier sweep: its plan and config come from its sweep.yaml. */
    public static BoardConfig manifestOf(Path dir) {
        Path manifest = dir.resolve(RunManifest.FILE);
        if (!Files.isRegularFile(manifest)) {
            throw new BadInputException(dir + " is not a run folder (it has no " + RunManifest.FILE
                    + "); give a folder an earlier sweep wrote, e.g. results/snowball-msc/20261130-021500");
        }
        return BoardConfig.load(manifest);
    }

    /** The plan of a folder that has one (a sweep wrote it); empty for a folder of bare CSVs. */
    public static Optional<BoardConfig> manifestIfAny(Path dir) {
        return Files.isRegularFile(dir.resolve(RunManifest.FILE)) ? Optional.of(manifestOf(dir)) : Optional.empty();
    }

    /**
     * Measures the points not yet in the journal (failed ones too when {@code retryFailed}),
     * then analyses and reports. Returns the exit code.
     */
    public int run(boolean retryFailed, String reproduceCommand) throws IOException {
        Set<PointKey> done = new HashSet<>();
        if (Files.exists(runDir.resolve(RunFolder.POINTS_CSV))) {
            for (MeasuredPoint p : RunFolder.readPoints(runDir)) {
                if (p.isOk() || !retryFailed) {
                    done.add(p.key());
                }
            }
        }
        SweepOutcome outcome;
        try (PointJournal journal = PointJournal.open(runDir)) {
            outcome = measure(journal, done);
        }
        List<MeasuredPoint> all = RunFolder.readPoints(runDir);
        if (all.isEmpty()) {
            out.println("sweep: stopped before the first point finished; nothing to analyse in " + runDir);
            out.println("continue with: bulkbench sweep --resume " + runDir);
            return STOPPED;
        }
        AnalysisResult analysis = RunDerivation.write(runDir, all, analysisSettings(config), reproduceCommand, List.of());
        long failed = all.stream().filter(p -> !p.isOk()).count();
        summarise(analysis, failed);
        if (outcome.stopped()) {
            out.println("sweep: stopped; every finished point is kept. Continue with: bulkbench sweep --resume " + runDir);
            return STOPPED;
        }
        return failed > 0 ? 1 : 0;
    }

    /** The plan, the adaptive rounds, the intervals still missing and the baselines, each saved as measured. */
    private SweepOutcome measure(PointJournal journal, Set<PointKey> done) throws IOException {
        SweepProgress progress = System.console() != null
                ? new BarProgress(System.out)
                : new LogProgress(out, System::nanoTime);
        Optional<LatencyRecorder> latency = withLatency
                ? Optional.of(LatencyRecorder.open(runDir, latencyMeasurers.apply(plan), out)) : Optional.empty();
        double pointSeconds = plan.jmh().secondsPerPoint() + 1.5;
        double secondsPerPoint = pointSeconds + (withLatency ? JmhLatencyMeasurer.secondsPerPoint(plan.jmh()) + 1.5 : 0);
        SweepRunner runner = new SweepRunner(measurers.apply(plan), journaled(journal, latency), progress, stop);
        SweepOutcome outcome = runner.run(plan.points(), done, secondsPerPoint);
        if (adaptive && !outcome.stopped()) {
            outcome = refine(runner, outcome, secondsPerPoint);
        }
        if (latency.isPresent() && !outcome.stopped()) {
            catchUpLatency(latency.get());
        }
        if (withBaselines && !outcome.stopped() && !stop.isRequested()) {
            measureBaselines(progress, pointSeconds);
        }
        return outcome;
    }

    /** Each point into the journal, then (with latency on, and no stop asked) its completion intervals. */
    private SweepJournal journaled(PointJournal journal, Optional<LatencyRecorder> latency) {
        if (latency.isEmpty()) {
            return journal::append;
        }
        return p -> {
            journal.append(p);
            if (!stop.isRequested()) {
                latency.get().after(p);
            }
        };
    }

    /**
     * Adaptive rounds: bisect each series' knee until it is known to the exact integer.
     * Each round's points are journaled like the plan's, so a resume continues the rounds.
     */
    private SweepOutcome refine(SweepRunner runner, SweepOutcome planned, double secondsPerPoint) throws IOException {
        KneeBisection bisection = new KneeBisection(analysisSettings(config).kneeShare());
        AdaptiveLog log = new AdaptiveLog(runDir);
        List<MeasuredPoint> measured = new java.util.ArrayList<>(planned.measured());
        int skipped = planned.skipped();
        for (int round = 1; round <= MAX_ADAPTIVE_ROUNDS; round++) {
            List<MeasuredPoint> all = RunFolder.readPoints(runDir);
            Set<PointKey> known = new HashSet<>();
            all.forEach(p -> known.add(p.key()));
            List<Refinement> next = bisection.nextRound(all).stream().filter(r -> !known.contains(r.point())).toList();
            if (next.isEmpty()) {
                break;
            }
            out.println("adaptive round " + round + ": " + next.size() + " point(s) to pin each knee to an integer");
            for (Refinement r : next) {
                log.add(round, r);
            }
            SweepOutcome more = runner.run(next.stream().map(Refinement::point).toList(), Set.of(), secondsPerPoint);
            measured.addAll(more.measured());
            if (more.stopped()) {
                return new SweepOutcome(measured, skipped, true);
            }
        }
        return new SweepOutcome(measured, skipped, false);
    }

    /**
     * Measures the intervals of points journaled before a crash or a stop cut their
     * latency run short: on resume those points are not measured again, so the recorder
     * would never see them. A board's setup command runs first, as it did for the point.
     */
    private void catchUpLatency(LatencyRecorder latency) throws IOException {
        List<MeasuredPoint> missing = latency.missing(RunFolder.readPoints(runDir));
        if (missing.isEmpty()) {
            return;
        }
        out.println("latency: " + missing.size() + " point(s) measured earlier still lack completion intervals");
        LatencyMeasurer measurer = withSetup(latencyMeasurers.apply(plan));
        for (MeasuredPoint p : missing) {
            if (stop.isRequested()) {
                return;
            }
            latency.after(p, measurer);
        }
    }

    /** A latency measurer with the board's setup command before it when the board has one. */
    private LatencyMeasurer withSetup(LatencyMeasurer measurer) {
        Optional<SetupCommand> setup = config.filter(c -> !c.setupCommand().isEmpty())
                .map(c -> new SetupCommand(c.setupCommand(), c.setupTimeout().orElse(java.time.Duration.ofMinutes(2))));
        return setup.<LatencyMeasurer>map(s -> p -> {
            s.runFor(p);
            return measurer.measure(p);
        }).orElse(measurer);
    }

    /** Measures the baselines this folder lacks; each is saved the moment it is measured. */
    private void measureBaselines(SweepProgress progress, double secondsPerPoint) throws IOException {
        List<MeasuredPoint> saved = new java.util.ArrayList<>(Baselines.read(runDir));
        Set<PointKey> done = new HashSet<>();
        saved.stream().filter(MeasuredPoint::isOk).forEach(p -> done.add(p.key()));
        saved.removeIf(p -> !p.isOk());
        List<PointKey> todo = Baselines.pointsFor(plan).stream().filter(p -> !done.contains(p)).toList();
        if (todo.isEmpty()) {
            return;
        }
        out.println("baselines: the null device and a plain memory copy at each request size, for scale");
        PointMeasurer jmh = new JmhPointMeasurer(plan.jmh(), runDir.resolve(JmhFiles.DIR));
        new SweepRunner(jmh, p -> {
            saved.add(p);
            Baselines.write(runDir, saved);
        }, progress, stop).run(todo, Set.of(), secondsPerPoint);
    }

    private void summarise(AnalysisResult analysis, long failed) {
        for (Recommendation r : analysis.recommendations()) {
            out.printf(Locale.ROOT, "%s %s %s: %s=%s (%.2f MB/s, %.0f %% of best, %s of memory)%n", r.board(),
                    r.direction().label(), r.copyMode().label(), r.symbol(), r.value(), r.throughputMbS(),
                    100 * r.shareOfBest(), kib(r.memoryBytes()));
        }
        if (failed > 0) {
            out.println("sweep: " + failed + " point(s) failed; their reasons are in points.csv and the report."
                    + " Measure them again with: bulkbench sweep --resume " + runDir + " --retry-failed");
        }
        out.println("run folder: " + runDir + " (open " + runDir.resolve(RunFolder.REPORT_HTML) + ")");
    }

    private static String kib(long bytes) {
        return bytes % 1024 == 0 ? bytes / 1024 + " KiB" : bytes + " B";
    }

    /** How to measure a run folder again: its plan, as a board config. */
    public static String reproduceCommand(Path runDir, Optional<BoardConfig> manifest) {
        return manifest.isPresent()
                ? "bulkbench sweep --config " + runDir.resolve(RunManifest.FILE)
                : "bulkbench analyze " + runDir;
    }

    /** The analysis settings a board config asks for, over the defaults. */
    public static AnalysisSettings analysisSettings(Optional<BoardConfig> config) {
        AnalysisSettings s = AnalysisSettings.defaults();
        if (config.isEmpty()) {
            return s;
        }
        BoardConfig c = config.get();
        return new AnalysisSettings(c.kneeShare().orElse(s.kneeShare()), s.model(),
                c.buffersSymbol().orElse(s.buffersSymbol()), c.requestSizeSymbol().orElse(s.requestSizeSymbol()),
                s.seed(), s.bootstrapRounds());
    }

    /** Starts a new sweep of a plan; the entry point of {@code bulkbench sweep}. */
    public static int start(SweepPlan plan, Optional<BoardConfig> config, Path dir, String command,
                            PrintWriter out) throws IOException {
        SweepJob job = new SweepJob(plan, config, dir, out, p -> jmhMeasurer(p, config, dir), interruptible(out));
        job.writeManifest(command);
        out.println("sweep: " + plan.points().size() + " points on " + plan.device() + " into " + dir);
        return job.run(false, command);
    }

    /** Continues a run folder; the entry point of {@code bulkbench sweep --resume DIR}. */
    public static int resume(Path dir, boolean retryFailed, PrintWriter out) throws IOException {
        BoardConfig manifest = manifestOf(dir);
        SweepPlan plan = new PlanAssembler(DeviceCheck::normalise).assemble(SweepFlags.none(), Optional.of(manifest));
        SweepJob job = new SweepJob(plan, Optional.of(manifest), dir, out,
                p -> jmhMeasurer(p, Optional.of(manifest), dir), interruptible(out));
        out.println("sweep: resuming " + dir);
        return job.run(retryFailed, reproduceCommand(dir, Optional.of(manifest)));
    }

    /** A stop request that Ctrl-C sets, saying so once. */
    public static StopRequest interruptible(PrintWriter out) {
        StopRequest stop = new StopRequest();
        stop.installSigintHandler(() -> out.println(
                "\nsweep: Ctrl-C: stopping after the point in flight (press again to quit at once)"));
        return stop;
    }
}
