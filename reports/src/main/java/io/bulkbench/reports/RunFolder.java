package io.bulkbench.reports;

import io.bulkbench.analysis.LatencySummary;
import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.analysis.trend.RunInfo;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.TerminalText;
import io.bulkbench.inputs.InputFile;
import io.bulkbench.reports.chart.ReportCharts;
import io.bulkbench.reports.csv.ChangePointsCsv;
import io.bulkbench.reports.csv.CompareCsv;
import io.bulkbench.reports.csv.FitsCsv;
import io.bulkbench.reports.csv.LatencyCsv;
import io.bulkbench.reports.csv.PointsCsv;
import io.bulkbench.reports.csv.RawCsv;
import io.bulkbench.reports.csv.RawSample;
import io.bulkbench.reports.csv.RecommendationsCsv;
import io.bulkbench.reports.csv.RunInfoCsv;
import io.bulkbench.reports.csv.VerdictCsv;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * One run folder, {@code results/BOARD/RUN-ID/}: what makes a folder one ({@link
 * #isRunFolder}), its id, the name of every file in it, in one place, with the class that
 * writes it and the one that reads it; reading the measured
 * points back (points.csv joined with raw.csv's samples), and writing everything derived
 * from them, each file atomically. The chart PNGs are named
 * {@code chart-DIRECTION-MODE-buffers.png} and {@code chart-DIRECTION-MODE-request-size.png},
 * and where the points' CPU was measured {@code chart-DIRECTION-cpu-buffers.png} and
 * {@code chart-DIRECTION-cpu-request-size.png}.
 *
 * <table>
 * <caption>Files of a run folder</caption>
 * <tr><th>file</th><th>written by</th><th>read by</th></tr>
 * <tr><td>points.csv</td><td>{@code csv.PointJournal}, point by point</td><td>{@link #readPoints}, {@code csv.PointsCsv}</td></tr>
 * <tr><td>raw.csv</td><td>{@code csv.PointJournal}</td><td>{@link #readPoints}, {@code csv.RawCsv}</td></tr>
 * <tr><td>fits.csv</td><td>{@code csv.FitsCsv}</td><td>{@code csv.FitsCsv}</td></tr>
 * <tr><td>recommendations.csv</td><td>{@code csv.RecommendationsCsv}</td><td>{@code csv.RecommendationsCsv}</td></tr>
 * <tr><td>compare.csv</td><td>{@code csv.CompareCsv}</td><td>{@code csv.CompareCsv}</td></tr>
 * <tr><td>defaults.config</td><td>{@code KconfigWriter}</td><td>people and Kconfig</td></tr>
 * <tr><td>report.html, report.md</td><td>{@code HtmlReport}, {@code MarkdownReport}</td><td>people</td></tr>
 * <tr><td>latency.csv</td><td>{@code csv.LatencyCsv} (through sweeps' {@code LatencyRecorder})</td><td>{@link #readLatencies}</td></tr>
 * <tr><td>baselines.csv</td><td>sweeps' {@code run.Baselines}, in the points.csv format</td><td>sweeps' {@code run.Baselines}</td></tr>
 * <tr><td>adaptive.csv, design.csv</td><td>sweeps' {@code run.RefinementLog}</td><td>people</td></tr>
 * <tr><td>confirm.csv</td><td>sweeps' {@code run.Confirmations}, in the points.csv format</td><td>sweeps' {@code run.Confirmations}</td></tr>
 * <tr><td>sweep.yaml</td><td>sweeps' {@code plan.RunManifest}</td><td>sweeps' {@code plan.RunManifest}, as a board config</td></tr>
 * <tr><td>explain.csv, explain-before.csv</td><td>{@code csv.ExplainCsv}, {@code csv.ExplainBeforeCsv}</td><td>the same; {@code bulkbench import}</td></tr>
 * <tr><td>kcidb.json</td><td>{@code kcidb.KcidbDocument}</td><td>KCIDB's submitters</td></tr>
 * <tr><td>jmh/, jmh-result.json</td><td>sweeps' {@code run.JmhFiles}</td><td>JMH tools</td></tr>
 * </table>
 */
public final class RunFolder {
    public static final String POINTS_CSV = "points.csv";
    public static final String RAW_CSV = "raw.csv";
    public static final String FITS_CSV = "fits.csv";
    public static final String RECOMMENDATIONS_CSV = "recommendations.csv";
    public static final String COMPARE_CSV = "compare.csv";
    /** The analysis settings the folder was last analysed with (every analysis writes it). */
    public static final String ANALYSIS_CSV = "analysis.csv";
    /** A night's verdict as a whole (nightly writes it, with compare.csv and change-points.csv). */
    public static final String VERDICT_CSV = "verdict.csv";
    /** The change points of a night's verdict. */
    public static final String CHANGE_POINTS_CSV = "change-points.csv";

    public static final String DEFAULTS_CONFIG = "defaults.config";
    public static final String REPORT_HTML = "report.html";
    public static final String REPORT_MD = "report.md";
    /** JMH's own JSON results of every point, merged, for JMH tools. */
    public static final String JMH_JSON = "jmh-result.json";
    /** Each point's JMH log and JSON, one pair per point. */
    public static final String JMH_DIR = "jmh";
    /** Completion-interval percentiles of the points measured with {@code --latency}. */
    public static final String LATENCY_CSV = "latency.csv";
    /** The harness's own ceilings measured in the same run, in the points.csv format. */
    public static final String BASELINES_CSV = "baselines.csv";
    /** The points {@code --adaptive} added beyond the plan, and why. */
    public static final String ADAPTIVE_CSV = "adaptive.csv";
    /** The plan the folder was made with, in the board-config format. */
    public static final String MANIFEST = "sweep.yaml";
    /** When, where, with which label and version the run was made (see {@link RunInfoCsv}). */
    public static final String RUN_CSV = "run.csv";
    /** The simulator profile {@code bulkbench calibrate} fitted to the run, when it describes the board. */
    public static final String CALIBRATED_PROFILE = "calibrated.yaml";
    /** Which stage of the board's model moved since an earlier run, written by {@code bulkbench explain}. */
    public static final String EXPLAIN_CSV = "explain.csv";
    /** Which run explain.csv compares this one with (its id), written beside it by {@code bulkbench explain}. */
    public static final String EXPLAIN_BEFORE_CSV = "explain-before.csv";
    /** A calibrated profile that does not describe the board, kept for inspection; it feeds no report. */
    public static final String MISFIT_PROFILE = "calibrated-misfit.yaml";
    /** The points {@code sweep --design model} chose to measure, round by round, and why. */
    public static final String DESIGN_CSV = "design.csv";
    /**
     * Writes a night's verdict into its run folder: compare.csv (its points), change-points.csv
     * and verdict.csv, last, so a folder holding verdict.csv holds the whole record. Only
     * nightly writes these, once, when the night is recorded.
     */
    public static void writeNightVerdict(Path dir, NightVerdict verdict) throws IOException {
        CompareCsv.write(verdict.points(), dir.resolve(COMPARE_CSV));
        ChangePointsCsv.write(verdict.changePoints(), dir.resolve(CHANGE_POINTS_CSV));
        VerdictCsv.write(verdict, dir.resolve(VERDICT_CSV));
    }

    /** Whether the folder holds a night's verdict as nightly wrote it (verdict.csv). */
    public static boolean holdsNightVerdict(Path dir) {
        return InputFile.exists(dir.resolve(VERDICT_CSV));
    }

    /**
     * The night's verdict the folder holds ({@link #writeNightVerdict}), or, in a folder
     * without verdict.csv, its comparison alone (compare.csv: judged against the night
     * before, no change points searched); empty when it holds neither.
     */
    public static Optional<NightVerdict> readNightVerdict(Path dir) throws IOException {
        if (!holdsNightVerdict(dir)) {
            List<PointChange> compared = readComparison(dir);
            return compared.isEmpty()
                    ? Optional.empty()
                    : Optional.of(NightVerdict.ofPoints(Optional.empty(), Double.NaN, compared));
        }
        VerdictCsv.Night night = VerdictCsv.read(dir.resolve(VERDICT_CSV));
        NightVerdict verdict = new NightVerdict(
                night.baselineRun(),
                night.threshold(),
                readComparison(dir),
                night.changePointsSearched(),
                ifPresent(dir.resolve(CHANGE_POINTS_CSV), ChangePointsCsv::read),
                night.acknowledgement());
        // The outcome is derived from the parts; a file that says otherwise was changed by hand.
        if (!verdict.outcome().label().equals(night.outcome())) {
            throw new BadInputException(dir.resolve(VERDICT_CSV) + " says the night's outcome is '"
                    + TerminalText.line(night.outcome()) + "', but its compare.csv and change-points.csv come to '"
                    + verdict.outcome().label() + "'; restore the files nightly wrote");
        }
        return Optional.of(verdict);
    }

    /** The recommended configurations measured again with the nightly settings ({@code --confirm}), in the points.csv format. */
    public static final String CONFIRM_CSV = "confirm.csv";

    /** The run as a KCIDB I/O document, written by {@code bulkbench kcidb} ({@code kcidb.KcidbDocument}). */
    public static final String KCIDB_JSON = "kcidb.json";

    /** A bisect's tested commits, one row each (reports/csv/BisectCsv, appended by BisectJournal). */
    public static final String BISECT_CSV = "bisect.csv";
    /** A bisect's every measurement, one row each (reports/csv/BisectSamplesCsv, appended by BisectJournal). */
    public static final String BISECT_SAMPLES_CSV = "bisect-samples.csv";
    /** What a bisect walks: repository, ends and build command (reports/csv/BisectRangeCsv). */
    public static final String BISECT_RANGE_CSV = "bisect-range.csv";
    /** What a bisect made of each point at its ends: bisected, within threshold, set aside (reports/csv/BisectPointsCsv). */
    public static final String BISECT_POINTS_CSV = "bisect-points.csv";
    /** How a bisect ended, written when it ends (reports/csv/BisectResultCsv). */
    public static final String BISECT_RESULT_CSV = "bisect-result.csv";

    /** What a person is asked to give where a run folder is wanted. */
    private static final String GIVE = "give a run folder such as results/snowball-msc/20261130-021500";

    private RunFolder() {}

    /**
     * Whether {@code dir} is a run folder: one holding the plan it was made with
     * ({@value #MANIFEST}), which a sweep writes before anything else, so a run stopped
     * before its first point is one too (and nightly resumes it).
     */
    public static boolean isRunFolder(Path dir) {
        return Files.isRegularFile(dir.resolve(MANIFEST));
    }

    /**
     * Whether {@code dir} is a run folder whose sweep got to measuring ({@value #POINTS_CSV}
     * exists): what {@code import} and the recording of earlier runs take up.
     */
    public static boolean hasMeasured(Path dir) {
        return isRunFolder(dir) && Files.isRegularFile(dir.resolve(POINTS_CSV));
    }

    /** The run folders in one board's folder ({@code RESULTS/BOARD}), oldest first: run ids sort by time ({@link RunId}). */
    public static List<Path> runsOf(Path boardDir) throws IOException {
        if (!Files.isDirectory(boardDir)) {
            return List.of();
        }
        try (Stream<Path> dirs = Files.list(boardDir)) {
            return dirs.filter(RunFolder::isRunFolder)
                    .sorted(Comparator.comparing(RunFolder::id))
                    .toList();
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /** The run's id: its folder's name ({@link RunId} for a folder a sweep named, any name given with {@code --out}). */
    public static String id(Path dir) {
        Path name = dir.toAbsolutePath().normalize().getFileName();
        if (name == null) {
            throw new BadInputException(dir + " is not a run folder; " + GIVE);
        }
        return name.toString();
    }

    /**
     * {@code dir}, when it is a folder: every command that reads a run folder checks it
     * here first, so a file or a missing path is the same one line whichever command was
     * given it. {@code what} names the argument ({@code "run folder"}, {@code "the baseline"}).
     */
    public static Path requireFolder(Path dir, String what) {
        if (!Files.isDirectory(dir)) {
            throw new BadInputException(what + " " + dir + " is not a folder; " + GIVE);
        }
        return dir;
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
        RecommendationsCsv.write(
                input.analysis().recommendations(), input.confirmations(), dir.resolve(RECOMMENDATIONS_CSV));
        written.add(dir.resolve(RECOMMENDATIONS_CSV));
        if (input.hasComparison()) {
            CompareCsv.write(input.comparison(), dir.resolve(COMPARE_CSV));
            written.add(dir.resolve(COMPARE_CSV));
        }
        KconfigWriter.of(input).write(input.analysis().recommendations(), dir.resolve(DEFAULTS_CONFIG));
        written.add(dir.resolve(DEFAULTS_CONFIG));
        ReportCharts charts = ReportCharts.of(input.points(), input.analysis().fits());
        MarkdownReport.write(input, charts, dir.resolve(REPORT_MD));
        charts.all().forEach(c -> written.add(dir.resolve(c.fileName())));
        written.add(dir.resolve(REPORT_MD));
        HtmlReport.write(input, charts, dir.resolve(REPORT_HTML));
        written.add(dir.resolve(REPORT_HTML));
        return written;
    }

    /**
     * The points of a run folder with their samples: its points.csv read as
     * {@link #readPointsFile} reads one.
     */
    public static List<MeasuredPoint> readPoints(Path dir) throws IOException {
        Path pointsFile = dir.resolve(POINTS_CSV);
        if (!InputFile.exists(pointsFile)) {
            throw new BadInputException(dir + " has no " + POINTS_CSV + "; give a run folder that a sweep wrote");
        }
        return readPointsFile(pointsFile);
    }

    /**
     * The points of a points.csv with their samples, the one join of the two files: the file
     * read as a journal (a torn last line is ignored) and, when the raw.csv beside it exists,
     * each point's per-iteration samples attached. A point recorded twice (a failed point
     * retried on resume) counts once, as its last record says (see {@link PointsCsv}).
     */
    public static List<MeasuredPoint> readPointsFile(Path pointsFile) throws IOException {
        List<MeasuredPoint> points = requireOneBoard(PointsCsv.readJournal(pointsFile), pointsFile);
        Path rawFile = pointsFile.toAbsolutePath().resolveSibling(RAW_CSV);
        if (!InputFile.exists(rawFile)) {
            return points;
        }
        Map<PointKey, List<RawSample>> iterations = RawCsv.iterationsByPoint(RawCsv.read(rawFile));
        List<MeasuredPoint> joined = new ArrayList<>(points.size());
        for (MeasuredPoint p : points) {
            joined.add(PointsCsv.withIterations(p, iterations.getOrDefault(p.key(), List.of())));
        }
        return joined;
    }

    /** The points, when they are all of one board: a run is one board's, and its report shows one. */
    public static List<MeasuredPoint> requireOneBoard(List<MeasuredPoint> points, Path file) {
        List<String> boards =
                points.stream().map(p -> p.key().board()).distinct().limit(2).toList();
        if (boards.size() > 1) {
            throw new BadInputException(
                    file + " holds points of board '" + boards.get(0) + "' and of board '" + boards.get(1)
                            + "'; a run folder holds one board's points, so keep each board's in its own folder");
        }
        return points;
    }

    /** The completion intervals of a run folder: latency.csv, or none when the sweep measured none. */
    public static List<LatencySummary> readLatencies(Path dir) throws IOException {
        return ifPresent(dir.resolve(LATENCY_CSV), LatencyCsv::read);
    }

    /** The harness baselines of a run folder: baselines.csv, or none when the sweep measured none. */
    public static List<MeasuredPoint> readBaselines(Path dir) throws IOException {
        return ifPresent(dir.resolve(BASELINES_CSV), PointsCsv::read);
    }

    /** The recommended defaults of an analysed run (recommendations.csv), or none before analysis. */
    public static List<Recommendation> readRecommendations(Path dir) throws IOException {
        return ifPresent(dir.resolve(RECOMMENDATIONS_CSV), RecommendationsCsv::read);
    }

    /** The comparison with a baseline run (compare.csv, after compare or nightly), or none. */
    public static List<PointChange> readComparison(Path dir) throws IOException {
        return ifPresent(dir.resolve(COMPARE_CSV), CompareCsv::read);
    }

    /** The recommended configurations measured again ({@code --confirm}): confirm.csv, or none. */
    public static List<MeasuredPoint> readConfirmations(Path dir) throws IOException {
        return ifPresent(dir.resolve(CONFIRM_CSV), PointsCsv::read);
    }

    /** A table a run folder may lack: read it, or none when the step that writes it did not run. */
    private static <T> List<T> ifPresent(Path file, TableReader<T> reader) throws IOException {
        return InputFile.exists(file) ? reader.read(file) : List.of();
    }

    @FunctionalInterface
    private interface TableReader<T> {
        List<T> read(Path file) throws IOException;
    }

    /** What run.csv says about the run, or empty for a folder written before runs carried one. */
    public static Optional<RunInfo> readRunInfo(Path dir) throws IOException {
        Path file = dir.resolve(RUN_CSV);
        return InputFile.exists(file) ? Optional.of(RunInfoCsv.read(file)) : Optional.empty();
    }
}
