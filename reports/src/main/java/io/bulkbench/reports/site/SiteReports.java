package io.bulkbench.reports.site;

import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.reports.HtmlCharts;
import io.bulkbench.reports.HtmlReport;
import io.bulkbench.reports.ReportInput;
import io.bulkbench.reports.chart.ChartAssets;
import io.bulkbench.reports.chart.ReportCharts;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Where each night's report.html in the site comes from. Every recorded run has one: its
 * report is rendered from the results database, so a night run on any host of the lab has
 * its report wherever the site is built. When this host has the run folder and the folder
 * holds the very measurements the database recorded, its own report.html is copied instead:
 * it is the same report, and it also shows what later steps added to the folder (a
 * comparison, confirmations, why the curve bends), which the database does not keep.
 *
 * <p>A rebuild renders a report only when what it is made of in the database changed since
 * the site's copy was rendered (a digest of it is kept beside the report, as for
 * history.csv), so after one new night only that night's report is rendered. Runs are
 * rendered one at a time: the lab's points are never all in memory.
 */
public final class SiteReports {

    /** Where a run's report can come from: its folder on this host, or the results database. */
    public interface RunSources {
        /** The run's report.html in its folder, when this host has the folder. */
        Optional<Path> folderReport(RecordedRun run);

        /** Whether the run's folder on this host holds the measurements the database recorded for it. */
        boolean folderHoldsRecorded(RecordedRun run) throws IOException;

        /** Per run id of the board, a digest of everything its report is rendered from in the database. */
        Map<String, String> recordedDigests(String board) throws IOException;

        /** The run's report as the database holds it, or empty when the run is no longer recorded. */
        Optional<ReportInput> recorded(RecordedRun run) throws IOException;
    }

    private static final String ASSET_NAMES =
            ChartAssets.ALL.stream().map(ChartAssets.Asset::fileName).collect(Collectors.joining(" "));

    private final RunSources sources;
    private final ReportCopies copies;

    public SiteReports(RunSources sources, ReportCopies copies) {
        this.sources = Objects.requireNonNull(sources, "sources");
        this.copies = Objects.requireNonNull(copies, "copies");
    }

    /**
     * Writes the report of each of a board's runs into the board's {@code folder} (its path
     * in the site, ending in /); returns the ids of the runs that have one. Why a folder's
     * report could not be copied goes to {@code skipped}; that night is rendered instead.
     */
    Set<String> write(String board, List<RecordedRun> runs, String folder, SiteFiles files, List<String> skipped)
            throws IOException {
        Map<String, String> digests = null;
        Set<String> written = new HashSet<>();
        for (RecordedRun run : runs) {
            String relative = folder + SiteFolder.runReport(run.runId());
            if (copied(run, relative, files, skipped)) {
                written.add(run.runId());
                continue;
            }
            if (digests == null) {
                digests = sources.recordedDigests(board);
            }
            String digest = digests.get(run.runId());
            if (digest != null && rendered(run, relative, digest, files)) {
                written.add(run.runId());
            }
        }
        return written;
    }

    /**
     * Copies the folder's report when it is at hand, is a regular file within the bound, and
     * its folder is the recorded run. The folder is read only when the copy is not current.
     */
    private boolean copied(RecordedRun run, String relative, SiteFiles files, List<String> skipped) throws IOException {
        Optional<Path> report = sources.folderReport(run);
        if (report.isEmpty()) {
            return false;
        }
        if (!files.isCopyOf(report.get(), relative) && !sources.folderHoldsRecorded(run)) {
            return false;
        }
        Optional<String> why = files.copy(report.get(), relative, copies);
        why.ifPresent(skipped::add);
        return why.isEmpty();
    }

    private boolean rendered(RecordedRun run, String relative, String recorded, SiteFiles files) throws IOException {
        // The page links the chart assets by name (uPlot's carries its version): a report made
        // for other assets is made again, or it would link a file the site no longer has.
        String digest = recorded + " " + ASSET_NAMES;
        if (files.madeFrom(relative, digest)) {
            return true;
        }
        Optional<ReportInput> input = sources.recorded(run);
        if (input.isEmpty()) {
            return false;
        }
        files.writeMadeFrom(relative, digest, html(input.get(), relative));
        return true;
    }

    /**
     * The report as a run folder's report.html is written, but for the site: at
     * {@code relative} in the site, linking the site's shared chart assets, without PNGs
     * ({@link HtmlCharts#linkedTo}).
     */
    static byte[] html(ReportInput input, String relative) throws IOException {
        ReportCharts charts = ReportCharts.of(input.points(), input.analysis().fits());
        StringWriter out = new StringWriter();
        HtmlReport.write(input, charts, HtmlCharts.linkedTo(SiteFolder.up(relative) + SiteFolder.ASSETS + "/"), out);
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }
}
