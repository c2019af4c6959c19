package io.bulkbench.reports.csv;

import io.bulkbench.analysis.change.MetricSeries;
import io.bulkbench.analysis.change.SeriesTable;
import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.PointTrend;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.HistoryVerdicts;
import io.bulkbench.reports.SeriesName;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A lab's history as a CSV file, Apache Otava's convention: a header row, then one row
 * per run, oldest first. The first column is the time or any label (written back with
 * the change points); every other column is a metric, a number in every cell. An empty
 * cell (or NaN) means the run lacks that metric: the row is skipped for that metric
 * alone, and rows keep their numbers (0 is the first row under the header).
 *
 * <p>{@code history --format series} writes a board's history in this shape for
 * {@code changes}: {@code run_id}, then one column per point key named as CI names it
 * ({@code in-copy-16K-buffers-4}, see {@link SeriesName}), its MB/s in each run, empty
 * where the point failed or was not measured, and last {@code verdict}, the run's stored
 * outcome: a label like the first column, never read as a metric. The one row per run and point that
 * {@code history --format csv} writes ({@link HistoryCsv}) is refused with the command
 * that writes this shape.
 */
public final class SeriesCsv {
    /** The first column of a history written in this shape: the run each row is. */
    private static final String RUN_ID = "run_id";
    /** The column of a night's stored outcome, which {@code history} writes last: a label, not a metric. */
    private static final String VERDICT = "verdict";

    /** A header cell that is a plain number: the file most likely starts with data. */
    private static final Pattern NUMBER = Pattern.compile("[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?");

    private SeriesCsv() {}

    /** A board's history, one row per run oldest first and one column per point key. */
    public static void write(BoardTrend trend, HistoryVerdicts verdicts, Writer out) throws IOException {
        List<String> header = new ArrayList<>(List.of(RUN_ID));
        List<Map<String, MeasuredPoint>> byRun = new ArrayList<>();
        for (PointTrend series : trend.points()) {
            header.add(SeriesName.of(series.key()) + "-" + SeriesName.point(series.key()));
            Map<String, MeasuredPoint> points = new HashMap<>();
            series.nights().forEach(n -> points.put(n.run().runId(), n.point()));
            byRun.add(points);
        }
        header.add(VERDICT);
        CsvTableWriter csv = CsvTableWriter.withHeader(out, header);
        for (RecordedRun run : trend.runs()) {
            String[] row = new String[header.size()];
            row[0] = CsvCells.text(run.runId());
            for (int i = 0; i < byRun.size(); i++) {
                MeasuredPoint point = byRun.get(i).get(run.runId());
                row[i + 1] = point != null && point.isOk() ? CsvCells.number(point.throughputMbS()) : "";
            }
            row[row.length - 1] = verdicts.outcomeOf(run.runId());
            csv.row(row);
        }
        csv.flush();
    }

    public static SeriesTable read(Path file) throws IOException {
        return CsvFile.read(file, SeriesCsv::read);
    }

    public static SeriesTable read(Reader in, String fileName) throws IOException {
        CsvTable.Contents csv =
                CsvTable.whole(fileName, List.of()).readContents(in, header -> requireMetricColumns(fileName, header));
        List<String> header = csv.header();
        if (header.isEmpty()) {
            throw new BadInputException(fileName + " is empty; a series CSV needs a header row naming the time "
                    + "column and each metric, then one row per run");
        }
        List<String> metrics = metrics(header);
        List<String> times = new ArrayList<>();
        for (CsvRow row : csv.rows()) {
            times.add(row.text(header.get(0)));
        }
        List<MetricSeries> series = new ArrayList<>();
        for (String metric : metrics) {
            series.add(metric(metric, csv.rows()));
        }
        return new SeriesTable(times, series);
    }

    private static void requireMetricColumns(String fileName, List<String> header) {
        if (header.containsAll(HistoryCsv.COLUMNS)) {
            throw new BadInputException(fileName + " is a history of one row per run and point (history --format csv);"
                    + " changes reads one column per metric: write it with bulkbench history --board NAME"
                    + " --format series");
        }
        List<String> metrics = metrics(header);
        if (metrics.isEmpty()) {
            throw new BadInputException(fileName + " line 1: the header has one column; a series CSV needs the time "
                    + "(or a label) in the first column and a metric in each other column");
        }
        Set<String> seen = new HashSet<>();
        seen.add(header.get(0));
        for (int i = 0; i < metrics.size(); i++) {
            String name = metrics.get(i);
            if (name.isEmpty()) {
                throw new BadInputException(fileName + " line 1, column " + (i + 2)
                        + ": the header leaves this column unnamed; name every metric in the header row");
            }
            if (!seen.add(name)) {
                throw new BadInputException(fileName + " line 1, column " + name
                        + ": the header names this column twice; give each column its own name");
            }
        }
        if (metrics.stream().allMatch(m -> NUMBER.matcher(m).matches())) {
            throw new BadInputException(fileName + " line 1: '" + String.join(",", header) + "' is data, not a header; "
                    + "add a header row naming the time column and each metric");
        }
    }

    /** Every column but the first and a {@code verdict} label. */
    private static List<String> metrics(List<String> header) {
        return header.subList(1, header.size()).stream()
                .filter(name -> !name.equals(VERDICT))
                .toList();
    }

    private static MetricSeries metric(String metric, List<CsvRow> rows) {
        List<Integer> present = new ArrayList<>();
        List<Double> values = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            double value = rows.get(i).number(metric);
            if (Double.isInfinite(value)) {
                throw rows.get(i)
                        .bad(
                                metric,
                                "'" + rows.get(i).raw(metric)
                                        + "' is not a finite number; write a decimal such as 412.5, or leave the cell empty");
            }
            if (!Double.isNaN(value)) {
                present.add(i);
                values.add(value);
            }
        }
        return new MetricSeries(metric, present, values);
    }
}
