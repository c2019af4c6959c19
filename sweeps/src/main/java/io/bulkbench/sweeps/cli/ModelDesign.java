package io.bulkbench.sweeps.cli;

import io.bulkbench.analysis.AnalysisResult;
import io.bulkbench.analysis.MeasuredPoint;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.benchmarks.model.Calibration;
import io.bulkbench.benchmarks.model.TwinPrediction;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.PointJournal;
import io.bulkbench.sweeps.plan.BoardConfig;
import io.bulkbench.sweeps.plan.SweepPlan;
import io.bulkbench.sweeps.run.PointMeasurer;
import io.bulkbench.sweeps.run.RunDerivation;
import io.bulkbench.sweeps.run.StopRequest;
import io.bulkbench.sweeps.run.SweepJob;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/**
 * {@code sweep --design model}: measure a few points of the plan, fit a simulator profile
 * to them and let its twin give the whole grid. Measured per direction and copy mode: the
 * smallest, second, middle and largest buffer count at the smallest, middle and largest
 * request size (12 points where the grid has 30). The run folder holds the measured
 * points with their analysis and report as any sweep's, and the calibrated profile; its
 * {@value #MODEL_DIR}/ folder holds the model's prediction of the whole grid as a run
 * folder of its own, analysed, with the defaults it recommends. When the model does not
 * describe the board, nothing is predicted and the sweep ends with exit code 1.
 */
final class ModelDesign {
    /** The folder, inside the run folder, of the model's prediction of the whole plan. */
    static final String MODEL_DIR = "model";

    private ModelDesign() {
    }

    /** The part of {@code full} to measure. */
    static SweepPlan measuredPart(SweepPlan full) {
        return new SweepPlan(full.board(), full.device(), spread(full.buffers(), true), spread(full.requestSizes(), false),
                full.copyModes(), full.directions(), full.jmh());
    }

    /** First, (second,) middle and last of an ascending axis, each once. */
    private static List<Integer> spread(List<Integer> axis, boolean second) {
        List<Integer> sorted = axis.stream().sorted().toList();
        List<Integer> out = new ArrayList<>();
        for (int i : second ? new int[] {0, 1, sorted.size() / 2, sorted.size() - 1} : new int[] {0, sorted.size() / 2,
                sorted.size() - 1}) {
            if (i >= 0 && i < sorted.size() && !out.contains(sorted.get(i))) {
                out.add(sorted.get(i));
            }
        }
        return out;
    }

    /** Measures the part, calibrates, predicts the whole plan; returns the exit code. */
    static int run(SweepPlan full, Optional<BoardConfig> config, Path dir, String command, PrintWriter out,
                   Function<SweepPlan, PointMeasurer> measurers, StopRequest stop, boolean confirm) throws Exception {
        SweepPlan part = measuredPart(full);
        out.printf(Locale.ROOT, "sweep --design model: measuring %d of the plan's %d points, the model gives the rest%n",
                part.points().size(), full.points().size());
        SweepJob job = new SweepJob(part, config, dir, out, measurers, stop);
        job.writeManifest(command);
        int measured = job.run(false, command);
        if (measured == SweepJob.STOPPED) {
            return measured;
        }
        List<MeasuredPoint> ok = RunFolder.readPoints(dir).stream().filter(MeasuredPoint::isOk).toList();
        Calibration c = CalibrateCommand.fit(ok, Optional.empty(), out);
        CalibrateCommand.write(c, dir, Optional.empty(), dir.toString(), out);
        if (!c.describes()) {
            out.println("sweep --design model: the model does not describe this board, so it predicts nothing;"
                    + " measure the whole grid with a plain sweep");
            return ExitCode.FAILED;
        }
        RunDerivation.write(dir, RunFolder.readPoints(dir), SweepJob.analysisSettings(config), command, List.of());
        Path modelDir = dir.resolve(MODEL_DIR);
        List<MeasuredPoint> predicted = TwinPrediction.predict(c.profile(), full.points());
        try (PointJournal journal = PointJournal.open(modelDir)) {
            for (MeasuredPoint p : predicted) {
                journal.append(p);
            }
        }
        AnalysisResult model = RunDerivation.write(modelDir, predicted, SweepJob.analysisSettings(config),
                command + " (the calibrated model's prediction of the whole plan)", List.of());
        for (Recommendation r : model.recommendations()) {
            out.printf(Locale.ROOT, "model: %s %s %s: %s=%s (%.2f MB/s predicted, %.0f %% of best)%n", r.board(),
                    r.direction().label(), r.copyMode().label(), r.symbol(), r.value(), r.throughputMbS(),
                    100 * r.shareOfBest());
        }
        out.println("the model's prediction of the whole plan: " + modelDir + " (open "
                + modelDir.resolve(RunFolder.REPORT_HTML) + ")");
        if (!confirm || stop.isRequested()) {
            return measured;
        }
        return confirmed(full, config, dir, command, out, measurers, model, predicted) ? measured : ExitCode.FAILED;
    }

    /**
     * Measures the model's recommended points the part did not measure (journaled like any
     * point, and the run folder's analysis written again) and compares them with the model.
     */
    private static boolean confirmed(SweepPlan full, Optional<BoardConfig> config, Path dir, String command,
                                     PrintWriter out, Function<SweepPlan, PointMeasurer> measurers,
                                     AnalysisResult model, List<MeasuredPoint> predicted) throws Exception {
        List<MeasuredPoint> known = RunFolder.readPoints(dir);
        PointMeasurer measurer = measurers.apply(full);
        List<ModelConfirmation.Check> checks;
        try (PointJournal journal = PointJournal.open(dir)) {
            checks = ModelConfirmation.check(model.recommendations(), SweepJob.analysisSettings(config), predicted,
                    known, key -> {
                        MeasuredPoint p = measurer.measure(key);
                        journal.append(p);
                        return p;
                    });
        }
        RunDerivation.write(dir, RunFolder.readPoints(dir), SweepJob.analysisSettings(config), command, List.of());
        ModelConfirmation.print(checks, out);
        boolean all = checks.stream().allMatch(ModelConfirmation.Check::confirms);
        if (!all) {
            out.println("sweep --design model --confirm: the model's defaults are not confirmed by measurement;"
                    + " measure the whole grid with a plain sweep");
        }
        return all;
    }
}
