package io.bulkbench.reports.csv;

import io.bulkbench.analysis.bisect.BisectSample;
import io.bulkbench.inputs.InputFile;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * bisect-samples.csv: every measurement of a bisect, one row each,
 * {@code board,device,direction,buffers,request_bytes,copy_mode,commit,mb_s} (a JMH run's
 * mean throughput of the point at the commit). An append-only journal
 * ({@link BisectJournal}); {@code --resume} reads it back so no measurement is taken twice.
 */
public final class BisectSamplesCsv {
    public static final List<String> COLUMNS = PointKeyColumns.header("commit", "mb_s");

    private BisectSamplesCsv() {}

    static String[] row(BisectSample s) {
        return PointKeyColumns.row(s.key(), CsvCells.text(s.commit()), CsvCells.number(s.mbS()));
    }

    public static List<BisectSample> read(Reader in, String fileName) throws IOException {
        List<BisectSample> samples = new ArrayList<>();
        for (CsvRow row : CsvTable.journal(fileName, COLUMNS).read(in)) {
            double mbS = row.number("mb_s");
            if (!(mbS > 0) || Double.isInfinite(mbS)) {
                throw row.bad("mb_s", "'" + row.raw("mb_s") + "' is not a positive throughput");
            }
            samples.add(new BisectSample(row.text("commit"), PointKeyColumns.read(row), mbS));
        }
        return samples;
    }

    public static List<BisectSample> read(Path file) throws IOException {
        try (Reader in = InputFile.open(file, InputFile.TABLE_LIMIT)) {
            return read(in, file.toString());
        }
    }
}
