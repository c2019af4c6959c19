package io.bulkbench.app.cli;

import io.bulkbench.core.BadInputException;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.SummarySettings;
import io.bulkbench.site.LabSite;
import io.bulkbench.site.ReportCopies;
import io.bulkbench.site.ShippedDefconfigs;
import io.bulkbench.site.SiteBuild;
import io.bulkbench.site.SiteFolder;
import io.bulkbench.sweeps.run.ResultsLayout;
import java.nio.file.Path;
import java.util.Locale;
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
            "index.html (one row per board: last night's status, recommended defaults, tonight against the best,"
                    + " a trend line, the latest change points; sorted by any column, filtered and paged in the"
                    + " browser, every row in the page without script), a page per board (trend charts of its key"
                    + " points over its whole history, drawn in the browser, its defaults over time, its change"
                    + " points, recorded bisections and explain comparisons, and its nights, each linking its page),"
                    + " night.html (any night of any board: every point as the database holds it), a page per device"
                    + " (its boards' latest nights at each key point against their median, outliers first),"
                    + " index.json and feed.xml (Atom: the regressions), and defaults.html with defaults.json: per"
                    + " board and default, the value its last --held-nights nights hold (or why it is unsettled), MB/s"
                    + " and CPU per MB at it, and with --tree what each board's defconfig ships there.",
            "The site writes data, not pages: each board's nights are script files, one per month"
                    + " (boards/NAME/nights-YYYY-MM.js), which the pages load and draw; a run's own report.html is"
                    + " copied beside its night when its folder under --results holds the recorded run. No CDN and no"
                    + " fetch: it works from file:// and any static host.",
            "The index, index.json, feed and device pages come from each board's summary, which the database keeps"
                    + " up to date as runs are recorded; a rebuild makes again only the boards recorded since the"
                    + " last build (--full: every board), writes only files whose content changed (a new night: its"
                    + " month), and removes only files an earlier build wrote (listed in the folder's "
                    + SiteFolder.MANIFEST + ")."
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
    private HeldNightsOption heldNights;

    @Mixin
    private KernelTreeOptions kernel;

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
        DatabaseLocation location = DatabaseLocation.chosen(db.url(), System.getenv(), ResultsLayout.DEFAULT_ROOT);
        SummarySettings settings = new SummarySettings(changePoints.settings(), heldNights.nights());
        // The tree and the configs are read (and refused when bad) before the site is.
        ShippedDefconfigs shipped = kernel.shipped(out, full);
        // The database is read (and refused when bad) before --out is made.
        SiteBuild build = SiteBuild.planned(
                location, settings, out, full, pageOptions(reportLimit), SiteRunSources.folders(results.root()));
        Path site = ResultsLayout.outputFolder(out, "--out");
        ReportCopies copies =
                new ReportCopies(reportLimit, "give a larger --max-report-size (now " + maxReportSize + ") to copy it");
        SiteBuild.Result built = build.write(
                site, copies, database -> new SiteRunSources(results.root(), database), shipped, streams.err());
        LabSite.Outcome outcome = built.outcome();
        outcome.skipped()
                .forEach(why -> streams.err()
                        .println("site: warning: a run folder's report was not copied (its night's page shows the"
                                + " database's figures all the same): " + why));
        built.notStored()
                .ifPresent(why -> streams.err()
                        .println("site: warning: the boards' summaries were not stored (" + why
                                + "); the next build computes them again"));
        streams.out()
                .println("site: " + outcome.boards() + " board(s) from " + location.shown() + " in " + site + ": "
                        + built.made() + " made, " + built.kept() + " kept; " + outcome.written()
                        + " file(s) written, " + outcome.unchanged() + " unchanged, " + outcome.removed()
                        + " removed; open " + site.resolve(SiteFolder.INDEX_HTML));
        streams.out().flush();
        return ExitCode.OK;
    }

    /**
     * What a board's page follows beside the database: which run reports it copies, from
     * where. The limit is in bytes, as parsed: 64M and 65536K are one limit and keep every board.
     */
    private String pageOptions(long reportLimit) {
        return "reports from " + results.root().toAbsolutePath() + " up to " + reportLimit + " bytes";
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
