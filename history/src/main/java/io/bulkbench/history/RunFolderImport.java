package io.bulkbench.history;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.analysis.trend.PlanFingerprint;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.analysis.trend.RunInfo;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.RunId;
import io.bulkbench.reports.csv.FitsCsv;
import io.bulkbench.reports.csv.RecommendationsCsv;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Reads a finished run folder into a {@link RunRecord}, through the readers reports owns.
 * The plan's identity (board, device, fingerprint) comes from the caller, which owns the
 * plan format. A folder without run.csv (written before runs carried one) started when
 * its id says ({@link RunId}), or else when its plan was written.
 */
public final class RunFolderImport {
    private RunFolderImport() {}

    public static RunRecord read(Path dir, String board, String device, PlanFingerprint plan) throws IOException {
        List<MeasuredPoint> points = RunFolder.readPoints(dir);
        if (points.isEmpty()) {
            throw new BadInputException(dir + " holds no measured point yet; record it when its sweep has finished");
        }
        String runId = RunFolder.id(dir);
        RecordedRun run = new RecordedRun(board, runId, device, runInfo(dir), plan);
        return new RunRecord(
                run,
                points,
                RunFolder.readBaselines(dir),
                RunFolder.readLatencies(dir),
                fits(dir),
                recommendations(dir));
    }

    /**
     * What the folder says about its run: run.csv, or for a folder written before runs
     * carried one, a run known only by when it started (its id, else when its plan was written).
     */
    public static RunInfo runInfo(Path dir) throws IOException {
        Optional<RunInfo> written = RunFolder.readRunInfo(dir);
        return written.isPresent() ? written.get() : RunInfo.startedAt(startedOf(dir, RunFolder.id(dir)));
    }

    private static List<SeriesFit> fits(Path dir) throws IOException {
        Path file = dir.resolve(RunFolder.FITS_CSV);
        return Files.isRegularFile(file) ? FitsCsv.read(file) : List.of();
    }

    private static List<Recommendation> recommendations(Path dir) throws IOException {
        Path file = dir.resolve(RunFolder.RECOMMENDATIONS_CSV);
        return Files.isRegularFile(file) ? RecommendationsCsv.read(file) : List.of();
    }

    private static Instant startedOf(Path dir, String runId) throws IOException {
        Optional<Instant> named = RunId.startedAt(runId);
        if (named.isPresent()) {
            return named.get();
        }
        Path plan = dir.resolve(RunFolder.MANIFEST);
        Path first = Files.isRegularFile(plan) ? plan : dir.resolve(RunFolder.POINTS_CSV);
        return Files.getLastModifiedTime(first).toInstant().with(java.time.temporal.ChronoField.NANO_OF_SECOND, 0);
    }
}
