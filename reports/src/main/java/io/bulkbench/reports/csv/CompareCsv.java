package io.bulkbench.reports.csv;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.reports.AtomicFile;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;

/**
 * compare.csv: one row per point compared across a baseline and a candidate run,
 * {@code board,device,direction,buffers,request_bytes,copy_mode,baseline_mb_s,
 * candidate_mb_s,relative_change,highest_change,p_value,test,verdict}.
 * {@code highest_change} is the highest the true change can be given how late the
 * simulator ran in the candidate ({@code relative_change} when it kept time). A
 * throughput missing on one side is an empty cell.
 */
public final class CompareCsv {
    public static final List<String> COLUMNS = PointKeyColumns.header(
            "baseline_mb_s", "candidate_mb_s", "relative_change", "highest_change", "p_value", "test", "verdict");

    private CompareCsv() {}

    public static void write(List<PointChange> changes, Writer out) throws IOException {
        CsvFile.write(COLUMNS, changes, CompareCsv::writeRow, out);
    }

    private static void writeRow(PointChange c, CsvTableWriter csv) throws IOException {
        csv.row(PointKeyColumns.row(
                c.key(),
                CsvCells.number(c.baselineMbS()),
                CsvCells.number(c.candidateMbS()),
                CsvCells.number(c.relativeChange()),
                CsvCells.number(c.highestChange()),
                CsvCells.number(c.pValue()),
                CsvCells.text(c.test()),
                c.verdict().label()));
    }

    public static void write(List<PointChange> changes, Path file) throws IOException {
        AtomicFile.write(file, out -> write(changes, out));
    }

    public static List<PointChange> read(Reader in, String fileName) throws IOException {
        return CsvFile.read(in, fileName, COLUMNS, CompareCsv::change);
    }

    private static PointChange change(CsvRow row) {
        return new PointChange(
                PointKeyColumns.read(row),
                row.number("baseline_mb_s"),
                row.number("candidate_mb_s"),
                row.number("relative_change"),
                row.number("highest_change"),
                row.number("p_value"),
                row.text("test"),
                row.parsed("verdict", Verdict::parse));
    }

    public static List<PointChange> read(Path file) throws IOException {
        return CsvFile.read(file, CompareCsv::read);
    }
}
