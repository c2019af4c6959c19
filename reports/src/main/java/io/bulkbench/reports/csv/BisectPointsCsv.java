package io.bulkbench.reports.csv;

import io.bulkbench.analysis.bisect.PointAtEnds;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.AtomicFile;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * bisect-points.csv: what a bisect made of each point once its ends were measured, one row
 * {@code point,at_ends}: the point's name as bisect.csv's columns spell it ({@code
 * in_copy_16K_8}) and {@code bisected}, {@code within_threshold}, {@code set_aside} or
 * {@code undecided}. Written when the ends are checked; a folder from before it has none.
 */
public final class BisectPointsCsv {
    public static final List<String> COLUMNS = List.of("point", "at_ends");

    private BisectPointsCsv() {}

    public static void write(Map<PointKey, PointAtEnds> points, Path file) throws IOException {
        AtomicFile.write(file, out -> write(points, out));
    }

    static void write(Map<PointKey, PointAtEnds> points, Writer out) throws IOException {
        CsvFile.write(
                COLUMNS,
                new ArrayList<>(points.entrySet()),
                (e, csv) -> csv.row(BisectCsv.name(e.getKey()), e.getValue().key()),
                out);
    }

    /** Each of {@code points} the file names, with what the bisect made of it; empty when there is no file. */
    public static Map<PointKey, PointAtEnds> read(Path file, List<PointKey> points) throws IOException {
        if (!Files.isRegularFile(file)) {
            return Map.of();
        }
        try (Reader in = io.bulkbench.inputs.InputFile.open(file, io.bulkbench.inputs.InputFile.TABLE_LIMIT)) {
            return read(in, file.toString(), points);
        }
    }

    static Map<PointKey, PointAtEnds> read(Reader in, String fileName, List<PointKey> points) throws IOException {
        Map<String, PointAtEnds> byName = new LinkedHashMap<>();
        for (CsvRow row : CsvTable.whole(fileName, COLUMNS).read(in)) {
            byName.put(row.text("point"), row.parsed("at_ends", PointAtEnds::parse));
        }
        Map<PointKey, PointAtEnds> out = new LinkedHashMap<>();
        for (PointKey p : points) {
            PointAtEnds at = byName.get(BisectCsv.name(p));
            if (at != null) {
                out.put(p, at);
            }
        }
        return out;
    }
}
