package io.bulkbench.reports.csv;

import io.bulkbench.analysis.change.MetricSeries;
import io.bulkbench.analysis.change.SeriesTable;
import io.bulkbench.core.BadInputException;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A lab's history as a CSV file, Apache Otava's convention: a header row, then one row
 * per run, oldest first. The first column is the time or any label (written back with
 * the change points); every other column is a metric, a number in every cell. An empty
 * cell (or NaN) means the run lacks that metric: the row is skipped for that metric
 * alone, and rows keep their numbers (0 is the first row under the header).
 */
public final class SeriesCsv {
    /** A header cell that is a plain number: the file most likely starts with data. */
    private static final Pattern NUMBER = Pattern.compile("[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?");

    private SeriesCsv() {}

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
        List<String> metrics = header.subList(1, header.size());
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
        List<String> metrics = header.subList(1, header.size());
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
