package io.bulkbench.app.cli;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.RunPair;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.OutputFile;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.CompareCsv;
import io.bulkbench.sweeps.plan.FlagValues;
import io.bulkbench.sweeps.plan.RunManifest;
import io.bulkbench.sweeps.plan.Settings;
import io.bulkbench.sweeps.plan.SweepSettings;
import io.bulkbench.sweeps.run.ResultsLayout;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
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
                    + "report, regressions first, into the candidate folder, or its own file where the "
                    + "candidate is a recorded night or --out says (and with --junit a JUnit XML file): a "
                    + "night's verdict is nightly's, and compare never changes it. The threshold is the candidate's sweep.yaml's (regression_threshold_percent) "
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

    @Option(
            names = "--out",
            paramLabel = "FILE",
            description = "Where to write the comparison (compare.csv's columns). Default: compare.csv and the "
                    + "report in CANDIDATE_DIR, or, when CANDIDATE_DIR is a night nightly recorded (it holds "
                    + "verdict.csv), compare-BASELINE.csv beside the night's files, which stay as recorded.")
    private String out;

    @Override
    public Integer call() throws Exception {
        FlagValues flags = SettingOptions.given(spec, SweepSettings.COMPARISON);
        junit.checked();
        Optional<OutputFile> target = Optional.ofNullable(out).map(f -> ResultsLayout.outputFile(f, "--out"));
        if (target.isPresent() && isTheNightsOwn(target.get().path())) {
            throw new BadInputException("--out " + out + " is a file of the night nightly recorded in " + candidate
                    + ", which compare never changes; name another file, e.g. --out compare-mine.csv");
        }
        PrintStreams streams = PrintStreams.of(spec);
        double threshold = Settings.resolve(flags, RunManifest.readIfAny(candidate), device -> device)
                .regressionThreshold();
        List<PointChange> changes = judge(baseline, candidate, threshold);
        List<MeasuredPoint> points = RunFolder.readPoints(candidate);
        if (target.isPresent() || RunFolder.holdsNightVerdict(candidate)) {
            OutputFile file = target.orElseGet(() -> OutputFile.whole(candidate
                    .resolve("compare-" + RunFolder.id(baseline) + ".csv")
                    .toAbsolutePath()
                    .normalize()));
            file.write(w -> CompareCsv.write(changes, w));
            ComparisonWriter.say(changes, file.toString(), streams);
        } else {
            ComparisonWriter.write(candidate, points, changes, streams);
        }
        return junit.write(
                board(points),
                points,
                Optional.of(NightVerdict.ofPoints(Optional.of(RunFolder.id(baseline)), threshold, changes)),
                "the baseline " + baseline,
                RunComparison.hasRegression(changes) ? ExitCode.REGRESSION : ExitCode.OK,
                streams);
    }

    /** Whether {@code file} is one of the verdict files of the recorded night CANDIDATE_DIR holds. */
    private boolean isTheNightsOwn(Path file) {
        Path folder = candidate.toAbsolutePath().normalize();
        return RunFolder.holdsNightVerdict(candidate)
                && folder.equals(file.toAbsolutePath().normalize().getParent())
                && List.of(RunFolder.COMPARE_CSV, RunFolder.VERDICT_CSV, RunFolder.CHANGE_POINTS_CSV)
                        .contains(file.getFileName().toString());
    }

    /** The board of a run's points ("" for none; a run folder holds one). */
    private static String board(List<MeasuredPoint> points) {
        return points.isEmpty() ? "" : points.get(0).key().board();
    }

    /** Judges a candidate folder's points against a baseline folder's at {@code threshold}; writes nothing. */
    static List<PointChange> judge(Path baseline, Path candidate, double threshold) throws Exception {
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
        return changes;
    }
}
