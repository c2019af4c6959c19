package io.bulkbench.reports.csv;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CpuCost;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.PointOrigin;
import io.bulkbench.core.PointStatus;
import io.bulkbench.inputs.InputFile;
import io.bulkbench.reports.AtomicFile;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * points.csv: one row per point, {@code board,device,direction,buffers,request_bytes,
 * copy_mode,status,throughput_mb_s,error_mb_s,min_mb_s,max_mb_s,iterations,
 * verify_errors,reason,late_share,cpu_us_per_mb,cpu_error_us_per_mb,host_cpu_share,source}.
 * {@code late_share} is how late the simulator ran
 * over the measured time (0.012 is 1.2 %; see {@link MeasuredPoint#lateShare}), empty where
 * unknown; {@code source} is {@code measured} or {@code predicted} (by a calibrated model,
 * see {@link MeasuredPoint#origin}). A table another tool wrote needs only the first nine
 * columns: without min/max/iterations it reads them as mean/mean/1 until raw.csv supplies
 * the samples (see {@link #withSamples}), without late_share the share is unknown, and
 * without source (or with an empty source cell) its points are measured. The CPU columns
 * say what a point cost the host ({@link CpuCost}): empty where not measured, and a table
 * without them (a run recorded before they were) has its CPU cost unknown. {@code source}
 * stays last: a journal row cut inside it reads as no point, as a cut number would not. Samples
 * themselves live in raw.csv.
 */
public final class PointsCsv {
    public static final List<String> COLUMNS = PointKeyColumns.header(
            "status",
            "throughput_mb_s",
            "error_mb_s",
            "min_mb_s",
            "max_mb_s",
            "iterations",
            "verify_errors",
            "reason",
            "late_share",
            "cpu_us_per_mb",
            "cpu_error_us_per_mb",
            "host_cpu_share",
            "source");
    /** The columns a reader needs: the key, status, throughput and error. */
    public static final List<String> REQUIRED = COLUMNS.subList(0, 9);

    private PointsCsv() {}

    public static void write(List<MeasuredPoint> points, Writer out) throws IOException {
        CsvFile.write(COLUMNS, points, (p, csv) -> csv.row(cells(p)), out);
    }

    /** Writes the whole file atomically. */
    public static void write(List<MeasuredPoint> points, Path file) throws IOException {
        AtomicFile.write(file, out -> write(points, out));
    }

    /** Appends the points' rows, in {@link #COLUMNS} order. */
    static void appendRows(List<MeasuredPoint> points, CsvTableWriter csv) throws IOException {
        for (MeasuredPoint p : points) {
            csv.row(cells(p));
        }
    }

    /** One point's row, in {@link #COLUMNS} order. */
    static String[] cells(MeasuredPoint p) {
        return PointKeyColumns.row(
                p.key(),
                p.status().label(),
                CsvCells.number(p.throughputMbS()),
                CsvCells.number(p.errorMbS()),
                CsvCells.number(p.minMbS()),
                CsvCells.number(p.maxMbS()),
                CsvCells.integer(p.iterations()),
                CsvCells.integer(p.verifyErrors()),
                CsvCells.text(p.reason()),
                CsvCells.number(p.lateShare().orElse(Double.NaN)),
                CsvCells.number(p.cpu().microsPerMb().orElse(Double.NaN)),
                CsvCells.number(p.cpu().errorMicrosPerMb()),
                CsvCells.number(p.cpu().hostShare().orElse(Double.NaN)),
                p.origin().label());
    }

    /** Reads a complete points.csv; every line must be whole. */
    public static List<MeasuredPoint> read(Reader in, String fileName) throws IOException {
        return points(CsvTable.whole(fileName, REQUIRED).read(in));
    }

    public static List<MeasuredPoint> read(Path file) throws IOException {
        return CsvFile.read(file, PointsCsv::read);
    }

    /**
     * Reads points.csv as a journal: a torn last line (a crash mid-append) is ignored, a
     * last row that lacks only its newline is read ({@link #readsAsPoint}).
     */
    public static List<MeasuredPoint> readJournal(Reader in, String fileName) throws IOException {
        return points(
                CsvTable.journal(fileName, REQUIRED, PointsCsv::readsAsPoint).read(in));
    }

    /**
     * Whether a last row without its newline, which has every cell, is a whole point: a
     * cut inside its last cell leaves a source such as "meas", which reads as no point,
     * and that row is the one a crash cut off.
     */
    static boolean readsAsPoint(CsvRow row) {
        try {
            point(row);
            return true;
        } catch (BadInputException e) {
            return false;
        }
    }

    public static List<MeasuredPoint> readJournal(Path file) throws IOException {
        try (Reader in = InputFile.open(file, InputFile.TABLE_LIMIT)) {
            return readJournal(in, file.toString());
        }
    }

    /**
     * One point per key, in the order keys first appear. A point recorded twice counts
     * once: a failed record may be followed by its retry (the last record wins), an ok
     * record by the same figures or by a retake ({@link MeasuredPoint#isRetake}, which
     * wins, as raw.csv's last run of iterations does); anything else is refused naming both lines.
     */
    private static List<MeasuredPoint> points(List<CsvRow> rows) {
        Map<PointKey, MeasuredPoint> latest = new LinkedHashMap<>();
        Map<PointKey, CsvRow> lineOf = new HashMap<>();
        for (CsvRow row : rows) {
            MeasuredPoint p = point(row);
            MeasuredPoint earlier = latest.get(p.key());
            boolean retake = p.isOk() && p.isRetake();
            if (earlier != null && earlier.isOk() && !sameFigures(earlier, p) && !retake) {
                throw row.bad(
                        "throughput_mb_s",
                        "point " + p.key() + " is recorded again with other figures than on line "
                                + lineOf.get(p.key()).line() + " (" + earlier.throughputMbS() + " and "
                                + p.throughputMbS()
                                + " MB/s); keep the row that is right and delete the other");
            }
            if (earlier != null && earlier.isOk() && retake) {
                latest.put(p.key(), p); // in the first record's place
                lineOf.put(p.key(), row);
            } else if (earlier == null || !earlier.isOk()) {
                latest.remove(p.key());
                latest.put(p.key(), p);
                lineOf.put(p.key(), row);
            }
        }
        return List.copyOf(latest.values());
    }

    private static boolean sameFigures(MeasuredPoint a, MeasuredPoint b) {
        return a.status() == b.status()
                && Double.compare(a.throughputMbS(), b.throughputMbS()) == 0
                && Double.compare(a.errorMbS(), b.errorMbS()) == 0
                && Double.compare(a.minMbS(), b.minMbS()) == 0
                && Double.compare(a.maxMbS(), b.maxMbS()) == 0
                && a.iterations() == b.iterations()
                && a.verifyErrors() == b.verifyErrors();
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
        double late = row.number("late_share");
        String source = row.text("source");
        PointOrigin origin = source.isBlank() ? PointOrigin.MEASURED : row.parsed("source", PointOrigin::parse);
        try {
            return MeasuredPoint.builder()
                    .key(key)
                    .status(status)
                    .throughputMbS(mean)
                    .errorMbS(error)
                    .minMbS(min)
                    .maxMbS(max)
                    .iterations(iterations)
                    .verifyErrors(verifyErrors)
                    .reason(row.text("reason"))
                    .lateShare(Double.isNaN(late) ? OptionalDouble.empty() : OptionalDouble.of(late))
                    .origin(origin)
                    .cpu(CpuCost.summary(
                            row.number("cpu_us_per_mb"),
                            row.number("cpu_error_us_per_mb"),
                            row.number("host_cpu_share")))
                    .build();
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
        boolean spreadUnknown =
                p.iterations() == 1 && p.minMbS() == p.throughputMbS() && p.maxMbS() == p.throughputMbS();
        double min = spreadUnknown
                ? samples.stream().mapToDouble(Double::doubleValue).min().orElseThrow()
                : p.minMbS();
        double max = spreadUnknown
                ? samples.stream().mapToDouble(Double::doubleValue).max().orElseThrow()
                : p.maxMbS();
        int iterations = spreadUnknown ? samples.size() : p.iterations();
        return p.toBuilder()
                .minMbS(min)
                .maxMbS(max)
                .iterations(iterations)
                .samples(samples)
                .build();
    }

    /**
     * The point with its raw.csv iterations: the throughput samples as {@link #withSamples}
     * joins them, and the CPU figures of each iteration where raw.csv has them.
     */
    public static MeasuredPoint withIterations(MeasuredPoint p, List<RawSample> iterations) {
        MeasuredPoint joined =
                withSamples(p, iterations.stream().map(RawSample::throughputMbS).toList());
        List<Double> cpu =
                known(iterations.stream().map(RawSample::cpuMicrosPerMb).toList());
        List<Double> host =
                known(iterations.stream().map(RawSample::hostCpuShare).toList());
        return cpu.isEmpty() && host.isEmpty() ? joined : joined.withCpu(p.cpu().withSamples(cpu, host));
    }

    /** The figures when every iteration has one, else none: a partly known series would misalign. */
    private static List<Double> known(List<Double> figures) {
        return figures.stream().anyMatch(f -> Double.isNaN(f)) ? List.of() : figures;
    }
}
