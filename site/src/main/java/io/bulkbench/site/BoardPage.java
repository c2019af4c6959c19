package io.bulkbench.site;

import io.bulkbench.analysis.bisect.RecordedBisection;
import io.bulkbench.analysis.explain.RecordedExplanation;
import io.bulkbench.analysis.trend.BoardSummary;
import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.ChangePointFinding;
import io.bulkbench.analysis.trend.DefaultTrend;
import io.bulkbench.analysis.trend.LevelChange;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.analysis.trend.NightlyPoint;
import io.bulkbench.analysis.trend.PointTrend;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.ThroughputText;
import io.bulkbench.reports.BisectText;
import io.bulkbench.reports.ChangeLine;
import io.bulkbench.reports.ReportFormat;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A board's page: its status, last night's verdict as it was stored, whole (the night in one
 * line and its change points), last night against the night before point by point
 * ({@link LastNightTable}), trend charts of its key points (confidence band, change
 * points marked, drawn by site.js from the board's nights, {@link BoardData}), its recommended defaults over
 * time, its change points over nights (each with the
 * explain comparisons placed by it: which stage moved), the comparisons no change point
 * matched, its recorded bisections, and a table of nights, each linking its night's page
 * ({@link SiteFolder#nightPage}) and the run's own report where it was copied in. Newest night first.
 */
final class BoardPage {
    private static final String UP = "../../";

    private BoardPage() {}

    static String html(SiteBoard b) {
        BoardSummary s = b.summary();
        BoardTrend h = s.trend();
        List<String> data = b.months().stream().map(SiteFolder::nightData).toList();
        StringBuilder out = new StringBuilder(SitePage.headWithData("Board " + s.board(), UP, data));
        out.append("<p class=\"meta\">")
                .append(SitePage.link(UP + SiteFolder.INDEX_HTML, "All boards"))
                .append(ComparisonPages.link(b, UP))
                .append(" · ")
                .append(SitePage.text(
                        h.runs().size() + " run(s) of plan " + h.plan().id()
                                + (h.otherPlans().isEmpty()
                                        ? ""
                                        : "; runs of " + h.otherPlans().size() + " other plan(s) are not compared")))
                .append("</p>\n<p>Last night: <span class=\"")
                .append(SitePage.statusClass(s.status().label()))
                .append("\">")
                .append(SitePage.text(s.statusLine()))
                .append("</span>. Tonight against best: ")
                .append(SitePage.text(IndexPage.tonight(s)))
                .append(".</p>\n");
        s.acknowledged()
                .ifPresent(a -> out.append("<p class=\"meta\">")
                        .append(SitePage.text(ChangeLine.acknowledged(a) + ", by " + a.by() + " at " + a.at()
                                + ". Change points are judged from that night on; the change acknowledged is still listed"
                                + " below."))
                        .append("</p>\n"));
        verdict(s, out);
        LastNightTable.html(s, out);
        out.append("<h2>Trends of the key points</h2>\n");
        out.append("<p class=\"meta\">Hover a night for its label, run, value and error; drag to zoom (more nights"
                        + " than the chart has pixels are drawn from each pixel's lowest and highest, a zoom at full"
                        + " detail), double-click for every"
                        + " night again; click a night for its page; click a legend entry to show or hide it.</p>\n"
                        + "<div id=\"trends\"><p>The trends are drawn by script from the board's nights; without it, the"
                        + " table of nights below has each night's headline figure and links its page.</p></div>\n"
                        + "<script type=\"application/json\" id=\"board-data\">")
                .append(BoardData.json(b))
                .append("</script>\n<p><button id=\"download-csv\" type=\"button\" hidden>Download every night as"
                        + " CSV</button></p>\n");
        held(b.defaults(), out);
        defaults(h.defaults(), out);
        changes(b, out);
        bisections(b, out);
        nights(b, out);
        return out.append(SitePage.end()).toString();
    }

    /**
     * Last night's verdict as it was stored when its run was recorded, whole: the night in one
     * line (its outcome, the run it was judged against, the acknowledgement then in force) and
     * each of its change points with its nights and size.
     */
    private static void verdict(BoardSummary s, StringBuilder out) {
        out.append("<h2 id=\"verdict-heading\">Last night's verdict</h2>\n");
        if (s.verdict().isEmpty()) {
            out.append("<p id=\"verdict\">None stored: last night was never judged.</p>\n");
            return;
        }
        NightVerdict v = s.verdict().get();
        out.append("<p id=\"verdict\" data-outcome=\"")
                .append(SitePage.attr(v.outcome().label()))
                .append("\">")
                .append(SitePage.text(ChangeLine.outcome(v)))
                .append("</p>\n");
        if (v.changePoints().isEmpty()) {
            return;
        }
        out.append("<ul id=\"verdict-change-points\">\n");
        for (ChangePointFinding f : v.changePoints()) {
            out.append(f.kind() == ChangePointFinding.Kind.REGRESSION ? "<li class=\"drop\"" : "<li")
                    .append(" data-verdict=\"")
                    .append(SitePage.attr(f.kind().label()))
                    .append("\" data-before-run=\"")
                    .append(SitePage.attr(f.beforeRun()))
                    .append("\" data-after-run=\"")
                    .append(SitePage.attr(f.afterRun()))
                    .append("\">")
                    .append(SitePage.text(ChangeLine.changePoint(f, v.acknowledgement())))
                    .append("</li>\n");
        }
        out.append("</ul>\n");
    }

    /**
     * Each default the latest night recommends, as the board's nights hold it: the held value
     * and since when, or "unsettled" with the values seen and why ({@link
     * io.bulkbench.analysis.trend.HeldDefault}), with MB/s and CPU per MB at the latest value.
     */
    private static void held(List<IndexEntry.Default> defaults, StringBuilder out) {
        out.append("<h2 id=\"held-heading\">Defaults held over nights</h2>\n");
        if (defaults.isEmpty()) {
            out.append("<p>No run recommended a default.</p>\n");
            return;
        }
        out.append("<table id=\"held\">\n<thead><tr><th>symbol</th><th>device</th><th>direction, copy mode</th>"
                + "<th>held</th><th>MB/s at it</th><th>CPU per MB at it</th></tr></thead>\n<tbody>\n");
        for (IndexEntry.Default d : defaults) {
            out.append("<tr data-symbol=\"")
                    .append(SitePage.attr(d.symbol()))
                    .append("\" data-held=\"")
                    .append(d.holds() ? SitePage.attr(d.value()) : "")
                    .append("\"")
                    .append(d.holds() ? "" : " class=\"unsettled\"")
                    .append(">");
            DefaultFigures.cells(d, out);
            out.append("</tr>\n");
        }
        out.append("</tbody>\n</table>\n");
    }

    private static void defaults(List<DefaultTrend> defaults, StringBuilder out) {
        out.append("<h2>Recommended defaults over time</h2>\n");
        if (defaults.isEmpty()) {
            out.append("<p>No run recommended a default.</p>\n");
            return;
        }
        out.append("<table id=\"defaults\">\n<thead><tr><th>symbol</th><th>device</th><th>direction, copy mode</th>"
                + "<th>value from run (nights)</th></tr></thead>\n<tbody>\n");
        for (DefaultTrend d : defaults) {
            StringBuilder spans = new StringBuilder();
            List<DefaultTrend.Night> nights = d.nights();
            int start = 0;
            for (int i = 1; i <= nights.size(); i++) {
                if (i == nights.size()
                        || !nights.get(i).value().equals(nights.get(start).value())) {
                    spans.append(spans.length() == 0 ? "" : " -> ")
                            .append(nights.get(start).value())
                            .append(" from ")
                            .append(nights.get(start).run().runId())
                            .append(" (")
                            .append(i - start)
                            .append(')');
                    start = i;
                }
            }
            out.append("<tr><td class=\"symbol\">")
                    .append(SitePage.text(d.symbol()))
                    .append("</td><td>")
                    .append(SitePage.text(d.device()))
                    .append("</td><td>")
                    .append(SitePage.text(
                            d.direction().label() + ", " + d.copyMode().label()))
                    .append("</td><td>")
                    .append(SitePage.text(spans.toString()))
                    .append("</td></tr>\n");
        }
        out.append("</tbody>\n</table>\n");
    }

    /**
     * Every change point, regressions first, each with the explain comparisons that belong to
     * it ({@link ExplanationPlacement}): which stage moved; then the comparisons none matched.
     */
    private static void changes(SiteBoard b, StringBuilder out) {
        BoardSummary s = b.summary();
        Map<LevelChange, List<RecordedExplanation>> placed = new IdentityHashMap<>();
        List<RecordedExplanation> unplaced = new ArrayList<>();
        for (RecordedExplanation e : b.explanations()) {
            ExplanationPlacement.explained(e, s.changes())
                    .ifPresentOrElse(
                            c -> placed.computeIfAbsent(c, k -> new ArrayList<>())
                                    .add(e),
                            () -> unplaced.add(e));
        }
        out.append("<h2 id=\"change-points-heading\">Change points over nights, regressions first</h2>\n"
                + "<p class=\"meta\">Every change point of the board's history; each marked as last night's"
                + " verdict calls it, where the verdict holds it.</p>\n");
        if (s.changes().isEmpty()) {
            out.append("<p>No point's level moved (E-divisive means, as <code>bulkbench changes</code> finds them)."
                    + "</p>\n");
        } else {
            out.append("<ul class=\"changes\">\n");
            for (LevelChange c : s.changes()) {
                out.append(s.isRegression(c) ? "<li class=\"drop\">" : "<li>")
                        .append(SitePage.text(
                                s.judged(c).map(f -> f.kind().label() + ": ").orElse("")))
                        .append(SitePage.text(SiteBoard.describe(c)));
                for (RecordedExplanation e : placed.getOrDefault(c, List.of())) {
                    out.append("<div class=\"stage\">")
                            .append(SitePage.text(whichStageMoved(e)))
                            .append("</div>");
                }
                out.append("</li>\n");
            }
            out.append("</ul>\n");
        }
        unplaced(unplaced, out);
    }

    /** The explain comparisons no change point matched ({@link ExplanationPlacement}), under their own heading. */
    private static void unplaced(List<RecordedExplanation> unplaced, StringBuilder out) {
        if (unplaced.isEmpty()) {
            return;
        }
        out.append("<h2>Which stage moved, away from any change point</h2>\n<ul id=\"explanations\">\n");
        for (RecordedExplanation e : unplaced) {
            out.append("<li>").append(SitePage.text(whichStageMoved(e))).append("</li>\n");
        }
        out.append("</ul>\n");
    }

    /** "Which stage moved: SUMMARY (from run BEFORE to run AFTER)". */
    private static String whichStageMoved(RecordedExplanation e) {
        return "Which stage moved: " + e.change().summary() + " (from run " + e.beforeRun() + " to run " + e.afterRun()
                + ")";
    }

    /**
     * The board's recorded bisections, newest first: range, outcome and culprit, and the
     * change point each explains ({@link BisectionPlacement}), or that none matched.
     */
    private static void bisections(SiteBoard b, StringBuilder out) {
        out.append("<h2>Bisections</h2>\n");
        if (b.bisections().isEmpty()) {
            out.append("<p>No bisection recorded (<code>bulkbench bisect --db URL</code> records one).</p>\n");
            return;
        }
        BoardSummary s = b.summary();
        out.append("<ul id=\"bisections\">\n");
        for (int i = b.bisections().size() - 1; i >= 0; i--) {
            RecordedBisection r = b.bisections().get(i);
            Optional<LevelChange> explained =
                    BisectionPlacement.explained(r, s.changes(), s.trend().runs());
            out.append("<li>")
                    .append(SitePage.text(r.when().started().toString().substring(0, 10) + ", "
                            + BisectText.commit(r.range().good()) + ".."
                            + BisectText.commit(r.range().bad())
                            + " at " + r.points().size() + " point(s): "))
                    .append("<strong>")
                    .append(SitePage.text(outcome(r)))
                    .append("</strong>")
                    .append(SitePage.text(explained
                            .map(c -> "; explains the change point " + SiteBoard.describe(c))
                            .orElse("; no change point of its points started by its bad end")))
                    .append("</li>\n");
        }
        out.append("</ul>\n");
    }

    /** "first bad commit SHA12 SUBJECT", "one of SHA12 SHA12", or "the ends do not differ". */
    private static String outcome(RecordedBisection r) {
        return switch (r.conclusion().outcome()) {
            case FOUND ->
                "first bad commit " + BisectText.commit(r.conclusion().commits().get(0)) + " "
                        + r.conclusion().subject();
            case ONE_OF ->
                "first bad commit is one of "
                        + String.join(
                                " ",
                                r.conclusion().commits().stream()
                                        .map(BisectText::commit)
                                        .toList());
            case ENDS_ALIKE -> "the ends do not differ beyond the threshold";
        };
    }

    private static void nights(SiteBoard b, StringBuilder out) {
        BoardSummary s = b.summary();
        List<RecordedRun> runs = s.trend().runs();
        out.append("<h2>Nights</h2>\n<table id=\"nights\">\n<thead><tr><th>run</th><th>started</th><th>host</th>"
                + "<th>label</th><th>headline MB/s</th><th>failed points</th></tr></thead>\n<tbody>\n");
        Map<RecordedRun, MeasuredPoint> headline = new HashMap<>();
        s.headline().ifPresent(p -> p.nights().forEach(n -> headline.put(n.run(), n.point())));
        Map<RecordedRun, Integer> failedPoints = new HashMap<>();
        for (PointTrend p : s.trend().points()) {
            for (NightlyPoint n : p.nights()) {
                if (!n.point().isOk()) {
                    failedPoints.merge(n.run(), 1, Integer::sum);
                }
            }
        }
        for (int i = runs.size() - 1; i >= 0; i--) {
            RecordedRun run = runs.get(i);
            String id =
                    SitePage.link(UP + SiteFolder.nightPage(s.board(), NightData.month(run), run.runId()), run.runId())
                            + (b.copiedRuns().contains(run.runId())
                                    ? " (" + SitePage.link(SiteFolder.runReport(run.runId()), "its own report") + ")"
                                    : "");
            MeasuredPoint point = headline.get(run);
            String mbS =
                    point != null && point.isOk() ? ThroughputText.figure(point.throughputMbS()) : ReportFormat.MISSING;
            int failed = failedPoints.getOrDefault(run, 0);
            out.append("<tr><td>")
                    .append(id)
                    .append("</td><td>")
                    .append(SitePage.text(run.info().started().toString()))
                    .append("</td><td>")
                    .append(SitePage.text(run.info().host()))
                    .append("</td><td>")
                    .append(SitePage.text(run.info().label()))
                    .append("</td><td>")
                    .append(SitePage.text(mbS))
                    .append("</td><td>")
                    .append(failed)
                    .append("</td></tr>\n");
        }
        out.append("</tbody>\n</table>\n");
    }
}
