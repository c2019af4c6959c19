package io.bulkbench.reports.site;

import io.bulkbench.analysis.bisect.RecordedBisection;
import io.bulkbench.analysis.explain.RecordedExplanation;
import io.bulkbench.analysis.trend.BoardSummary;
import io.bulkbench.analysis.trend.KeyPoints;
import io.bulkbench.analysis.trend.PointHistory;
import io.bulkbench.core.PointText;
import io.bulkbench.reports.HistoryDigest;
import io.bulkbench.reports.chart.ChartAssets;
import io.bulkbench.reports.chart.ChartImage;
import io.bulkbench.reports.chart.TrendChart;
import io.bulkbench.reports.csv.HistoryCsv;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Writes the lab's static site into a folder (layout: {@link SiteFolder}) from every
 * board's summary: index.html, index.json, feed.xml, and per board its page,
 * history.csv, trend charts and every night's report ({@link SiteReports}); a page per
 * device comparing the boards that measure it; and the chart assets the pages share. Incremental: a file whose
 * content is already there is not rewritten, and a chart is named by a hash of what it
 * draws, so a chart already drawn is not drawn again.
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

    public static Outcome write(List<BoardSummary> boards, SiteReports reports, Path out) throws IOException {
        return write(boards, Map.of(), Map.of(), reports, out);
    }

    /**
     * The site of {@code boards}, each board's page listing its recorded bisections and its
     * recorded explain comparisons, each next to its change point (both by board name).
     */
    public static Outcome write(
            List<BoardSummary> boards,
            Map<String, List<RecordedBisection>> bisections,
            Map<String, List<RecordedExplanation>> explanations,
            SiteReports reports,
            Path out)
            throws IOException {
        SiteFiles files = new SiteFiles(out);
        List<String> skipped = new ArrayList<>();
        try {
            List<SiteBoard> shown = new ArrayList<>();
            for (BoardSummary s : boards) {
                shown.add(board(
                        s,
                        bisections.getOrDefault(s.board(), List.of()),
                        explanations.getOrDefault(s.board(), List.of()),
                        reports,
                        files,
                        skipped));
            }
            Optional<Instant> newest = boards.stream()
                    .flatMap(b -> b.latest().stream())
                    .map(r -> r.info().started())
                    .max(Instant::compareTo);
            files.write(SiteFolder.INDEX_HTML, utf8(IndexPage.html(shown, newest)));
            ComparisonPages.write(shown, files);
            for (ChartAssets.Asset a : ChartAssets.ALL) {
                files.write(SiteFolder.asset(a.fileName()), a.bytes());
            }
            files.write(SiteFolder.INDEX_JSON, IndexJson.of(boards));
            files.write(SiteFolder.FEED_XML, RegressionFeed.of(boards, newest));
        } catch (IOException | RuntimeException e) {
            try {
                files.keepTrackAfterFailure();
            } catch (IOException | RuntimeException also) {
                e.addSuppressed(also);
            }
            throw e;
        }
        int removed = files.removeStale();
        return new Outcome(boards.size(), files.written(), files.unchanged(), removed, skipped);
    }

    private static SiteBoard board(
            BoardSummary s,
            List<RecordedBisection> bisections,
            List<RecordedExplanation> explanations,
            SiteReports reports,
            SiteFiles files,
            List<String> skipped)
            throws IOException {
        String folder = SiteFolder.board(s.board()) + "/";
        List<SiteBoard.Trend> trends = new ArrayList<>();
        Optional<PointHistory> recommended = KeyPoints.recommended(s.history());
        for (PointHistory p : KeyPoints.of(s.history())) {
            String title = (recommended.equals(Optional.of(p)) ? "Recommended: " : "Corner: ") + PointText.of(p.key());
            String name = SiteFolder.chart("trend", TrendChart.fingerprint(p, title));
            ChartImage chart = chart(files, folder + name, () -> TrendChart.render(p, title, name));
            trends.add(
                    chart == null
                            ? new SiteBoard.Trend(name, title, TrendChart.caption(p), p)
                            : SiteBoard.Trend.of(chart, p));
        }
        Optional<String> spark = Optional.empty();
        if (s.headline().isPresent()) {
            PointHistory p = s.headline().get();
            String name = SiteFolder.chart("spark", TrendChart.fingerprint(p, "spark"));
            chart(files, folder + name, () -> TrendChart.spark(p, name));
            spark = Optional.of(name);
        }
        Set<String> copied = reports.write(s.board(), s.history().runs(), folder, files, skipped);
        HistoryDigest csvSource = HistoryDigest.of("history.csv " + HistoryCsv.COLUMNS)
                .runs(s.history().runs());
        s.history().points().forEach(csvSource::point);
        files.writeUnlessSame(folder + SiteFolder.HISTORY_CSV, csvSource.hex(), () -> {
            StringWriter csv = new StringWriter();
            HistoryCsv.write(s.history(), csv);
            return utf8(csv.toString());
        });
        SiteBoard board = new SiteBoard(s, trends, spark, copied, bisections, explanations);
        files.write(folder + SiteFolder.BOARD_PAGE, utf8(BoardPage.html(board)));
        return board;
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
