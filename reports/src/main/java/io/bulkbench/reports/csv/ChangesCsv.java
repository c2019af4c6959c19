package io.bulkbench.reports.csv;

import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.change.MetricChange;
import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * The change points of a series CSV, one row each:
 * {@code metric,index,time,mean_before,mean_after,change_percent,p_value}. {@code index}
 * is the 0-based row (under the header) where the new level starts and {@code time} that
 * row's first cell; {@code change_percent} is empty when the level before is 0.
 */
public final class ChangesCsv {
    public static final List<String> COLUMNS =
            List.of("metric", "index", "time", "mean_before", "mean_after", "change_percent", "p_value");

    private ChangesCsv() {}

    public static void write(List<MetricChange> changes, Writer out) throws IOException {
        CsvFile.write(COLUMNS, changes, ChangesCsv::writeRow, out);
    }

    private static void writeRow(MetricChange c, CsvTableWriter csv) throws IOException {
        ChangePoint p = c.change();
        csv.row(
                CsvCells.text(c.metric()),
                CsvCells.integer(p.index()),
                CsvCells.text(c.time()),
                CsvCells.number(p.meanBefore()),
                CsvCells.number(p.meanAfter()),
                CsvCells.number(100 * p.change()),
                CsvCells.number(p.pValue()));
    }
}
