package io.bulkbench.app.cli;

import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.bisect.RecordedBisection;
import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.analysis.explain.RecordedExplanation;
import io.bulkbench.analysis.trend.BoardHistory;
import io.bulkbench.analysis.trend.BoardSummary;
import io.bulkbench.core.BadInputException;
import io.bulkbench.history.BisectionStore;
import io.bulkbench.history.ChangeMarks;
import io.bulkbench.history.ChangePointMarks;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.ExplanationStore;
import io.bulkbench.history.HistoryQuery;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.reports.site.LabSite;
import io.bulkbench.reports.site.ReportCopies;
import io.bulkbench.reports.site.SiteFolder;
import io.bulkbench.reports.site.SiteReports;
import io.bulkbench.sweeps.run.ResultsLayout;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code bulkbench site}: the lab's static site, every board and every night, from the results database. */
@Command(
        name = "site",
        header = "Write a static site of every board and every night from the results database.",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "index.html (one row per board: last night's status, recommended defaults, tonight against the best,",
            "a trend line, the latest change points), a page per board with trend charts, its defaults over time",
            "and its nights (linking each run's report.html: rendered from the database, so every night of every",
            "host has one, or copied from its folder under --results when that folder holds the recorded run),",
            "its recorded bisections (each placed by the change point it explains) and explain comparisons",
            "(which stage moved, next to their change point), each board's history.csv,",
            "index.json and feed.xml (Atom: the regressions). No script, no CDN: it",
            "works from file:// and any web server. A rebuild rewrites only what changed, and removes only files",
            "an earlier build wrote (listed in the folder's " + SiteFolder.MANIFEST + ")."
        })
public final class SiteCommand implements Callable<Integer> {

    private static final Pattern SIZE = Pattern.compile("(\\d{1,15})([KkMmGg]?)");

    @Spec
    private CommandSpec spec;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "The site's folder.")
    private Path out;

    /** Where the run folders are: a run's own report.html is copied when its folder is the recorded run. */
    @Mixin
    private ResultsOption results;

    @Option(
            names = "--max-report-size",
            paramLabel = "SIZE",
            defaultValue = "64M",
            description = "The largest run report copied into the site, e.g. 64M or 1G (default ${DEFAULT-VALUE});"
                    + " a larger one is not copied (one warning line) and its night's report is rendered from the"
                    + " database.")
    private String maxReportSize;

    @Option(
            names = "--force",
            description = "Build the site in a folder that holds other files and no site yet. A build only ever"
                    + " removes files an earlier build wrote.")
    private boolean force;

    @Mixin
    private ChangePointOptions changePoints;

    @Mixin
    private DatabaseOption db;

    @Override
    public Integer call() throws Exception {
        PrintStreams streams = PrintStreams.of(spec);
        ResultsLayout.checkFolderPath(out, "--out");
        long reportLimit = reportLimit(maxReportSize);
        Optional<Path> foreign = LabSite.foreignFile(out);
        if (foreign.isPresent() && !force) {
            throw new BadInputException("--out " + out + " holds files no site build wrote (" + foreign.get()
                    + " among them); give a new or empty folder, or add --force to build the site among them (a"
                    + " build removes only files it wrote)");
        }
        ChangePointSettings settings = changePoints.settings();
        DatabaseLocation location = DatabaseLocation.chosen(db.url(), System.getenv(), ResultsLayout.DEFAULT_ROOT);
        List<BoardHistory> histories = histories(location, new ChangePointMarks(settings));
        Path site = ResultsLayout.outputFolder(out, "--out");
        Instant newest = histories.stream()
                .map(h -> h.runs().get(h.runs().size() - 1).info().started())
                .max(Instant::compareTo)
                .orElse(Instant.EPOCH);
        List<BoardSummary> boards = histories.parallelStream()
                .map(h -> BoardSummary.of(h, newest, RunComparison.DEFAULT_THRESHOLD, settings))
                .toList();
        ReportCopies copies =
                new ReportCopies(reportLimit, "give a larger --max-report-size (now " + maxReportSize + ") to copy it");
        Map<String, List<RecordedBisection>> bisections =
                perBoard(location, boards, (database, board) -> new BisectionStore(database).of(board));
        Map<String, List<RecordedExplanation>> explanations =
                perBoard(location, boards, (database, board) -> new ExplanationStore(database).of(board));
        LabSite.Outcome outcome;
        try (ResultsDatabase database = ResultsDatabase.openRecorded(location)) {
            SiteReports reports = new SiteReports(new SiteRunSources(results.root(), database), copies);
            outcome = LabSite.write(boards, bisections, explanations, reports, site);
        }
        outcome.skipped()
                .forEach(why -> streams.err()
                        .println("site: warning: a run folder's report was not copied (its night's report is rendered"
                                + " from the database): " + why));
        streams.out()
                .println("site: " + outcome.boards() + " board(s) from " + location.shown() + " in " + site + ": "
                        + outcome.written() + " file(s) written, " + outcome.unchanged() + " unchanged, "
                        + outcome.removed() + " removed; open " + site.resolve(SiteFolder.INDEX_HTML));
        streams.out().flush();
        return ExitCode.OK;
    }

    /**
     * Every board's history, read by one connection per processor: the boards are
     * independent, and reading a year of nights is most of a rebuild's time.
     */
    private static List<BoardHistory> histories(DatabaseLocation location, ChangeMarks marks) throws Exception {
        List<String> names;
        try (ResultsDatabase database = ResultsDatabase.openRecorded(location)) {
            try {
                names = new HistoryQuery(database, marks).boards();
            } catch (SQLException e) {
                throw database.problem(e);
            }
        }
        int readers = Math.max(1, Math.min(names.size(), Runtime.getRuntime().availableProcessors()));
        ExecutorService pool = Executors.newFixedThreadPool(readers);
        try {
            List<Future<Map<String, BoardHistory>>> parts = new ArrayList<>();
            for (int r = 0; r < readers; r++) {
                List<String> mine = new ArrayList<>();
                for (int i = r; i < names.size(); i += readers) {
                    mine.add(names.get(i));
                }
                parts.add(pool.submit(() -> read(location, marks, mine)));
            }
            Map<String, BoardHistory> byName = new HashMap<>();
            for (Future<Map<String, BoardHistory>> part : parts) {
                try {
                    byName.putAll(part.get());
                } catch (ExecutionException e) {
                    throw e.getCause() instanceof Exception cause ? cause : e;
                }
            }
            return names.stream().map(byName::get).toList();
        } finally {
            pool.shutdownNow();
        }
    }

    /** What a board has recorded beside its runs (its bisections, its explain comparisons), read by board. */
    @FunctionalInterface
    private interface BoardRecords<T> {
        List<T> of(ResultsDatabase database, String board) throws SQLException;
    }

    /** Each board's records of one kind, oldest first, by board name. */
    private static <T> Map<String, List<T>> perBoard(
            DatabaseLocation location, List<BoardSummary> boards, BoardRecords<T> records) {
        Map<String, List<T>> out = new HashMap<>();
        try (ResultsDatabase database = ResultsDatabase.openRecorded(location)) {
            for (BoardSummary b : boards) {
                try {
                    out.put(b.board(), records.of(database, b.board()));
                } catch (SQLException e) {
                    throw database.problem(e);
                }
            }
        }
        return out;
    }

    private static Map<String, BoardHistory> read(DatabaseLocation location, ChangeMarks marks, List<String> boards) {
        Map<String, BoardHistory> histories = new HashMap<>();
        try (ResultsDatabase database = ResultsDatabase.openRecorded(location)) {
            HistoryQuery query = new HistoryQuery(database, marks);
            for (String board : boards) {
                try {
                    histories.put(board, query.of(board, Optional.empty(), Optional.empty()));
                } catch (SQLException e) {
                    throw database.problem(e);
                }
            }
        }
        return histories;
    }

    /** {@code --max-report-size}: a whole number of bytes with an optional K, M or G (KiB, MiB, GiB). */
    static long reportLimit(String text) {
        Matcher m = SIZE.matcher(text.strip());
        if (m.matches()) {
            int shift = switch (m.group(2).toUpperCase(Locale.ROOT)) {
                case "K" -> 10;
                case "M" -> 20;
                case "G" -> 30;
                default -> 0;
            };
            try {
                return Math.multiplyExact(Long.parseLong(m.group(1)), 1L << shift);
            } catch (ArithmeticException e) {
                // falls through to the sentence below
            }
        }
        throw new BadInputException("--max-report-size '" + text + "' is not a size up to a few TiB; write it as"
                + " e.g. 64M or 1G (K, M, G: KiB, MiB, GiB)");
    }
}
