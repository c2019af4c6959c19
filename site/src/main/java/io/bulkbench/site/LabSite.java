package io.bulkbench.site;

import io.bulkbench.analysis.bisect.RecordedBisection;
import io.bulkbench.analysis.explain.RecordedExplanation;
import io.bulkbench.analysis.trend.BoardSummary;
import io.bulkbench.analysis.trend.HeldDefault;
import io.bulkbench.history.NightVerdicts;
import io.bulkbench.reports.chart.ChartAssets;
import io.bulkbench.reports.chart.ChartImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import lombok.NonNull;

/**
 * Writes the lab's static site into a folder (layout: {@link SiteFolder}) from every
 * board's summary: index.html, index.json, feed.xml and night.html, and per board its page,
 * its nights as data, a file per month ({@link NightData}), its trend line and the run reports
 * copied from their folders ({@link SiteReports}); a page per device comparing the boards that
 * measure it; and the assets the pages share. The site writes data, not pages: a night is
 * drawn in the browser by the one night.html, so a year of a thousand boards is a few data
 * files per board. Incremental: a file whose content is already there is not rewritten (a
 * new night rewrites its month only), and a trend line is named by a hash of what it draws,
 * so one already drawn is not drawn again. A board
 * whose history has not moved since the last build is not made at all: its files are kept
 * as they are, and the index, index.json, feed.xml and the device pages come from every
 * board's {@link IndexEntry} alone, so every build writes them for the whole lab.
 */
public final class LabSite {
    private LabSite() {}

    /**
     * What a build did: the boards, files written, files left as they were, stale files
     * removed, and why each report left out was (one sentence each).
     */
    public record Outcome(int boards, int written, int unchanged, int removed, List<String> skipped) {
        public Outcome {
            skipped = List.copyOf(skipped);
        }
    }

    /**
     * A file in {@code out} that no site build wrote, when {@code out} is not a site yet and
     * not empty: a site is built there only when the person asks (the build removes nothing
     * it did not write, but its files would stand among theirs).
     */
    public static Optional<Path> foreignFile(Path out) throws IOException {
        return SiteFiles.foreignFile(out);
    }

    /**
     * A board whose files a build makes: its summary of its whole history (its page), the
     * summary its index row and trend line are of (its latest nights, as the database keeps
     * the row), its bisections and comparisons, and its nights' stored verdicts by run id.
     */
    public record MadeBoard(
            @NonNull BoardSummary summary,
            @NonNull BoardSummary indexed,
            List<RecordedBisection> bisections,
            List<RecordedExplanation> explanations,
            Map<String, NightVerdicts.Tally> verdicts,
            List<HeldDefault> held) {
        public MadeBoard {
            held = List.copyOf(held);
            bisections = List.copyOf(bisections);
            explanations = List.copyOf(explanations);
            verdicts = Map.copyOf(verdicts);
        }
    }

    /**
     * The site of the boards {@code made} (taken one at a time, so a build holds one
     * board's history, not the lab's) and the boards {@code kept}: their files stay as
     * the last build made them, and their index rows ({@link IndexEntry}, on the lab's
     * night already) are given. The index, index.json, feed.xml and device pages are of them all,
     * the feed with the stored {@code regressions} of its window ({@link RegressionFeed}); each
     * board's {@code fingerprint} is remembered for the next build ({@link BuiltBoards}).
     */
    public static Outcome write(
            Iterator<MadeBoard> made,
            List<IndexEntry> kept,
            List<NightVerdicts.StoredNight> regressions,
            Map<String, String> fingerprints,
            SiteReports reports,
            ShippedDefconfigs shipped,
            Path out)
            throws IOException {
        SiteFiles files = new SiteFiles(out);
        List<String> skipped = new ArrayList<>();
        List<IndexEntry> index = new ArrayList<>();
        try {
            while (made.hasNext()) {
                MadeBoard m = made.next();
                IndexEntry entry = IndexEntry.of(m.indexed(), m.held());
                board(m, entry, reports, files, skipped);
                index.add(entry);
            }
            for (IndexEntry e : kept) {
                files.keep(SiteFolder.board(e.board()) + "/");
                index.add(e);
            }
            index.sort(Comparator.comparing(IndexEntry::board));
            ComparisonPages.write(index, files);
            for (ChartAssets.Asset a : SiteAssets.ALL) {
                files.write(SiteFolder.asset(a.fileName()), a.bytes());
            }
            Optional<Instant> newest =
                    index.stream().flatMap(b -> b.latestStarted().stream()).max(Instant::compareTo);
            files.write(SiteFolder.INDEX_HTML, utf8(IndexPage.html(index, newest)));
            files.write(SiteFolder.NIGHT_PAGE, utf8(NightPage.html()));
            files.write(SiteFolder.INDEX_JSON, IndexJson.of(index));
            files.write(SiteFolder.FEED_XML, RegressionFeed.of(index, regressions, newest));
            LabDefaults defaults = LabDefaults.of(index, shipped);
            files.write(SiteFolder.DEFAULTS_HTML, utf8(DefaultsPage.html(defaults, index.size())));
            files.write(SiteFolder.DEFAULTS_JSON, DefaultsJson.of(defaults));
            if (shipped.configured()) {
                files.write(SiteFolder.SHIPPED, ShippedMemory.bytes(shipped));
            }
            files.write(SiteFolder.BUILT_BOARDS, BuiltBoards.bytes(fingerprints));
        } catch (IOException | RuntimeException e) {
            try {
                files.keepTrackAfterFailure();
            } catch (IOException | RuntimeException also) {
                e.addSuppressed(also);
            }
            throw e;
        }
        int removed = files.removeStale();
        return new Outcome(index.size(), files.written(), files.unchanged(), removed, skipped);
    }

    private static void board(MadeBoard m, IndexEntry entry, SiteReports reports, SiteFiles files, List<String> skipped)
            throws IOException {
        BoardSummary s = m.summary();
        String folder = SiteFolder.board(s.board()) + "/";
        Optional<String> spark = IndexEntry.sparkName(m.indexed());
        if (spark.isPresent()) {
            String name = spark.get();
            chart(
                    files,
                    folder + name,
                    () -> TrendChart.spark(m.indexed().headline().orElseThrow(), name));
        }
        Set<String> copied = reports.write(s.trend().runs(), folder, files, skipped);
        Map<String, String> verdicts = new java.util.HashMap<>();
        m.verdicts().forEach((run, tally) -> verdicts.put(run, NightVerdictText.of(tally)));
        for (Map.Entry<String, byte[]> month :
                NightData.of(s.trend(), copied, verdicts).entrySet()) {
            files.write(folder + SiteFolder.nightData(month.getKey()), month.getValue());
        }
        SiteBoard board = new SiteBoard(s, copied, m.bisections(), m.explanations(), entry.defaults());
        files.write(folder + SiteFolder.BOARD_PAGE, utf8(BoardPage.html(board)));
    }

    /** Draws a chart only when its file (named by its content) is not there yet; null when it was. */
    private static ChartImage chart(SiteFiles files, String relative, java.util.function.Supplier<ChartImage> draw)
            throws IOException {
        if (files.has(relative)) {
            return null;
        }
        ChartImage chart = draw.get();
        files.write(relative, chart.png());
        return chart;
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
