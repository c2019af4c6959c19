package io.bulkbench.app.cli;

import io.bulkbench.analysis.AnalysisResult;
import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.CurveChoice;
import io.bulkbench.analysis.PointChange;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.sweeps.plan.FlagValues;
import io.bulkbench.sweeps.plan.RunManifest;
import io.bulkbench.sweeps.plan.Settings;
import io.bulkbench.sweeps.plan.SweepSettings;
import io.bulkbench.sweeps.run.AnalysisSummary;
import io.bulkbench.sweeps.run.ResultsLayout;
import io.bulkbench.sweeps.run.RunDerivation;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code bulkbench analyze}: fit, find the knee and recommend from saved points alone. */
@Command(
        name = "analyze",
        header = "Fit curves, find the knee and recommend defaults from saved points.",
        mixinStandardHelpOptions = true,
        modelTransformer = SettingOptions.Analysis.class,
        description = {
            "Fit the diminishing returns of a saved run, find the knee and write fits.csv, "
                    + "recommendations.csv, defaults.config and the reports. Needs only points.csv (its first "
                    + "nine columns are enough); raw.csv beside it adds per-iteration samples. The knee share "
                    + "and the Kconfig symbols are the folder's sweep.yaml's, unless a flag gives them. Says "
                    + "which simulated points lost more than 1 %% of their time to a simulator running late."
        })
public final class AnalyzeCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "DIR|points.csv", description = "A run folder or a points.csv file.")
    private Path source;

    @Option(names = "--out", paramLabel = "DIR", description = "Where to write (default: beside the points).")
    private Path out;

    @Option(
            names = "--curve",
            paramLabel = "CURVE",
            description = "The curve fitted over buffers: auto (by AICc), exp, hyperbolic or usl (default auto).")
    private String curve;

    /** The old name of {@code --curve}, kept for scripts; the help shows only {@code --curve}. */
    @Option(names = "--model", hidden = true, paramLabel = "CURVE")
    private String oldCurveFlag;

    @Override
    public Integer call() throws Exception {
        PrintStreams streams = PrintStreams.of(spec);
        CurveChoice curveChoice = CurveChoice.parse(curveFlag());
        FlagValues flags = SettingOptions.given(spec, SweepSettings.ANALYSIS);
        List<MeasuredPoint> points = PointSource.read(source);
        if (points.isEmpty()) {
            throw new BadInputException(source + " holds no points; nothing to analyse. Give the points.csv of a run"
                    + " that measured points");
        }
        if (points.stream().noneMatch(MeasuredPoint::isOk)) {
            streams.out()
                    .println("analyze: warning: every point of " + source + " failed; the report lists why,"
                            + " and there is no recommendation");
        }
        AnalysisSettings settings = Settings.analysisSettings(
                        Optional.of(Settings.resolve(
                                flags, RunManifest.readIfAny(PointSource.folderOf(source)), device -> device)),
                        points.get(0).key().device())
                .withCurve(curveChoice);
        Path target = out != null
                ? ResultsLayout.outputFolder(out, "--out")
                : ResultsLayout.existingFolder(PointSource.folderOf(source), "analysis folder");
        Path folder = PointSource.folderOf(source);
        // Analysed in place, the folder keeps the comparison it holds: analysing does not judge.
        List<PointChange> comparison = target.toAbsolutePath()
                        .normalize()
                        .equals(folder.toAbsolutePath().normalize())
                ? RunFolder.readComparison(folder)
                : List.of();
        AnalysisResult result = RunDerivation.write(
                folder, target, points, settings, RecordedCommand.of(spec), comparison, streams.out());
        AnalysisSummary.print(result.recommendations(), points, streams.out());
        streams.out().println("analysis written to " + target);
        return ExitCode.OK;
    }

    /** {@code --curve}, or {@code --model}, its old name; both at once only when they agree. */
    private String curveFlag() {
        if (curve != null && oldCurveFlag != null && !curve.equals(oldCurveFlag)) {
            throw new BadInputException("--curve " + curve + " and --model " + oldCurveFlag
                    + " disagree; --model is the old name of --curve, so give --curve alone");
        }
        return curve != null ? curve : oldCurveFlag != null ? oldCurveFlag : CurveChoice.AUTO.label();
    }
}
