package io.bulkbench.history;

import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.FitsCsv;
import io.bulkbench.reports.csv.LatencyCsv;
import io.bulkbench.reports.csv.PointsCsv;
import io.bulkbench.reports.csv.RawCsv;
import io.bulkbench.reports.csv.RecommendationsCsv;
import io.bulkbench.reports.csv.RunInfoCsv;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * {@link SyntheticRuns} as run folders, through reports' writers: the fixture of the tests
 * that import, compare or publish folders (history's, and app's through history's test jar).
 */
public final class SyntheticRunFolders {

    private SyntheticRunFolders() {}

    /** Writes a run as its sweep would have left its folder (without sweep.yaml, which sweeps owns). */
    public static Path writeFolder(Path dir, RunRecord record) throws IOException {
        Files.createDirectories(dir);
        PointsCsv.write(record.points(), dir.resolve(RunFolder.POINTS_CSV));
        RawCsv.write(record.points(), dir.resolve(RunFolder.RAW_CSV));
        PointsCsv.write(record.baselines(), dir.resolve(RunFolder.BASELINES_CSV));
        LatencyCsv.write(record.latencies(), dir.resolve(RunFolder.LATENCY_CSV));
        FitsCsv.write(record.fits(), dir.resolve(RunFolder.FITS_CSV));
        RecommendationsCsv.write(record.recommendations(), List.of(), dir.resolve(RunFolder.RECOMMENDATIONS_CSV));
        RunInfoCsv.write(record.run().info(), dir.resolve(RunFolder.RUN_CSV));
        return dir;
    }

    /** Reads a folder written by {@link #writeFolder} back, as import does. */
    public static RunRecord readFolder(Path dir, String board) throws IOException {
        return RunFolderImport.read(dir, board, SyntheticRuns.DEVICE, SyntheticRuns.PLAN);
    }
}
