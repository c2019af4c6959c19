package io.bulkbench.app.cli;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.RunPair;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.sweeps.plan.FlagValues;
import io.bulkbench.sweeps.plan.RunManifest;
import io.bulkbench.sweeps.plan.Settings;
import io.bulkbench.sweeps.plan.SweepSettings;
import io.bulkbench.sweeps.run.ResultsLayout;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code bulkbench compare}: per point, did the candidate run get slower than the baseline? */
@Command(
        name = "compare",
        header = "Compare two runs point by point; exit 3 on a regression.",
        mixinStandardHelpOptions = true,
        modelTransformer = SettingOptions.Comparison.class,
        description = {
            "Compare a candidate run with a baseline run point by point. A regression is a drop "
                    + "larger than the threshold that is also significant (p < 0.01: Welch's t-test on the "
                    + "iterations; Student's t-test with pooled variance when they are 2 to 4). A point whose "
                    + "simulator ran late reads low by at most its late share: a drop larger than that is still "
                    + "a regression, one within it is not judged (simulator_late). Writes compare.csv and the "
                    + "report, regressions first, into the candidate folder (and with --junit a JUnit XML "
                    + "file). The threshold is the candidate's sweep.yaml's (regression_threshold_percent) "
                    + "unless --threshold gives one. Exit 3 on any regression."
        })
public final class CompareCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "BASELINE_DIR", description = "The run to compare against.")
    private Path baseline;

    @Parameters(index = "1", paramLabel = "CANDIDATE_DIR", description = "The newer run.")
    private Path candidate;

    @Mixin
    private JunitOption junit;

    @Override
    public Integer call() throws Exception {
        FlagValues flags = SettingOptions.given(spec, SweepSettings.COMPARISON);
        junit.checked();
        PrintStreams streams = PrintStreams.of(spec);
        double threshold = Settings.resolve(flags, RunManifest.readIfAny(candidate), device -> device)
                .regressionThreshold();
        List<PointChange> changes = compare(baseline, candidate, threshold, streams);
        List<MeasuredPoint> points = RunFolder.readPoints(candidate);
        return junit.write(
                board(points),
                points,
                changes,
                "the baseline " + baseline,
                RunComparison.hasRegression(changes) ? ExitCode.REGRESSION : ExitCode.OK,
                streams);
    }

    /** The board of a run's points ("" for none; a run folder holds one). */
    private static String board(List<MeasuredPoint> points) {
        return points.isEmpty() ? "" : points.get(0).key().board();
    }

    /**
     * Compares two run folders, writes the result into the candidate and prints a summary
     * ({@link ComparisonWriter}).
     */
    static List<PointChange> compare(Path baseline, Path candidate, double threshold, PrintStreams streams)
            throws Exception {
        RunFolder.requireFolder(baseline, "BASELINE_DIR");
        ResultsLayout.existingFolder(candidate, "CANDIDATE_DIR");
        List<MeasuredPoint> candidatePoints = RunFolder.readPoints(candidate);
        List<MeasuredPoint> baselinePoints = RunFolder.readPoints(baseline);
        new RunPair("the baseline " + baseline, baselinePoints, "the candidate " + candidate, candidatePoints)
                .ofOneBoard();
        List<PointChange> changes =
                RunComparison.compare(baselinePoints, candidatePoints, threshold, RunComparison.DEFAULT_ALPHA);
        if (ComparisonWriter.comparable(changes) == 0) {
            throw new BadInputException("nothing to compare: no point of " + candidate
                    + " has a counterpart measured ok"
                    + " with at least two iterations in " + baseline + " (baseline: "
                    + baselinePoints.stream().filter(MeasuredPoint::isOk).count() + " ok of " + baselinePoints.size()
                    + " points); compare runs of the same plan that measured points");
        }
        ComparisonWriter.write(candidate, candidatePoints, changes, streams);
        return changes;
    }
}
