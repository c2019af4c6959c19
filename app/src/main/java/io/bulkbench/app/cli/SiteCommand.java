package io.bulkbench.app.cli;

import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.core.BadInputException;
import io.bulkbench.history.BoardSummaryStore;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.reports.site.BuiltBoards;
import io.bulkbench.reports.site.IndexEntry;
import io.bulkbench.reports.site.LabSite;
import io.bulkbench.reports.site.ReportCopies;
import io.bulkbench.reports.site.SiteFolder;
import io.bulkbench.reports.site.SiteReports;
import io.bulkbench.sweeps.run.ResultsLayout;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
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
            "a trend line, the latest change points; sorted by any column, filtered and paged in the browser, every",
            "row in the page without script), a page per board (trend charts of its key points over its whole",
            "history, drawn in the browser, its defaults over time, its change points, recorded bisections and",
            "explain comparisons, and its nights, each linking its page), night.html (any night of any board:",
            "every point as the database holds it), a page per device (its boards' latest nights at each key",
            "point against their median, outliers first), index.json and feed.xml (Atom: the regressions).",
            "The site writes data, not pages: each board's nights are script files, one per month",
            "(boards/NAME/nights-YYYY-MM.js), which the pages load and draw; a run's own report.html is copied",
            "beside its night when its folder under --results holds the recorded run. No CDN and no fetch: it",
            "works from file:// and any static host. The index, index.json, feed and device pages come from each",
            "board's summary, which the database keeps up to date as runs are recorded; a rebuild makes again",
            "only the boards recorded since the last build (--full: every board), writes only files whose",
            "content changed (a new night: its month), and removes only files an earlier build wrote (listed",
            "in the folder's " + SiteFolder.MANIFEST + ")."
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
                    + " a larger one is not copied (one warning line); its night's page is drawn from the site's data"
                    + " all the same.")
    private String maxReportSize;

    @Option(
            names = "--force",
            description = "Build the site in a folder that holds other files and no site yet. A build only ever"
                    + " removes files an earlier build wrote.")
    private boolean force;

    @Option(
            names = "--full",
            description = "Make every board's pages and summary again from its whole history, as if no build had"
                    + " been made (the summaries are stored back in the database).")
    private boolean full;

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
        // The database is read (and refused when bad) before --out is made.
        SitePlan plan = plan(location, settings, BuiltBoards.of(out));
        Path site = ResultsLayout.outputFolder(out, "--out");
        ReportCopies copies =
                new ReportCopies(reportLimit, "give a larger --max-report-size (now " + maxReportSize + ") to copy it");
        LabSite.Outcome outcome;
        Map<String, IndexEntry> computed;
        try (ResultsDatabase database = ResultsDatabase.openRecorded(location);
                MadeBoards made = new MadeBoards(location, settings, plan)) {
            SiteReports reports = new SiteReports(new SiteRunSources(results.root(), database), copies);
            outcome = LabSite.write(
                    new SiteProgress(made, plan.made().size(), streams.err(), System::nanoTime),
                    plan.kept(),
                    plan.fingerprints(),
                    reports,
                    site);
            computed = made.entries();
        }
        outcome.skipped()
                .forEach(why -> streams.err()
                        .println("site: warning: a run folder's report was not copied (its night's page shows the"
                                + " database's figures all the same): " + why));
        store(location, settings, plan, computed)
                .ifPresent(why -> streams.err()
                        .println("site: warning: the boards' summaries were not stored (" + why
                                + "); the next build computes them again"));
        streams.out()
                .println("site: " + outcome.boards() + " board(s) from " + location.shown() + " in " + site + ": "
                        + plan.made().size() + " made, " + plan.kept().size() + " kept; " + outcome.written()
                        + " file(s) written, " + outcome.unchanged() + " unchanged, " + outcome.removed()
                        + " removed; open " + site.resolve(SiteFolder.INDEX_HTML));
        streams.out().flush();
        return ExitCode.OK;
    }

    /** Which boards to make: from the stored summaries, read in one connection before any history. */
    private SitePlan plan(DatabaseLocation location, ChangePointSettings settings, Map<String, String> remembered) {
        try (ResultsDatabase database = ResultsDatabase.openRecorded(location)) {
            try {
                BoardSummaryStore store = new BoardSummaryStore(database);
                List<BoardSummaryStore.Stored> stored = store.all();
                Map<String, Instant> latest =
                        SitePlan.needsLatestStarts(stored, settings) ? store.latestStarts() : Map.of();
                return SitePlan.of(stored, store.recordsBeside(), latest, settings, pageOptions(), full, remembered);
            } catch (SQLException e) {
                throw database.problem(e);
            }
        }
    }

    /** What a board's page follows beside the database: the site's layout, which run reports it copies, from where. */
    private String pageOptions() {
        return SiteFolder.LAYOUT + "; reports from " + results.root().toAbsolutePath() + " up to " + maxReportSize;
    }

    /**
     * Stores the summaries this build computed where the database's do not serve (none yet,
     * other settings, or every board after --full), so the next build reads them instead of
     * the histories. A database this host may not write to keeps its own: the site is built
     * all the same, and the sentence saying why is returned.
     */
    private static Optional<String> store(
            DatabaseLocation location, ChangePointSettings settings, SitePlan plan, Map<String, IndexEntry> computed) {
        if (computed.keySet().stream().noneMatch(plan::storesFor)) {
            return Optional.empty();
        }
        try (ResultsDatabase database = ResultsDatabase.open(location)) {
            BoardSummaryStore store = new BoardSummaryStore(database);
            for (Map.Entry<String, IndexEntry> e : computed.entrySet()) {
                if (plan.storesFor(e.getKey())) {
                    store.store(e.getKey(), plan.storeAt().get(e.getKey()), settings, e.getValue());
                }
            }
            return Optional.empty();
        } catch (SQLException | BadInputException e) {
            // A database out of reach or read-only: what ResultsDatabase names in one sentence.
            return Optional.of(String.valueOf(e.getMessage()));
        }
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
