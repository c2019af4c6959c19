package io.bulkbench.app.cli;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.RunPair;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.analysis.explain.ModelChange;
import io.bulkbench.analysis.explain.ParameterChange;
import io.bulkbench.analysis.explain.StageEstimate;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PercentText;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.SignificantFigures;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.model.Calibration;
import io.bulkbench.model.Confounding;
import io.bulkbench.model.ProfileCalibration;
import io.bulkbench.model.SeparatingPoints;
import io.bulkbench.reports.OutputFile;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.ExplainBeforeCsv;
import io.bulkbench.reports.csv.ExplainCsv;
import io.bulkbench.sweeps.plan.FlagValues;
import io.bulkbench.sweeps.plan.RunManifest;
import io.bulkbench.sweeps.plan.Settings;
import io.bulkbench.sweeps.run.ExplanationRecording;
import io.bulkbench.sweeps.run.ResultsLayout;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code bulkbench explain}: which stage of the pipeline moved between two runs of a board. */
@Command(
        name = "explain",
        header = "Say which stage of the pipeline moved between two runs of a board.",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Read the path's cost per request and per KiB from each run's points, calibrate the board's "
                    + "model (as 'bulkbench calibrate' does) on each run, from one template, and compare each cost "
                    + "and every fitted parameter with both 95 %% intervals: the link's bandwidth and per-request "
                    + "bus cost, the host's turnaround, per-KiB cost and jitter, the device's buffer fill cost, "
                    + "storage rate and jitter, the copy. A parameter changed when the intervals do not meet and "
                    + "the values differ by more than 2 %%; unchanged only when the interval of its change lies "
                    + "within +/-2 %%; undetermined otherwise. Where the points confound two parameters, a sweep "
                    + "line names the points that would tell them apart.",
            "Writes explain.csv and says what moved in one line, or that the runs differ where compare finds a "
                    + "change the model cannot place; in AFTER's folder, also explain-before.csv (BEFORE's run "
                    + "id). With --db (or $BULKBENCH_DB) the comparison is recorded beside the board's runs, keyed "
                    + "by AFTER's run, which must be recorded there first ('bulkbench import AFTER'); the site "
                    + "shows it next to the board's change point."
        },
        footer = {
            "",
            "Examples:",
            "  bulkbench explain results/snowball-msc/20261129-021500 \\",
            "      results/snowball-msc/20261130-021500",
            "  bulkbench explain before/points.csv after/points.csv --like snowball-msc \\",
            "      --out explain.csv",
            "  bulkbench explain results/b/20261129-021500 results/b/20261130-021500 \\",
            "      --db jdbc:sqlite:lab.db",
            "Exit codes: 0 explained, 1 the model does not describe one of the runs (the worst points "
                    + "are named), 2 bad input. Recording never changes them: a failure to record is one line."
        })
public final class ExplainCommand implements Callable<Integer> {
    private static final int WORST_SHOWN = 5;
    /** The most separating points a sweep line names: a grid of up to three buffer counts by three sizes. */
    private static final int SEPARATING_SHOWN = 3;

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "BEFORE", description = "The earlier run: a run folder or a points.csv file.")
    private Path before;

    @Parameters(index = "1", paramLabel = "AFTER", description = "The later run: a run folder or a points.csv file.")
    private Path after;

    @Option(
            names = "--out",
            paramLabel = "FILE",
            description = "Where to write the comparison (default: " + RunFolder.EXPLAIN_CSV + " in AFTER's folder).")
    private String out;

    /** The template of both calibrations; without --like, the one BEFORE's points pick. */
    @Mixin
    private TemplateOption template;

    @Mixin
    private NamedDatabaseOption db;

    @Override
    public Integer call() throws Exception {
        PrintStreams streams = PrintStreams.of(spec);
        PrintWriter o = streams.out();
        DatabaseLocation.named(db.url(), System.getenv()); // a URL that names no database is refused before the fits
        RunPair runs = new RunPair(
                        "BEFORE " + before, PointSource.read(before), "AFTER " + after, PointSource.read(after))
                .ofOneBoard();
        List<MeasuredPoint> beforeOk = okPoints(before, runs.earlierPoints());
        List<MeasuredPoint> afterOk = okPoints(after, runs.laterPoints());
        // Where the comparison goes is checked before the fits, which take a minute each.
        OutputFile target = out != null
                ? ResultsLayout.outputFile(out, "--out")
                : OutputFile.whole(ResultsLayout.existingFolder(PointSource.folderOf(after), "AFTER's folder")
                        .resolve(RunFolder.EXPLAIN_CSV));
        SimProfile both = template.template(beforeOk);
        Calibration b = calibrate(o, "BEFORE", before, both, beforeOk);
        Calibration a = calibrate(o, "AFTER", after, both, afterOk);
        boolean beforeFits = describes(o, "BEFORE", before, b);
        boolean afterFits = describes(o, "AFTER", after, a); // both said, not only the first misfit
        if (!beforeFits || !afterFits) {
            o.println("explain compares the models of two runs and needs both to describe their board;"
                    + " try another template with --like, or measure the default grid");
            return ExitCode.FAILED;
        }
        PointsChanged changed = pointsChanged(runs, PointSource.folderOf(before), PointSource.folderOf(after));
        o.println("points changed: " + changed.count() + ", " + changed.source());
        ModelChange change =
                ModelChange.of(b.stageEstimates(), a.stageEstimates()).withPointsChanged(changed.count());
        String beforeRun = RunFolder.id(PointSource.folderOf(before));
        written(o, change, target, beforeRun);
        separating(o, a, afterOk);
        ExplanationRecording.afterExplain(
                PointSource.folderOf(after), beforeRun, change, db.url(), System.getenv(), o, streams.err());
        return ExitCode.OK;
    }

    /**
     * Writes explain.csv to {@code target} and, when that is AFTER's folder, explain-before.csv
     * beside it; prints the table and the line. The old explain-before.csv goes first, so a
     * comparison is never left beside the id of another BEFORE.
     */
    private void written(PrintWriter o, ModelChange change, OutputFile target, String beforeRun) throws IOException {
        Path afterFolder = PointSource.folderOf(after);
        boolean inAfterFolder = target.path().equals(afterFolder.resolve(RunFolder.EXPLAIN_CSV));
        Path beforeFile = afterFolder.resolve(RunFolder.EXPLAIN_BEFORE_CSV);
        if (inAfterFolder) {
            Files.deleteIfExists(beforeFile);
        }
        target.write(w -> ExplainCsv.write(change, w));
        if (inAfterFolder) {
            ExplainBeforeCsv.write(beforeRun, beforeFile);
        }
        for (ParameterChange c : change.parameters()) {
            o.printf(
                    Locale.ROOT,
                    "  %-26s %-26s %-26s %s%n",
                    c.parameter(),
                    estimate(c.before()),
                    estimate(c.after()),
                    c.verdict().label());
        }
        o.println(change.summary());
        o.println("comparison written to " + target);
        if (inAfterFolder) {
            o.println("'bulkbench report " + afterFolder + "' adds it to the run's report");
        }
    }

    /** How many points changed significantly between the two runs, and which verdict said so, in words. */
    record PointsChanged(int count, String source) {}

    /**
     * How many points changed significantly (regressed or improved) from BEFORE to AFTER: as
     * AFTER's night's stored verdict says, where it was judged against BEFORE (the verdict
     * nightly wrote into AFTER's folder); otherwise by compare's rule at the threshold compare
     * takes for these runs (AFTER's folder's sweep.yaml's, the board's, else the default),
     * which the words then name.
     */
    static PointsChanged pointsChanged(RunPair runs, Path beforeFolder, Path afterFolder) throws IOException {
        String beforeRun = RunFolder.id(beforeFolder);
        Optional<NightVerdict> stored = RunFolder.readNightVerdict(afterFolder)
                .filter(v -> v.baselineRun().equals(Optional.of(beforeRun)));
        if (stored.isPresent()) {
            return new PointsChanged(
                    changed(stored.get().points()),
                    "as AFTER's night's stored verdict against run " + beforeRun + " says");
        }
        double threshold = Settings.resolve(FlagValues.none(), RunManifest.readIfAny(afterFolder), device -> device)
                .regressionThreshold();
        return new PointsChanged(
                changed(RunComparison.compare(
                        runs.earlierPoints(), runs.laterPoints(), threshold, RunComparison.DEFAULT_ALPHA)),
                "by compare's rule at " + PercentText.tenth(threshold) + " (AFTER's folder holds no verdict of"
                        + " its night against BEFORE)");
    }

    private static int changed(List<PointChange> changes) {
        return (int) changes.stream()
                .filter(p -> p.verdict() == Verdict.REGRESSION || p.verdict() == Verdict.IMPROVEMENT)
                .count();
    }

    /**
     * For each pair AFTER's points confound, the points where the two splits part, as a sweep
     * line to run on both sides of the change before explaining again.
     */
    private static void separating(PrintWriter o, Calibration after, List<MeasuredPoint> ok) {
        for (Confounding pair : after.confounded()) {
            String pairText = String.format(
                    Locale.ROOT,
                    "%s and %s are confounded (correlation %+.2f)",
                    pair.first().key(),
                    pair.second().key(),
                    pair.correlation());
            List<PointKey> keys = SeparatingPoints.of(after, pair, ok, SEPARATING_SHOWN);
            if (keys.isEmpty()) {
                o.println(pairText + "; no point of a sweep's grid parts the two splits by "
                        + Math.round(SeparatingPoints.LEAST_SHARE * 100) + " %");
            } else {
                o.println(pairText + "; measure where they part, on both runs' builds, and explain again:");
                o.println("  " + SeparatingSweep.of(keys));
            }
        }
    }

    private static List<MeasuredPoint> okPoints(Path source, List<MeasuredPoint> points) {
        List<MeasuredPoint> ok = points.stream().filter(MeasuredPoint::isOk).toList();
        if (ok.isEmpty()) {
            throw new BadInputException(source + " has no ok point to calibrate to; give a run whose sweep measured");
        }
        return ok;
    }

    private static Calibration calibrate(
            PrintWriter o, String role, Path source, SimProfile template, List<MeasuredPoint> ok) {
        o.printf(
                Locale.ROOT,
                "explain: calibrating %s (%s) from %s to %d ok points (a minute or so)%n",
                role,
                source,
                template.name(),
                ok.size());
        o.flush();
        return ProfileCalibration.calibrate(template, ok);
    }

    private static boolean describes(PrintWriter o, String role, Path source, Calibration c) {
        if (!c.describes()) {
            CalibrateCommand.misfit(o, role + " (" + source + ")", c);
        }
        return c.describes();
    }

    private static String estimate(StageEstimate e) {
        if (!e.fitted()) {
            return "not fitted";
        }
        return SignificantFigures.of(e.value()) + " (" + end(e.low()) + ".." + end(e.high()) + ")";
    }

    private static String end(double v) {
        return Double.isNaN(v) ? "?" : SignificantFigures.of(v);
    }
}
