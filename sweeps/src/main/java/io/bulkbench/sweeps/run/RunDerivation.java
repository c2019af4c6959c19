package io.bulkbench.sweeps.run;

import io.bulkbench.analysis.AnalysisResult;
import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.PointLimit;
import io.bulkbench.analysis.RunAnalysis;
import io.bulkbench.analysis.explain.ModelChange;
import io.bulkbench.benchmarks.sim.ProfileLoader;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.model.PointLimits;
import io.bulkbench.reports.AtomicFile;
import io.bulkbench.reports.ReportInput;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.AnalysisCsv;
import io.bulkbench.reports.csv.ExplainCsv;
import io.bulkbench.sweeps.plan.BoardConfig;
import io.bulkbench.sweeps.plan.RunManifest;
import io.bulkbench.sweeps.plan.Settings;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Everything a run folder derives from its measured points: analysis, the CSVs, the
 * Kconfig fragment, the reports and JMH's merged JSON. Used by {@code sweep} when it
 * finishes and by {@code analyze}, {@code report}, {@code compare} and {@code nightly}
 * on saved folders, so every path writes the same files the same way.
 */
public final class RunDerivation {
    private RunDerivation() {}

    /**
     * Writes a saved run folder's derived files again, with the analysis settings it was
     * analysed with ({@link #analysedWith}) and the command to reproduce it from the folder's
     * own sweep.yaml: what {@code report} does, and {@code compare} and {@code nightly} with
     * their comparison.
     */
    public static AnalysisResult rewrite(
            Path runDir, List<MeasuredPoint> points, List<PointChange> comparison, PrintWriter out) throws IOException {
        Optional<BoardConfig> manifest = RunManifest.readIfAny(runDir);
        return write(
                runDir,
                runDir,
                points,
                analysedWith(runDir, manifest, points),
                RunManifest.reproduceCommand(runDir, manifest),
                comparison,
                out);
    }

    /**
     * The analysis settings a run folder was last analysed with: its analysis.csv, which every
     * analysis writes ({@code analyze --curve/--knee} included); for a folder analysed before
     * that file was written, its sweep.yaml's (the defaults without one).
     */
    public static AnalysisSettings analysedWith(Path runDir, Optional<BoardConfig> manifest, List<MeasuredPoint> points)
            throws IOException {
        Path recorded = runDir.resolve(RunFolder.ANALYSIS_CSV);
        return Files.isRegularFile(recorded) ? AnalysisCsv.read(recorded) : Settings.analysisSettings(manifest, points);
    }

    /**
     * Analyses {@code points} and writes every derived file into {@code outDir}, reading what
     * was measured beside the points (baselines, latencies, JMH's results) from
     * {@code sourceDir} (the same folder for a run folder's own files), so an analysis
     * written elsewhere keeps them; returns the analysis. A per-point JMH result that cannot join
     * jmh-result.json is named on {@code out}.
     */
    public static AnalysisResult write(
            Path sourceDir,
            Path outDir,
            List<MeasuredPoint> points,
            AnalysisSettings settings,
            String reproduceCommand,
            List<PointChange> comparison,
            PrintWriter out)
            throws IOException {
        return write(
                sourceDir,
                outDir,
                points,
                RunAnalysis.analyze(points, settings),
                settings,
                reproduceCommand,
                comparison,
                out);
    }

    /** The same, with the points' analysis already made (a sweep that confirmed its recommendations first). */
    static AnalysisResult write(
            Path sourceDir,
            Path outDir,
            List<MeasuredPoint> points,
            AnalysisResult analysis,
            AnalysisSettings settings,
            String reproduceCommand,
            List<PointChange> comparison,
            PrintWriter out)
            throws IOException {
        Files.createDirectories(outDir);
        String runId = RunFolder.id(sourceDir);
        ReportInput input = ReportInput.builderOf(points, analysis)
                .run(runId, createdAt(sourceDir), reproduceCommand)
                .baselines(Baselines.read(sourceDir))
                .comparison(comparison)
                .latencies(RunFolder.readLatencies(sourceDir))
                .limits(limits(sourceDir, points))
                .confirmations(Confirmations.of(sourceDir, analysis, settings))
                .explanation(explanation(sourceDir))
                .build();
        RunFolder.writeDerived(outDir, input);
        AnalysisCsv.write(settings, outDir.resolve(RunFolder.ANALYSIS_CSV));
        Path jmhDir = sourceDir.resolve(JmhFiles.DIR);
        if (Files.isDirectory(jmhDir)) {
            JmhFiles.Merged merged = JmhFiles.merge(jmhDir);
            AtomicFile.write(outDir.resolve(RunFolder.JMH_JSON), w -> w.write(merged.json()));
            for (String reason : merged.leftOut()) {
                out.println("warning: " + RunFolder.JMH_JSON + " leaves out " + reason
                        + "; the point's figures in points.csv are whole");
            }
        }
        return analysis;
    }

    /**
     * What limits each ok point according to the run's calibrated profile (calibrate writes
     * it into the folder only when it describes the board); none without one.
     */
    private static List<PointLimit> limits(Path dir, List<MeasuredPoint> points) {
        Path profile = dir.resolve(RunFolder.CALIBRATED_PROFILE);
        if (!Files.isRegularFile(profile)) {
            return List.of();
        }
        return PointLimits.of(
                ProfileLoader.load(profile),
                points.stream()
                        .filter(MeasuredPoint::isOk)
                        .map(MeasuredPoint::key)
                        .toList());
    }

    /** Which stage moved since an earlier run, as explain wrote it into the folder; none without it. */
    private static ModelChange explanation(Path dir) throws IOException {
        Path file = dir.resolve(RunFolder.EXPLAIN_CSV);
        return Files.isRegularFile(file) ? ExplainCsv.read(file) : new ModelChange(List.of());
    }

    /** When the measurements were taken: the journal's last write, else now. */
    private static String createdAt(Path dir) throws IOException {
        Path points = dir.resolve(RunFolder.POINTS_CSV);
        return Files.exists(points)
                ? Files.getLastModifiedTime(points).toInstant().toString()
                : Instant.now().toString();
    }
}
