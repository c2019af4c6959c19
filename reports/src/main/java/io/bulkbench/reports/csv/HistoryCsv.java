package io.bulkbench.reports.csv;

import io.bulkbench.analysis.history.BoardHistory;
import io.bulkbench.analysis.history.NightlyPoint;
import io.bulkbench.analysis.history.PointHistory;
import io.bulkbench.analysis.history.RecordedRun;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * {@code history --format csv}: one row per run and point key, {@code run_id,started,host,
 * label,bulkbench_version,plan_fingerprint,} the point key columns, then the points.csv
 * figures. Rows go point key by point key, each key's runs oldest first.
 */
public final class HistoryCsv {
    public static final List<String> COLUMNS = java.util.stream.Stream.concat(
            java.util.stream.Stream.of("run_id", "started", "host", "label", "bulkbench_version", "plan_fingerprint"),
            PointsCsv.COLUMNS.stream()).toList();

    private HistoryCsv() {
    }

    public static void write(BoardHistory history, Writer out) throws IOException {
        CsvTableWriter csv = CsvTableWriter.withHeader(out, COLUMNS);
        for (PointHistory series : history.points()) {
            for (NightlyPoint night : series.nights()) {
                RecordedRun run = night.run();
                String[] point = PointsCsv.cells(night.point());
                String[] row = new String[COLUMNS.size()];
                String[] lead = {CsvCells.text(run.runId()), run.info().started().toString(), CsvCells.text(run.info().host()),
                        CsvCells.text(run.info().label()), CsvCells.text(run.info().bulkbenchVersion()), run.plan().id()};
                System.arraycopy(lead, 0, row, 0, lead.length);
                System.arraycopy(point, 0, row, lead.length, point.length);
                csv.row(row);
            }
        }
        csv.flush();
    }
}
