package io.bulkbench.site;

import io.bulkbench.analysis.trend.BoardStatus;
import io.bulkbench.analysis.trend.BoardSummary;
import io.bulkbench.reports.ReportFormat;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The site's index.html: one row per board with last night's status, the latest run, the
 * recommended defaults and the night each last changed, tonight's headline throughput
 * against the board's best, a small trend line and last night's stored verdict (the night in
 * one line, its points slower than the night before, its change points). Rows are
 * sorted by status, regressions first, then by board name, so at a thousand boards what
 * needs a look is on top; site.js pages the rows, sorts them by any column and
 * narrows them to a filter's words, and without script every row is still there. Trend lines load lazily,
 * so a browser fetches only the ones scrolled to. Written from {@link IndexEntry} rows
 * alone: no board's history is read for it.
 */
final class IndexPage {
    /** Change points per board on the index; the board's page lists them all. */
    static final int CHANGES_SHOWN = 3;

    /** What needs a look first: regressions, failed points, nights not judged, boards not run, then the rest. */
    private static final List<BoardStatus> ORDER = List.of(
            BoardStatus.REGRESSION,
            BoardStatus.FAILED_POINTS,
            BoardStatus.NOT_JUDGED,
            BoardStatus.NOT_RUN,
            BoardStatus.OK);

    private IndexPage() {}

    static String html(List<IndexEntry> boards, Optional<Instant> newest) {
        StringBuilder out = new StringBuilder(SitePage.head("bulkbench lab: every board, every night", ""));
        out.append("<p class=\"meta\">")
                .append(SitePage.text(boards.size() + " board(s); the newest run started "
                        + newest.map(Instant::toString).orElse("never") + ". Status is last night's: ok, regression "
                        + "(slower than the night before, or a drop confirmed by a change point, beyond what the "
                        + "simulator's lateness can explain), failed points, not judged (a drop the simulator's lateness "
                        + "may explain), or not run (no run within a day of the newest); a change acknowledged "
                        + "(bulkbench ack) is the level later nights are judged against. Regressions first. "
                        + "Throughput in MB/s (10^6 bytes/s)."))
                .append("</p>\n<p class=\"meta\">For machines: ")
                .append(SitePage.link(SiteFolder.INDEX_JSON, SiteFolder.INDEX_JSON))
                .append(", the defaults each board's nights hold: ")
                .append(SitePage.link(SiteFolder.DEFAULTS_HTML, SiteFolder.DEFAULTS_HTML))
                .append(", the regressions as an Atom feed: ")
                .append(SitePage.link(SiteFolder.FEED_XML, SiteFolder.FEED_XML))
                .append(
                        ", and each board's nights as data, a script file per month (boards/NAME/nights-YYYY-MM.js).</p>\n")
                .append(ComparisonPages.links(boards))
                .append(SitePage.filterBox("filter boards: name, status, point..."));
        out.append("<table id=\"boards\" class=\"boards\">\n<thead><tr><th>board</th><th>status</th><th>latest run</th>"
                + "<th>recommended defaults (since)</th><th>tonight against best</th><th>trend</th>"
                + "<th>last night's verdict</th></tr></thead>\n<tbody>\n");
        for (IndexEntry b : sorted(boards)) {
            row(b, out);
        }
        out.append("</tbody>\n</table>\n").append(SitePage.filterScript("")).append(SitePage.end());
        return out.toString();
    }

    /** Regressions first, then by {@link #ORDER}, then by board name. */
    static List<IndexEntry> sorted(List<IndexEntry> boards) {
        return boards.stream()
                .sorted(Comparator.comparingInt(IndexPage::rank).thenComparing(IndexEntry::board))
                .toList();
    }

    private static int rank(IndexEntry b) {
        for (int i = 0; i < ORDER.size(); i++) {
            if (b.hasStatus(ORDER.get(i))) {
                return i;
            }
        }
        return ORDER.size();
    }

    private static void row(IndexEntry b, StringBuilder out) {
        out.append("<tr class=\"board\" data-status=\"")
                .append(SitePage.attr(b.status()))
                .append("\"><td>")
                .append(SitePage.link(b.page(), b.board()))
                .append("</td><td class=\"")
                .append(SitePage.statusClass(b.status()))
                .append("\">")
                .append(SitePage.text(b.statusLine()))
                .append(acknowledged(b))
                .append("</td><td>")
                .append(SitePage.text(b.latestRun() == null ? "none" : run(b.latestRun())))
                .append("</td><td>")
                .append(defaults(b))
                .append("</td><td>")
                .append(SitePage.text(
                        b.headline() == null
                                ? ReportFormat.MISSING
                                : b.headline().text()))
                .append("</td><td>");
        if (b.spark() != null) {
            out.append("<img src=\"")
                    .append(SitePage.attr(b.spark()))
                    .append("\" alt=\"trend of the headline point\" width=\"160\" height=\"36\" loading=\"lazy\">");
        }
        out.append("</td><td>").append(changes(b)).append("</td></tr>\n");
    }

    /** The change acknowledged on the board, under its status; nothing when none is. */
    private static String acknowledged(IndexEntry b) {
        return b.acknowledged() == null
                ? ""
                : "<div class=\"meta\">" + SitePage.text(b.acknowledged().text()) + "</div>";
    }

    private static String run(IndexEntry.LatestRun run) {
        return run.runId() + " (" + run.started().substring(0, 10) + ")"
                + (run.label().isEmpty() ? "" : ", " + run.label());
    }

    private static String defaults(IndexEntry b) {
        if (b.defaults().isEmpty()) {
            return "none";
        }
        StringBuilder out = new StringBuilder();
        for (IndexEntry.Default d : b.defaults()) {
            // The symbol and its value are what a reader copies: they stay on one line.
            out.append(out.length() == 0 ? "" : "<br>")
                    .append("<span class=\"symbol\">")
                    .append(SitePage.text(d.symbol() + "=" + d.value()))
                    .append("</span>")
                    .append(SitePage.text(
                            " (" + d.direction() + ", " + d.copyMode() + "; since " + d.sinceRun() + ")"));
        }
        return out.toString();
    }

    /** Tonight's headline throughput against the best, as the index and the board's page say it. */
    static String tonight(BoardSummary s) {
        return IndexEntry.Headline.of(s).map(IndexEntry.Headline::text).orElse(ReportFormat.MISSING);
    }

    private static String changes(IndexEntry b) {
        if (b.verdict() == null
                && b.changes().isEmpty()
                && b.slowerThanTheNightBefore().isEmpty()) {
            return "none";
        }
        StringBuilder out = new StringBuilder();
        if (b.verdict() != null) {
            out.append("<div class=\"verdict\">")
                    .append(SitePage.text(b.verdict()))
                    .append("</div>");
        }
        if (b.changes().isEmpty() && b.slowerThanTheNightBefore().isEmpty()) {
            return out.toString();
        }
        out.append("<ul class=\"changes\">");
        if (!b.slowerThanTheNightBefore().isEmpty()) {
            out.append("<li class=\"drop\">regression: ")
                    .append(SitePage.text(b.slowerNight()))
                    .append("</li>");
        }
        for (IndexEntry.Change c :
                b.changes().subList(0, Math.min(CHANGES_SHOWN, b.changes().size()))) {
            out.append(c.regression() ? "<li class=\"drop\">" : "<li>")
                    .append(SitePage.text(c.mark()))
                    .append(SitePage.text(c.text()))
                    .append("</li>");
        }
        return out.append("</ul>").toString();
    }
}
