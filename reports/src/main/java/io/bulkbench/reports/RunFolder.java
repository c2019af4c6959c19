package io.bulkbench.reports;

import io.bulkbench.analysis.BadInputException;
import io.bulkbench.analysis.LatencySummary;
import io.bulkbench.analysis.MeasuredPoint;
import io.bulkbench.analysis.PointKey;
import io.bulkbench.reports.chart.ReportCharts;
import io.bulkbench.reports.csv.CompareCsv;
import io.bulkbench.reports.csv.FitsCsv;
import io.bulkbench.reports.csv.LatencyCsv;
import io.bulkbench.reports.csv.PointsCsv;
import io.bulkbench.reports.csv.RecommendationsCsv;
import io.bulkbench.reports.csv.RawCsv;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One run folder, {@code results/BOARD/RUN-ID/}: the names of its files in one place,
 * reading the measured points back (points.csv joined with raw.csv's samples), and
 * writing everything derived from them, each file atomically. The chart PNGs are named
 * {@code chart-DIRECTION-MODE-buffers.png} and {@code chart-DIRECTION-MODE-request-size.png}.
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
    /** JMH's own JSON results of every point, merged, for JMH tools. */
    public static final String JMH_JSON = "jmh-result.json";
    /** Completion-interval percentiles of the points measured with {@code --latency}. */
    public static final String LATENCY_CSV = "latency.csv";
    /** The simulator profile {@code bulkbench calibrate} fitted to the run, when it describes the board. */
    public static final String CALIBRATED_PROFILE = "calibrated.yaml";

    private RunFolder() {
    }

    /**
     * Writes every file derived from the points: fits.csv, recommendations.csv,
     * defaults.config, the chart PNGs, report.md, report.html, and compare.csv when the
     * input holds a comparison. Each file is written atomically; charts are rendered once
     * and shared by both reports. Returns the files written, in order.
     */
    public static List<Path> writeDerived(Path dir, ReportInput input) throws IOException {
        List<Path> written = new ArrayList<>();
        FitsCsv.write(input.analysis().fits(), dir.resolve(FITS_CSV));
        written.add(dir.resolve(FITS_CSV));
        RecommendationsCsv.write(input.analysis().recommendations(), dir.resolve(RECOMMENDATIONS_CSV));
        written.add(dir.resolve(RECOMMENDATIONS_CSV));
        if (input.hasComparison()) {
            CompareCsv.write(input.comparison(), dir.resolve(COMPARE_CSV));
            written.add(dir.resolve(COMPARE_CSV));
        }
        KconfigWriter.of(input).write(input.analysis().recommendations(), dir.resolve(DEFAULTS_CONFIG));
        written.add(dir.resolve(DEFAULTS_CONFIG));
        ReportCharts charts = ReportCharts.render(input.points(), input.analysis().fits());
        MarkdownReport.write(input, charts, dir.resolve(REPORT_MD));
        charts.all().forEach(c -> written.add(dir.resolve(c.fileName())));
        written.add(dir.resolve(REPORT_MD));
        HtmlReport.write(input, charts, dir.resolve(REPORT_HTML));
        written.add(dir.resolve(REPORT_HTML));
        return written;
    }

    /**
     * The points of a run folder with their samples: points.csv read as a journal (a
     * torn last line is ignored) and, when raw.csv exists, each point's per-iteration
     * samples attached. A point recorded twice (a failed point retried on resume) counts
     * once, as its last record says.
     */
    public static List<MeasuredPoint> readPoints(Path dir) throws IOException {
        Path pointsFile = dir.resolve(POINTS_CSV);
        if (!Files.isRegularFile(pointsFile)) {
            throw new BadInputException(dir + " has no " + POINTS_CSV + "; give a run folder that a sweep wrote");
        }
        Map<PointKey, MeasuredPoint> latest = new LinkedHashMap<>();
        for (MeasuredPoint p : PointsCsv.readJournal(pointsFile)) {
            latest.remove(p.key());
            latest.put(p.key(), p);
        }
        Path rawFile = dir.resolve(RAW_CSV);
        if (!Files.exists(rawFile)) {
            return List.copyOf(latest.values());
        }
        Map<PointKey, List<Double>> samples = RawCsv.byPoint(RawCsv.read(rawFile));
        List<MeasuredPoint> joined = new ArrayList<>(latest.size());
        for (MeasuredPoint p : latest.values()) {
            joined.add(PointsCsv.withSamples(p, samples.getOrDefault(p.key(), List.of())));
        }
        return joined;
    }

    /** The completion intervals of a run folder: latency.csv, or none when the sweep measured none. */
    public static List<LatencySummary> readLatencies(Path dir) throws IOException {
        Path file = dir.resolve(LATENCY_CSV);
        return Files.isRegularFile(file) ? LatencyCsv.read(file) : List.of();
    }
}
