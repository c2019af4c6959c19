package io.bulkbench.reports.csv;

import io.bulkbench.analysis.LatencySummary;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.AtomicFile;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;

/**
 * latency.csv: {@code board,device,direction,buffers,request_bytes,copy_mode,p50_us,
 * p90_us,p99_us,p999_us,max_us,samples}, one row per point whose completion intervals
 * were measured (microseconds). Columns are read by name, so extra columns and any
 * order are accepted; a bad cell names its file, line and column.
 */
public final class LatencyCsv {
    public static final List<String> COLUMNS =
            PointKeyColumns.header("p50_us", "p90_us", "p99_us", "p999_us", "max_us", "samples");

    private LatencyCsv() {}

    public static void write(List<LatencySummary> latencies, Writer out) throws IOException {
        CsvFile.write(COLUMNS, latencies, LatencyCsv::writeRow, out);
    }

    private static void writeRow(LatencySummary l, CsvTableWriter csv) throws IOException {
        csv.row(PointKeyColumns.row(
                l.key(),
                CsvCells.number(l.p50Us()),
                CsvCells.number(l.p90Us()),
                CsvCells.number(l.p99Us()),
                CsvCells.number(l.p999Us()),
                CsvCells.number(l.maxUs()),
                CsvCells.integer(l.samples())));
    }

    /** Rewrites the whole file atomically, so a reader never sees half of it. */
    public static void write(List<LatencySummary> latencies, Path file) throws IOException {
        AtomicFile.write(file, out -> write(latencies, out));
    }

    public static List<LatencySummary> read(Reader in, String fileName) throws IOException {
        return CsvFile.read(in, fileName, COLUMNS, LatencyCsv::latency);
    }

    private static LatencySummary latency(CsvRow row) {
        PointKey key = PointKeyColumns.read(row);
        double p50 = required(row, "p50_us");
        double p90 = required(row, "p90_us");
        double p99 = required(row, "p99_us");
        double p999 = required(row, "p999_us");
        double max = required(row, "max_us");
        long samples = row.longOr("samples", -1);
        if (samples < 1) {
            throw row.bad("samples", "'" + row.raw("samples") + "' is not a sample count; write a whole number >= 1");
        }
        try {
            return new LatencySummary(key, p50, p90, p99, p999, max, samples);
        } catch (BadInputException e) {
            throw row.bad(e);
        }
    }

    public static List<LatencySummary> read(Path file) throws IOException {
        return CsvFile.read(file, LatencyCsv::read);
    }

    /** A measured interval: an empty cell is no measurement, so it is refused here. */
    private static double required(CsvRow row, String column) {
        double value = row.number(column);
        if (Double.isNaN(value)) {
            throw row.bad(column, "the cell is empty; write the interval in microseconds, e.g. 25.3");
        }
        if (value < 0 || Double.isInfinite(value)) {
            throw row.bad(
                    column, "'" + row.raw(column) + "' is not an interval; write a finite number of microseconds >= 0");
        }
        return value;
    }
}
