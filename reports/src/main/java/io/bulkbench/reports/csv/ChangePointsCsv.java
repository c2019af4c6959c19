package io.bulkbench.reports.csv;

import io.bulkbench.analysis.trend.ChangePointFinding;
import io.bulkbench.reports.AtomicFile;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;

/**
 * change-points.csv: the change points of a night's verdict, one row each, drops first,
 * {@code board,device,direction,buffers,request_bytes,copy_mode,before_run,after_run,
 * after_started,mean_before_mb_s,mean_after_mb_s,relative_change,p_value,verdict}: the last
 * night at the old level and the first at the new one (run ids, and when the new one
 * started), both levels' means, the change as a share, the p-value of the two levels'
 * difference, and {@code regression}, {@code simulator_late}, {@code acknowledged} or
 * {@code change}.
 */
public final class ChangePointsCsv {
    public static final List<String> COLUMNS = PointKeyColumns.header(
            "before_run",
            "after_run",
            "after_started",
            "mean_before_mb_s",
            "mean_after_mb_s",
            "relative_change",
            "p_value",
            "verdict");

    private ChangePointsCsv() {}

    public static void write(List<ChangePointFinding> found, Writer out) throws IOException {
        CsvFile.write(COLUMNS, found, ChangePointsCsv::writeRow, out);
    }

    public static void write(List<ChangePointFinding> found, Path file) throws IOException {
        AtomicFile.write(file, out -> write(found, out));
    }

    private static void writeRow(ChangePointFinding f, CsvTableWriter csv) throws IOException {
        csv.row(PointKeyColumns.row(
                f.key(),
                CsvCells.text(f.beforeRun()),
                CsvCells.text(f.afterRun()),
                f.afterStarted().toString(),
                CsvCells.number(f.meanBefore()),
                CsvCells.number(f.meanAfter()),
                CsvCells.number(f.relativeChange()),
                CsvCells.number(f.pValue()),
                f.kind().label()));
    }

    public static List<ChangePointFinding> read(Reader in, String fileName) throws IOException {
        return CsvFile.read(in, fileName, COLUMNS, ChangePointsCsv::finding);
    }

    public static List<ChangePointFinding> read(Path file) throws IOException {
        return CsvFile.read(file, ChangePointsCsv::read);
    }

    private static ChangePointFinding finding(CsvRow row) {
        return new ChangePointFinding(
                PointKeyColumns.read(row),
                row.text("before_run"),
                row.text("after_run"),
                row.parsed("after_started", CsvCells::instant),
                row.number("mean_before_mb_s"),
                row.number("mean_after_mb_s"),
                row.number("p_value"),
                row.parsed("verdict", ChangePointFinding.Kind::parse));
    }
}
