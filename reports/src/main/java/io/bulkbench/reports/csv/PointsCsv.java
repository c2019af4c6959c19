package io.bulkbench.reports.csv;

import io.bulkbench.analysis.BadInputException;
import io.bulkbench.analysis.MeasuredPoint;
import io.bulkbench.analysis.PointKey;
import io.bulkbench.analysis.PointStatus;
import io.bulkbench.reports.AtomicFile;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * points.csv: one row per point, {@code board,device,direction,buffers,request_bytes,
 * copy_mode,status,throughput_mb_s,error_mb_s,min_mb_s,max_mb_s,iterations,
 * verify_errors,reason}. Only the first nine columns are required when reading; a file
 * without min/max/iterations reads them as mean/mean/1 until raw.csv supplies the
 * samples (see {@link #withSamples}). Samples themselves live in raw.csv.
 */
public final class PointsCsv {
    public static final List<String> COLUMNS = PointKeyColumns.header("status", "throughput_mb_s", "error_mb_s",
            "min_mb_s", "max_mb_s", "iterations", "verify_errors", "reason");
    /** The columns a reader needs: the key, status, throughput and error. */
    public static final List<String> REQUIRED = COLUMNS.subList(0, 9);

    private PointsCsv() {
    }

    public static void write(List<MeasuredPoint> points, Writer out) throws IOException {
        CsvTableWriter csv = CsvTableWriter.withHeader(out, COLUMNS);
        appendRows(points, csv);
        csv.flush();
    }

    /** Writes the whole file atomically. */
    public static void write(List<MeasuredPoint> points, Path file) throws IOException {
        AtomicFile.write(file, out -> write(points, out));
    }

    static void appendRows(List<MeasuredPoint> points, CsvTableWriter csv) throws IOException {
        for (MeasuredPoint p : points) {
            csv.row(cells(p));
        }
    }

    /** One point's row, in {@link #COLUMNS} order. */
    static String[] cells(MeasuredPoint p) {
        return PointKeyColumns.row(p.key(), p.status().label(), CsvCells.number(p.throughputMbS()),
                CsvCells.number(p.errorMbS()), CsvCells.number(p.minMbS()), CsvCells.number(p.maxMbS()),
                CsvCells.integer(p.iterations()), CsvCells.integer(p.verifyErrors()), CsvCells.text(p.reason()));
    }

    /** Reads a complete points.csv; every line must be whole. */
    public static List<MeasuredPoint> read(Reader in, String fileName) throws IOException {
        return points(CsvTable.whole(fileName, REQUIRED).read(in));
    }

    public static List<MeasuredPoint> read(Path file) throws IOException {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return read(in, file.toString());
        }
    }

    /** Reads points.csv as a journal: a torn last line (a crash mid-append) is ignored. */
    public static List<MeasuredPoint> readJournal(Reader in, String fileName) throws IOException {
        return points(CsvTable.journal(fileName, REQUIRED).read(in));
    }

    public static List<MeasuredPoint> readJournal(Path file) throws IOException {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return readJournal(in, file.toString());
        }
    }

    private static List<MeasuredPoint> points(List<CsvRow> rows) {
        List<MeasuredPoint> points = new ArrayList<>(rows.size());
        for (CsvRow row : rows) {
            points.add(point(row));
        }
        return points;
    }

    private static MeasuredPoint point(CsvRow row) {
        PointKey key = PointKeyColumns.read(row);
        PointStatus status = row.parsed("status", PointStatus::parse);
        double mean = row.number("throughput_mb_s");
        double min = row.has("min_mb_s") ? row.number("min_mb_s") : mean;
        double max = row.has("max_mb_s") ? row.number("max_mb_s") : mean;
        int iterations = row.optionalInteger("iterations").orElse(status == PointStatus.OK ? 1 : 0);
        long verifyErrors = row.longOr("verify_errors", 0);
        double error = row.number("error_mb_s");
        try {
            return new MeasuredPoint(key, status, mean, error, min, max, iterations,
                    verifyErrors, row.text("reason"), List.of());
        } catch (BadInputException e) {
            throw row.bad(e);
        }
    }

    /**
     * The point with its per-iteration samples. When the point came from a file without
     * min, max or iterations, those follow from the samples.
     */
    public static MeasuredPoint withSamples(MeasuredPoint p, List<Double> samples) {
        if (!p.isOk() || samples.isEmpty()) {
            return p;
        }
        boolean spreadUnknown = p.iterations() == 1 && p.minMbS() == p.throughputMbS() && p.maxMbS() == p.throughputMbS();
        double min = spreadUnknown ? samples.stream().mapToDouble(Double::doubleValue).min().orElseThrow() : p.minMbS();
        double max = spreadUnknown ? samples.stream().mapToDouble(Double::doubleValue).max().orElseThrow() : p.maxMbS();
        int iterations = spreadUnknown ? samples.size() : p.iterations();
        return new MeasuredPoint(p.key(), p.status(), p.throughputMbS(), p.errorMbS(), min, max, iterations,
                p.verifyErrors(), p.reason(), samples);
    }
}
