package io.bulkbench.sweeps.run;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.RecommendedConfiguration;
import io.bulkbench.analysis.RunAnalysis;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.model.Calibration;
import io.bulkbench.model.CalibrationTemplate;
import io.bulkbench.model.ProfileCalibration;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.PointJournal;
import io.bulkbench.sweeps.plan.ModelDesignLoop;
import io.bulkbench.sweeps.plan.ModelDesignPlanner;
import io.bulkbench.sweeps.plan.Refinement;
import io.bulkbench.sweeps.plan.SweepPlan;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * A model-designed sweep into its run folder ({@code sweep --design model}): the points
 * {@link ModelDesignLoop} chooses are measured and journaled like any sweep's, each with
 * its reason in design.csv; the last calibration goes into calibrated.yaml and its
 * prediction of the points not measured into points.csv, marked {@code predicted}. When
 * the model does not describe the board, it says why in one line, writes the profile as
 * calibrated-misfit.yaml, records the reason in design.csv and measures the rest of the
 * plan. A resumed folder continues the design from the points it holds; one that holds
 * predicted points has finished it.
 */
final class ModelDesignSweep {
    private final SweepPlan plan;
    private final AnalysisSettings settings;
    private final Path runDir;
    private final PrintWriter out;
    private final SweepRunner runner;
    private final PointJournal journal;

    ModelDesignSweep(
            SweepPlan plan,
            AnalysisSettings settings,
            Path runDir,
            PrintWriter out,
            SweepRunner runner,
            PointJournal journal) {
        this.plan = plan;
        this.settings = settings;
        this.runDir = runDir;
        this.out = out;
        this.runner = runner;
        this.journal = journal;
    }

    /** What the design measured, and the request sizes it recommends (where the baselines go). */
    record Designed(SweepOutcome outcome, List<Integer> recommendedSizes) {}

    Designed run(double secondsPerPoint) throws IOException {
        List<MeasuredPoint> inFolder =
                Files.exists(runDir.resolve(RunFolder.POINTS_CSV)) ? RunFolder.readPoints(runDir) : List.of();
        if (inFolder.stream().anyMatch(MeasuredPoint::isPredicted)) {
            return new Designed(new SweepOutcome(List.of(), inFolder.size(), false), recommendedSizes(inFolder));
        }
        RefinementLog log = RefinementLog.design(runDir);
        int offset = log.lastRound() + (inFolder.isEmpty() ? 0 : 1);
        List<MeasuredPoint> measuredNow = new ArrayList<>();
        ModelDesignLoop loop =
                new ModelDesignLoop(plan, CalibrationTemplate.beforeMeasuring(plan.device()), settings, ok -> {
                    out.printf(
                            Locale.ROOT,
                            "design: calibrating the model to %d measured points (a few seconds)%n",
                            ok.size());
                    return ProfileCalibration.calibrate(CalibrationTemplate.forPoints(ok), ok);
                });
        ModelDesignLoop.Result result = loop.run(
                inFolder,
                (round, points) -> {
                    for (Refinement r : points) {
                        log.add(offset + round, r);
                    }
                    SweepOutcome o =
                            runner.run(points.stream().map(Refinement::point).toList(), Set.of(), secondsPerPoint);
                    measuredNow.addAll(o.measured());
                    return o.stopped() ? Optional.empty() : Optional.of(o.measured());
                },
                out::println);
        int skipped = inFolder.size();
        switch (result.ending()) {
            case STOPPED:
                return new Designed(new SweepOutcome(measuredNow, skipped, true), List.of());
            case MISFIT:
                return new Designed(wholeGrid(result, log, measuredNow, secondsPerPoint), plan.requestSizes());
            default:
                return new Designed(new SweepOutcome(measuredNow, skipped, false), predictRest(result, loop.planner()));
        }
    }

    /** The model stands: its profile into the folder, its prediction of every point not measured into the journal. */
    private List<Integer> predictRest(ModelDesignLoop.Result result, ModelDesignPlanner planner) throws IOException {
        Calibration c = result.calibration().orElseThrow();
        CalibratedProfileFile.writeInFolder(c, runDir, runDir.toString());
        // a point whose measurement failed stays failed, as in any sweep: a prediction does not hide it
        Set<PointKey> tried = new HashSet<>();
        result.measured().forEach(p -> tried.add(p.key()));
        List<MeasuredPoint> predicted = planner.whole(result.measured(), c.profile()).stream()
                .filter(p -> p.isPredicted() && !tried.contains(p.key()))
                .toList();
        for (MeasuredPoint p : predicted) {
            journal.append(p);
        }
        long measured = result.measured().stream().filter(p -> !p.isPredicted()).count();
        out.printf(
                Locale.ROOT,
                "design: %s; %d of the plan's %d points measured, the calibrated model (%s) predicts the other %d%n",
                result.why(),
                measured,
                plan.points().size(),
                RunFolder.CALIBRATED_PROFILE,
                predicted.size());
        return result.step().orElseThrow().verdicts().stream()
                .map(v -> v.recommended().requestBytes())
                .distinct()
                .toList();
    }

    /** The model does not describe the board: say why, keep the profile for inspection, measure the rest. */
    private SweepOutcome wholeGrid(
            ModelDesignLoop.Result result, RefinementLog log, List<MeasuredPoint> measuredNow, double secondsPerPoint)
            throws IOException {
        out.println("design: falling back to the whole grid: " + result.why());
        if (result.calibration().isPresent()) {
            Calibration c = result.calibration().get();
            CalibratedProfileFile.writeInFolder(c, runDir, runDir.toString());
        }
        Set<PointKey> known = new HashSet<>();
        result.measured().forEach(p -> known.add(p.key()));
        List<PointKey> rest =
                plan.points().stream().filter(k -> !known.contains(k)).toList();
        int round = log.lastRound() + 1;
        for (PointKey k : rest) {
            log.add(round, new Refinement(k, "whole grid: " + result.why()));
        }
        SweepOutcome o = runner.run(rest, Set.of(), secondsPerPoint);
        List<MeasuredPoint> all = new ArrayList<>(measuredNow);
        all.addAll(o.measured());
        return new SweepOutcome(all, known.size() - measuredNow.size(), o.stopped());
    }

    /** The request sizes a finished design recommends, read again from its folder (a resume after the design). */
    private List<Integer> recommendedSizes(List<MeasuredPoint> points) {
        AnalysisSettings quick = settings.withoutBootstrap();
        return RecommendedConfiguration.of(RunAnalysis.analyze(points, quick).recommendations(), quick).stream()
                .map(r -> r.key().requestBytes())
                .distinct()
                .toList();
    }
}
