package io.bulkbench.reports.csv;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.AtomicFile;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * raw.csv: one row per measured iteration, {@code board,device,direction,buffers,
 * request_bytes,copy_mode,iteration,throughput_mb_s,cpu_us_per_mb,host_cpu_share}, the
 * last two empty where not measured (and absent from files written before they were).
 * It is an append-only journal (see {@link PointJournal}), so the reader drops a torn last line.
 */
public final class RawCsv {
    public static final List<String> COLUMNS =
            PointKeyColumns.header("iteration", "throughput_mb_s", "cpu_us_per_mb", "host_cpu_share");
    /** The columns a reader needs: the key, the iteration and its throughput. */
    static final List<String> REQUIRED = COLUMNS.subList(0, COLUMNS.size() - 2);

    private RawCsv() {}

    /** Writes the header and every sample of every point (iterations numbered from 1). */
    public static void write(List<MeasuredPoint> points, Writer out) throws IOException {
        CsvFile.write(COLUMNS, points, RawCsv::writeSamples, out);
    }

    /** Writes the whole file atomically. */
    public static void write(List<MeasuredPoint> points, Path file) throws IOException {
        AtomicFile.write(file, out -> write(points, out));
    }

    /** One row per sample of the point, iterations numbered from 1. */
    static void writeSamples(MeasuredPoint point, CsvTableWriter csv) throws IOException {
        List<Double> samples = point.samples();
        List<Double> cpu = point.cpu().microsPerMbSamples();
        List<Double> host = point.cpu().hostShareSamples();
        for (int i = 0; i < samples.size(); i++) {
            csv.row(PointKeyColumns.row(
                    point.key(),
                    CsvCells.integer(i + 1),
                    CsvCells.number(samples.get(i)),
                    CsvCells.number(i < cpu.size() ? cpu.get(i) : Double.NaN),
                    CsvCells.number(i < host.size() ? host.get(i) : Double.NaN)));
        }
    }

    /** Reads every complete row; a torn last line is ignored. */
    public static List<RawSample> read(Reader in, String fileName) throws IOException {
        List<RawSample> samples = new ArrayList<>();
        for (CsvRow row : CsvTable.journal(fileName, REQUIRED).read(in)) {
            PointKey key = PointKeyColumns.read(row);
            int iteration = row.integer("iteration");
            double throughput = row.number("throughput_mb_s");
            if (!(throughput >= 0) || Double.isInfinite(throughput)) {
                throw row.bad(
                        "throughput_mb_s",
                        "'" + row.raw("throughput_mb_s")
                                + "' is not a measured throughput; write a finite number >= 0");
            }
            samples.add(new RawSample(
                    key, iteration, throughput, row.number("cpu_us_per_mb"), row.number("host_cpu_share")));
        }
        return samples;
    }

    public static List<RawSample> read(Path file) throws IOException {
        return CsvFile.read(file, RawCsv::read);
    }

    /**
     * Samples per point in iteration order. A point measured again after a crash (a
     * resumed sweep) starts over at iteration 1, so an iteration that does not follow
     * its predecessor discards the earlier, abandoned attempt's samples.
     */
    public static Map<PointKey, List<RawSample>> iterationsByPoint(List<RawSample> samples) {
        Map<PointKey, List<RawSample>> byPoint = new LinkedHashMap<>();
        Map<PointKey, Integer> lastIteration = new LinkedHashMap<>();
        for (RawSample sample : samples) {
            Integer last = lastIteration.put(sample.key(), sample.iteration());
            if (last != null && sample.iteration() <= last) {
                byPoint.remove(sample.key());
            }
            byPoint.computeIfAbsent(sample.key(), k -> new ArrayList<>()).add(sample);
        }
        return byPoint;
    }

    /** Throughput samples per point in iteration order, as {@link #iterationsByPoint} keeps them. */
    public static Map<PointKey, List<Double>> byPoint(List<RawSample> samples) {
        Map<PointKey, List<Double>> byPoint = new LinkedHashMap<>();
        iterationsByPoint(samples)
                .forEach((key, iterations) -> byPoint.put(
                        key, iterations.stream().map(RawSample::throughputMbS).toList()));
        return byPoint;
    }
}
