package io.bulkbench.sweeps.run;

import io.bulkbench.analysis.AnalysisResult;
import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.RunAnalysis;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.PointJournal;
import io.bulkbench.sweeps.plan.JmhSettings;
import io.bulkbench.sweeps.plan.KneeBisection;
import io.bulkbench.sweeps.plan.Refinement;
import io.bulkbench.sweeps.plan.Settings;
import io.bulkbench.sweeps.plan.SweepDesign;
import io.bulkbench.sweeps.plan.SweepPlan;
import io.bulkbench.sweeps.plan.SweepSettings;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * A whole sweep into a run folder that holds its plan: measures every point not yet in
 * the journal (with {@code latency: true}, each ok IN or OUT point's completion intervals
 * into latency.csv right after it), the adaptive rounds, the late points that leave a
 * default undecided ({@link LateRetakes}) and the baselines, derives the rest, and says
 * how it ended ({@link SweepResult}). Making the folder, its manifest and
 * the exit code are the caller's.
 */
public final class SweepJob {
    /** Bisection halves a gap per round: 10 rounds settle any gap up to 1024 buffers. */
    private static final int MAX_ADAPTIVE_ROUNDS = 10;

    private final SweepPlan plan;
    private final Settings settings;
    private final Path runDir;
    private final PrintWriter out;
    private final Function<SweepPlan, PointMeasurer> measurers;
    private final StopRequest stop;
    private final boolean adaptive;
    private final boolean withBaselines;
    private final boolean withLatency;
    private final boolean modelDesign;
    private final boolean confirm;
    /** Measures a recommended configuration again with the nightly settings ({@code --confirm}). */
    private java.util.function.Supplier<PointMeasurer> confirmMeasurer;

    private final Function<SweepPlan, LatencyMeasurer> latencyMeasurers;
    private SweepProgress progress;
    /** How long to wait for JMH's lock; empty for measurers that run no JMH (tests). */
    private Optional<Duration> lockWait = Optional.empty();

    public SweepJob(
            Settings settings,
            Path runDir,
            PrintWriter out,
            Function<SweepPlan, PointMeasurer> measurers,
            StopRequest stop) {
        this(settings, runDir, out, measurers, p -> latencyMeasurer(p, runDir), stop);
    }

    /** A sweep whose completion intervals (when its config asks for them) come from {@code latencyMeasurers}. */
    public SweepJob(
            Settings settings,
            Path runDir,
            PrintWriter out,
            Function<SweepPlan, PointMeasurer> measurers,
            Function<SweepPlan, LatencyMeasurer> latencyMeasurers,
            StopRequest stop) {
        this.withLatency = settings.get(SweepSettings.LATENCY);
        this.latencyMeasurers = latencyMeasurers;
        this.adaptive = settings.get(SweepSettings.ADAPTIVE);
        this.modelDesign = settings.get(SweepSettings.DESIGN) == SweepDesign.MODEL;
        this.confirm = settings.get(SweepSettings.CONFIRM);
        this.confirmMeasurer = () -> confirmingJmhMeasurer(settings, runDir);
        this.withBaselines = settings.get(SweepSettings.BASELINES);
        this.plan = settings.plan();
        this.settings = settings;
        this.runDir = runDir;
        this.out = out;
        this.measurers = measurers;
        this.stop = stop;
        this.progress = new LogProgress(out, System::nanoTime);
    }

    /** This sweep showing its progress on {@code display} instead of log lines (a progress bar on a terminal). */
    public SweepJob showingProgressOn(SweepProgress display) {
        this.progress = display;
        return this;
    }

    /** This sweep taking JMH's host-wide lock first, waiting for it at most {@code limit}. */
    public SweepJob waitingForJmhLock(Duration limit) {
        this.lockWait = Optional.of(limit);
        return this;
    }

    /** A measurer held to this sweep's point limit. */
    private PointMeasurer limited(PointMeasurer measurer) {
        return new PointTimeLimit(
                measurer,
                settings.get(SweepSettings.POINT_TIMEOUT)
                        .orElseGet(() -> PointTimeLimit.defaultFor(plan.jmh(), SetupCommand.of(settings))));
    }

    /** This sweep confirming its recommendations with {@code measurer} instead of JMH's nightly settings (tests). */
    public SweepJob confirmingWith(PointMeasurer measurer) {
        this.confirmMeasurer = () -> measurer;
        return this;
    }

    /** The JMH measurer of a plan, with the board's setup command before each point when it has one. */
    public static PointMeasurer jmhMeasurer(Settings settings, Path runDir) {
        return jmhMeasurer(settings.plan().jmh(), settings, runDir.resolve(JmhFiles.DIR));
    }

    /**
     * The nightly-settings JMH measurer of {@code --confirm}; its JMH files go to their own
     * folder, so they neither replace a point's nor join jmh-result.json.
     */
    static PointMeasurer confirmingJmhMeasurer(Settings settings, Path runDir) {
        return jmhMeasurer(
                JmhSettings.nightly(), settings, runDir.resolve(JmhFiles.DIR).resolve("confirm"));
    }

    private static PointMeasurer jmhMeasurer(JmhSettings jmhSettings, Settings settings, Path jmhDir) {
        PointMeasurer jmh = new JmhPointMeasurer(jmhSettings, jmhDir);
        return SetupCommand.of(settings).map(s -> s.before(jmh)).orElse(jmh);
    }

    /** The JMH completion-interval measurer of a plan, writing its JMH files beside the points'. */
    public static LatencyMeasurer latencyMeasurer(SweepPlan plan, Path runDir) {
        return new JmhLatencyMeasurer(plan.jmh(), runDir.resolve(JmhFiles.DIR));
    }

    /**
     * Measures the points not yet in the journal (failed ones too when {@code retryFailed}),
     * then analyses and reports.
     */
    public SweepResult run(boolean retryFailed, String reproduceCommand) throws IOException {
        Set<PointKey> done = new HashSet<>();
        if (Files.exists(runDir.resolve(RunFolder.POINTS_CSV))) {
            for (MeasuredPoint p : RunFolder.readPoints(runDir)) {
                requireOfThisPlan(p);
                if (p.isOk() || !retryFailed) {
                    done.add(p.key());
                }
            }
        }
        SweepOutcome outcome;
        try (JmhLock lock = lockWait.isPresent() ? JmhLock.acquire(lockWait.get(), out, stop) : null;
                PointJournal journal = PointJournal.open(runDir)) {
            if (lock != null) {
                // Under the lock, so another sweep that will have finished first does not count as load.
                PacingProbe.warning(plan).ifPresent(out::println);
            }
            outcome = measure(journal, done);
        }
        List<MeasuredPoint> all = RunFolder.readPoints(runDir);
        if (all.isEmpty()) {
            out.println("sweep: stopped before the first point finished; nothing to analyse in " + runDir);
            out.println("continue with: bulkbench sweep --resume " + runDir);
            return stop.result();
        }
        AnalysisSettings analysisSettings = this.settings.analysis();
        AnalysisResult analysis = RunAnalysis.analyze(all, analysisSettings);
        boolean stopped = outcome.stopped();
        if (confirm && !stopped && !stop.isRequested()) {
            stopped = Confirmations.measure(runDir, analysis, analysisSettings, confirmMeasurer.get(), stop, out);
        }
        RunDerivation.write(runDir, runDir, all, analysis, analysisSettings, reproduceCommand, List.of(), out);
        long failed = all.stream().filter(p -> !p.isOk()).count();
        summarise(analysis, all, failed);
        boolean agree = Confirmations.print(Confirmations.of(runDir, analysis, analysisSettings), out);
        if (stopped) {
            out.println(
                    "sweep: stopped; every finished point is kept. Continue with: bulkbench sweep --resume " + runDir);
            return stop.result();
        }
        if (failed > 0) {
            return SweepResult.POINTS_FAILED;
        }
        if (!agree) {
            out.println("sweep: a recommended configuration measured with the nightly settings disagrees with what"
                    + " the run expected there; see the report's confirmation section before shipping its defaults");
            return SweepResult.NOT_CONFIRMED;
        }
        return SweepResult.COMPLETE;
    }

    /** A folder whose points are another board's or device's is refused: one report would mix two. */
    private void requireOfThisPlan(MeasuredPoint p) {
        if (!p.key().board().equals(plan.board()) || !p.key().device().equals(plan.device())) {
            throw new BadInputException(runDir.resolve(RunFolder.POINTS_CSV) + " holds a point of board '"
                    + p.key().board()
                    + "' on " + p.key().device() + ", but the folder's plan is board '" + plan.board() + "' on "
                    + plan.device() + "; resume only a folder whose points are its plan's, or start a new run");
        }
    }

    /** The plan, the adaptive rounds, the intervals still missing and the baselines, each saved as measured. */
    private SweepOutcome measure(PointJournal journal, Set<PointKey> done) throws IOException {
        Optional<LatencyRecorder> latency = withLatency
                ? Optional.of(LatencyRecorder.open(runDir, latencyMeasurers.apply(plan), out))
                : Optional.empty();
        double pointSeconds = plan.jmh().secondsPerPoint() + 1.5;
        double secondsPerPoint =
                pointSeconds + (withLatency ? JmhLatencyMeasurer.secondsPerPoint(plan.jmh()) + 1.5 : 0);
        SweepRunner runner =
                new SweepRunner(limited(measurers.apply(plan)), journaled(journal, latency), progress, stop);
        SweepOutcome outcome;
        SweepPlan baselinePlan = plan;
        if (modelDesign) {
            ModelDesignSweep.Designed designed =
                    new ModelDesignSweep(plan, settings.analysis(), runDir, out, runner, journal).run(secondsPerPoint);
            outcome = designed.outcome();
            // a model design measures the harness's ceilings at the request sizes it recommends only
            baselinePlan = designed.recommendedSizes().isEmpty()
                    ? plan
                    : new SweepPlan(
                            plan.board(),
                            plan.device(),
                            plan.buffers(),
                            designed.recommendedSizes(),
                            plan.copyModes(),
                            plan.directions(),
                            plan.jmh());
        } else {
            outcome = runner.run(plan.points(), done, secondsPerPoint);
        }
        if (adaptive && !outcome.stopped()) {
            outcome = refine(runner, outcome, secondsPerPoint);
        }
        if (latency.isPresent() && !outcome.stopped()) {
            catchUpLatency(latency.get());
        }
        if (!outcome.stopped() && !stop.isRequested()) {
            LateRetakes retakes = new LateRetakes(runDir, settings.analysis(), runner.measurer(), progress, stop, out);
            Set<PointKey> measuredNow = new HashSet<>();
            outcome.measured().forEach(p -> measuredNow.add(p.key()));
            if (retakes.run(journal, pointSeconds, measuredNow)) {
                outcome = new SweepOutcome(outcome.measured(), outcome.skipped(), true);
            }
        }
        if (withBaselines && !outcome.stopped() && !stop.isRequested()) {
            measureBaselines(baselinePlan, progress, pointSeconds);
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
                latency.get().measureAfter(p);
            }
        };
    }

    /**
     * Adaptive rounds: bisect each series' knee until it is known to the exact integer.
     * Each round's points are journaled like the plan's, so a resume continues the rounds.
     */
    private SweepOutcome refine(SweepRunner runner, SweepOutcome planned, double secondsPerPoint) throws IOException {
        KneeBisection bisection = new KneeBisection(settings.analysis().kneeShare());
        RefinementLog log = RefinementLog.adaptive(runDir);
        List<MeasuredPoint> measured = new java.util.ArrayList<>(planned.measured());
        int skipped = planned.skipped();
        for (int round = 1; round <= MAX_ADAPTIVE_ROUNDS; round++) {
            List<MeasuredPoint> all = RunFolder.readPoints(runDir);
            Set<PointKey> known = new HashSet<>();
            all.forEach(p -> known.add(p.key()));
            List<Refinement> next = bisection.nextRound(all).stream()
                    .filter(r -> !known.contains(r.point()))
                    .toList();
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
            latency.measureAfter(p, measurer);
        }
    }

    /** A latency measurer with the board's setup command before it when the board has one. */
    private LatencyMeasurer withSetup(LatencyMeasurer measurer) {
        return SetupCommand.of(settings)
                .<LatencyMeasurer>map(s -> p -> {
                    s.runFor(p);
                    return measurer.measure(p);
                })
                .orElse(measurer);
    }

    /** Measures the baselines this folder lacks; each is saved the moment it is measured. */
    private void measureBaselines(SweepPlan plan, SweepProgress progress, double secondsPerPoint) throws IOException {
        List<MeasuredPoint> saved = new java.util.ArrayList<>(Baselines.read(runDir));
        Set<PointKey> done = new HashSet<>();
        saved.stream().filter(MeasuredPoint::isOk).forEach(p -> done.add(p.key()));
        saved.removeIf(p -> !p.isOk());
        List<PointKey> todo = Baselines.pointsFor(plan).stream()
                .filter(p -> !done.contains(p))
                .toList();
        if (todo.isEmpty()) {
            return;
        }
        out.println("baselines: the null device and a plain memory copy at each request size, for scale");
        PointMeasurer jmh = limited(new JmhPointMeasurer(plan.jmh(), runDir.resolve(JmhFiles.DIR)));
        new SweepRunner(
                        jmh,
                        p -> {
                            saved.add(p);
                            Baselines.write(runDir, saved);
                        },
                        progress,
                        stop)
                .run(todo, Set.of(), secondsPerPoint);
    }

    private void summarise(AnalysisResult analysis, List<MeasuredPoint> points, long failed) {
        AnalysisSummary.print(analysis.recommendations(), points, out);
        if (failed > 0) {
            out.println("sweep: " + failed + " point(s) failed; their reasons are in points.csv and the report."
                    + " Measure them again with: bulkbench sweep --resume " + runDir + " --retry-failed");
        }
        out.println("run folder: " + runDir + " (open " + runDir.resolve(RunFolder.REPORT_HTML) + ")");
    }
}
