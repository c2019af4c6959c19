package io.bulkbench.reports.csv;

import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.NightlyPoint;
import io.bulkbench.analysis.trend.PointTrend;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.reports.HistoryVerdicts;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * {@code history --format csv}: one row per run and point key, {@code run_id,started,host,
 * label,bulkbench_version,plan_fingerprint,} the point key columns, the points.csv
 * figures (a history holds measured points only, so without the source column), then
 * {@code change_percent,change_p_value}: filled on the run where a change
 * point's new level starts (the change from the level before), empty elsewhere; then
 * {@code verdict}, the run's stored outcome (pass, regression, acknowledged; empty for a run
 * never judged). Rows go point key by point key, each key's runs oldest first.
 */
public final class HistoryCsv {
    /** The points.csv columns a history repeats: all but source, since it holds measured points only. */
    private static final List<String> POINT_COLUMNS =
            PointsCsv.COLUMNS.stream().filter(c -> !c.equals("source")).toList();

    public static final List<String> COLUMNS = Stream.concat(
                    Stream.of("run_id", "started", "host", "label", "bulkbench_version", "plan_fingerprint"),
                    Stream.concat(POINT_COLUMNS.stream(), Stream.of("change_percent", "change_p_value", "verdict")))
            .toList();

    private HistoryCsv() {}

    public static void write(BoardTrend trend, HistoryVerdicts verdicts, Writer out) throws IOException {
        CsvTableWriter csv = CsvTableWriter.withHeader(out, COLUMNS);
        for (PointTrend series : trend.points()) {
            for (int i = 0; i < series.nights().size(); i++) {
                NightlyPoint night = series.nights().get(i);
                RecordedRun run = night.run();
                String[] point = PointsCsv.cells(night.point());
                String[] row = new String[COLUMNS.size()];
                String[] lead = {
                    CsvCells.text(run.runId()),
                    run.info().started().toString(),
                    CsvCells.text(run.info().host()),
                    CsvCells.text(run.info().label()),
                    CsvCells.text(run.info().bulkbenchVersion()),
                    run.plan().id()
                };
                System.arraycopy(lead, 0, row, 0, lead.length);
                System.arraycopy(point, 0, row, lead.length, POINT_COLUMNS.size());
                int index = i;
                Optional<ChangePoint> change = series.changes().stream()
                        .filter(c -> c.index() == index)
                        .findFirst();
                row[row.length - 3] =
                        change.map(c -> CsvCells.number(100 * c.change())).orElse("");
                row[row.length - 2] =
                        change.map(c -> CsvCells.number(c.pValue())).orElse("");
                row[row.length - 1] = verdicts.outcomeOf(run.runId());
                csv.row(row);
            }
        }
        csv.flush();
    }
}
