package io.bulkbench.reports;

import io.bulkbench.analysis.MeasuredPoint;
import io.bulkbench.analysis.PointKey;
import io.bulkbench.reports.csv.PointsCsv;
import io.bulkbench.reports.csv.RawCsv;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One run folder, {@code results/BOARD/RUN-ID/}: the names of its files in one place,
 * reading the measured points back (points.csv joined with raw.csv's samples), and
 * writing everything derived from them, each file atomically.
 */
public final class RunFolder {
    public static final String POINTS_CSV = "points.csv";
    public static final String RAW_CSV = "raw.csv";
    public static final String FITS_CSV = "fits.csv";
    public static final String RECOMMENDATIONS_CSV = "recommendations.csv";
    public static final String COMPARE_CSV = "compare.csv";
    public static final String DEFAULTS_CONFIG = "defaults.config";
    public static final String REPORT_HTML = "report.html";
    public static final String REPORT_MD = "report.md";
    /** JMH's own JSON results, written by the sweep. */
    public static final String JMH_JSON = "jmh.json";

    private RunFolder() {
    }

    /**
     * The points of a run folder with their samples: points.csv read as a journal (a
     * torn last line is ignored) and, when raw.csv exists, each point's per-iteration
     * samples attached.
     */
    public static List<MeasuredPoint> readPoints(Path dir) throws IOException {
        Path pointsFile = dir.resolve(POINTS_CSV);
        List<MeasuredPoint> points;
        try (Reader in = Files.newBufferedReader(pointsFile, StandardCharsets.UTF_8)) {
            points = PointsCsv.readJournal(in, pointsFile.toString());
        }
        Path rawFile = dir.resolve(RAW_CSV);
        if (!Files.exists(rawFile)) {
            return points;
        }
        Map<PointKey, List<Double>> samples = RawCsv.byPoint(RawCsv.read(rawFile));
        List<MeasuredPoint> joined = new ArrayList<>(points.size());
        for (MeasuredPoint p : points) {
            joined.add(PointsCsv.withSamples(p, samples.getOrDefault(p.key(), List.of())));
        }
        return joined;
    }
}
