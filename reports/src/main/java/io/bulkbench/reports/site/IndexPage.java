package io.bulkbench.reports.site;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.trend.BoardSummary;
import io.bulkbench.analysis.trend.LevelChange;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.core.ThroughputText;
import io.bulkbench.reports.ReportFormat;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The site's index.html: one row per board with last night's status, the latest run, the
 * recommended defaults and the night each last changed, tonight's headline throughput
 * against the board's best, a small trend line and the latest change points, regressions
 * first.
 */
final class IndexPage {
    /** Change points per board on the index; the board's page lists them all. */
    static final int CHANGES_SHOWN = 3;

    private IndexPage() {}

    static String html(List<SiteBoard> boards, Optional<Instant> newest) {
        StringBuilder out = new StringBuilder(SitePage.head("bulkbench lab: every board, every night", ""));
        out.append("<p class=\"meta\">")
                .append(SitePage.text(boards.size() + " board(s); the newest run started "
                        + newest.map(Instant::toString).orElse("never") + ". Status is last night's: ok, regression "
                        + "(slower than the night before, or a drop confirmed by a change point, beyond what the "
                        + "simulator's lateness can explain), failed points, not judged (a drop the simulator's lateness "
                        + "may explain), or not run (no run within a day of the newest). Throughput in MB/s "
                        + "(10^6 bytes/s)."))
                .append("</p>\n<p class=\"meta\">For machines: ")
                .append(SitePage.link(SiteFolder.INDEX_JSON, SiteFolder.INDEX_JSON))
                .append(", the regressions as an Atom feed: ")
                .append(SitePage.link(SiteFolder.FEED_XML, SiteFolder.FEED_XML))
                .append(", and each board's history.csv.</p>\n")
                .append(ComparisonPages.links(boards));
        out.append("<table id=\"boards\">\n<thead><tr><th>board</th><th>status</th><th>latest run</th>"
                + "<th>recommended defaults (since)</th><th>tonight against best</th><th>trend</th>"
                + "<th>latest change points</th></tr></thead>\n<tbody>\n");
        for (SiteBoard b : boards) {
            row(b, out);
        }
        out.append("</tbody>\n</table>\n").append(SitePage.end());
        return out.toString();
    }

    private static void row(SiteBoard b, StringBuilder out) {
        BoardSummary s = b.summary();
        String status = s.status().label();
        out.append("<tr class=\"board\" data-status=\"")
                .append(SitePage.attr(status))
                .append("\"><td>")
                .append(SitePage.link(SiteFolder.boardPage(s.board()), s.board()))
                .append("</td><td class=\"")
                .append(SitePage.statusClass(status))
                .append("\">")
                .append(SitePage.text(s.statusLine()))
                .append("</td><td>")
                .append(SitePage.text(s.latest().map(IndexPage::run).orElse("none")))
                .append("</td><td>")
                .append(defaults(s))
                .append("</td><td>")
                .append(SitePage.text(tonight(s)))
                .append("</td><td>");
        b.spark()
                .ifPresent(name -> out.append("<img src=\"")
                        .append(SitePage.attr(SiteFolder.board(s.board()) + "/" + name))
                        .append("\" alt=\"trend of the headline point\" width=\"160\" height=\"36\">"));
        out.append("</td><td>").append(changes(s)).append("</td></tr>\n");
    }

    /** "2 point(s) slower than the night before, the most in no-copy 16 KiB x 2: 22.6 -> 9.80 MB/s (-56.6 %)". */
    static String slowerNight(BoardSummary s) {
        PointChange worst = s.slowerThanTheNightBefore().stream()
                .min(java.util.Comparator.comparingDouble(PointChange::relativeChange))
                .orElseThrow();
        return s.slowerThanTheNightBefore().size() + " point(s) slower than the night before, the most "
                + SiteBoard.describe(worst.key()) + ": " + ThroughputText.figure(worst.baselineMbS()) + " -> "
                + ThroughputText.of(worst.candidateMbS()) + " ("
                + ReportFormat.signedPercent(worst.relativeChange())
                + ")";
    }

    static String run(RecordedRun run) {
        return run.runId() + " (" + run.info().started().toString().substring(0, 10) + ")"
                + (run.info().label().isEmpty() ? "" : ", " + run.info().label());
    }

    private static String defaults(BoardSummary s) {
        if (s.defaults().isEmpty()) {
            return "none";
        }
        StringBuilder out = new StringBuilder();
        for (BoardSummary.CurrentDefault d : s.defaults()) {
            out.append(out.length() == 0 ? "" : "<br>")
                    .append(SitePage.text(
                            d.history().symbol() + "=" + d.latest().value() + " ("
                                    + d.history().direction().label() + ", "
                                    + d.history().copyMode().label() + "; since "
                                    + d.since().run().runId() + ")"));
        }
        return out.toString();
    }

    static String tonight(BoardSummary s) {
        if (s.headline().isEmpty()) {
            return ReportFormat.MISSING;
        }
        return ThroughputText.figure(s.tonightMbS()) + " of best " + ThroughputText.of(s.bestMbS()) + " ("
                + ReportFormat.percent(s.shareOfBest()) + ") at "
                + SiteBoard.describe(s.headline().get().key());
    }

    private static String changes(BoardSummary s) {
        if (s.changes().isEmpty() && s.slowerThanTheNightBefore().isEmpty()) {
            return "none";
        }
        StringBuilder out = new StringBuilder("<ul class=\"changes\">");
        if (!s.slowerThanTheNightBefore().isEmpty()) {
            out.append("<li class=\"drop\">regression: ")
                    .append(SitePage.text(slowerNight(s)))
                    .append("</li>");
        }
        for (LevelChange c :
                s.changes().subList(0, Math.min(CHANGES_SHOWN, s.changes().size()))) {
            out.append(s.isRegression(c) ? "<li class=\"drop\">" : "<li>")
                    .append(SitePage.text(c.mark(s.threshold())))
                    .append(SitePage.text(SiteBoard.describe(c)))
                    .append("</li>");
        }
        return out.append("</ul>").toString();
    }
}
