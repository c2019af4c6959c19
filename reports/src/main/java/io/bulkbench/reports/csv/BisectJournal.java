package io.bulkbench.reports.csv;

import io.bulkbench.analysis.bisect.BisectSample;
import io.bulkbench.analysis.bisect.TestedCommit;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.RunFolder;
import java.io.Closeable;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A bisect's journal in its run folder: bisect-samples.csv gets every measurement and
 * bisect.csv every tested commit's row, each appended and forced to disk the moment it is
 * known, so a killed bisect loses at most the measurement in flight. Opening continues
 * the files a stopped bisect left (a torn last line cut off), as the sweep's journal does.
 */
public final class BisectJournal implements Closeable {
    private final Path runDir;
    private final FileChannel commits;
    private final List<String> commitColumns;
    private final FileChannel samples;

    private BisectJournal(Path runDir, FileChannel commits, List<String> commitColumns, FileChannel samples) {
        this.runDir = runDir;
        this.commits = commits;
        this.commitColumns = commitColumns;
        this.samples = samples;
    }

    /** Opens (creating if needed) the journal of a bisect over {@code points} in {@code runDir}. */
    public static BisectJournal open(Path runDir, List<PointKey> points) throws IOException {
        Files.createDirectories(runDir);
        List<String> commitColumns = BisectCsv.columns(points);
        FileChannel commits = PointJournal.openFile(runDir.resolve(RunFolder.BISECT_CSV), commitColumns, row -> false);
        try {
            FileChannel samples = PointJournal.openFile(
                    runDir.resolve(RunFolder.BISECT_SAMPLES_CSV), BisectSamplesCsv.COLUMNS, row -> false);
            return new BisectJournal(runDir, commits, commitColumns, samples);
        } catch (IOException | RuntimeException e) {
            commits.close();
            throw e;
        }
    }

    public synchronized void append(BisectSample sample) throws IOException {
        append(
                samples,
                runDir.resolve(RunFolder.BISECT_SAMPLES_CSV),
                BisectSamplesCsv.COLUMNS,
                BisectSamplesCsv.row(sample));
    }

    public synchronized void append(TestedCommit commit) throws IOException {
        append(commits, runDir.resolve(RunFolder.BISECT_CSV), commitColumns, BisectCsv.row(commit));
    }

    private static void append(FileChannel channel, Path file, List<String> columns, String[] cells)
            throws IOException {
        StringWriter text = new StringWriter();
        CsvTableWriter csv = CsvTableWriter.continuing(text, columns);
        csv.row(cells);
        csv.flush();
        PointJournal.writeAndForce(channel, file, text.toString());
    }

    @Override
    public void close() throws IOException {
        try (commits;
                samples) {
            // both channels close, the second even if the first fails
        }
    }
}
