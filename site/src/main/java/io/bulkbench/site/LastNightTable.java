package io.bulkbench.site;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.analysis.trend.BoardSummary;
import io.bulkbench.core.PValueText;
import io.bulkbench.core.PercentText;
import io.bulkbench.core.ThroughputText;
import io.bulkbench.reports.ReportFormat;
import java.util.List;

/**
 * A board page's listing of last night against the night before: the points that
 * regressed, those the simulator's lateness left unjudged and those that improved, each
 * with the figures of its compare.csv row (baseline and candidate MB/s, change, p-value and
 * test). They are the verdict stored when the night was recorded ({@link
 * BoardSummary#againstTheNightBefore()}), shown, not judged again; the night's change points
 * are the rest of that verdict, shown above the table. A plain table, readable without scripts.
 */
final class LastNightTable {
    /** The verdicts listed, in the order listed. */
    private static final List<Verdict> LISTED =
            List.of(Verdict.REGRESSION, Verdict.SIMULATOR_LATE, Verdict.IMPROVEMENT);

    private LastNightTable() {}

    static void html(BoardSummary s, StringBuilder out) {
        out.append("<h2 id=\"last-night-heading\">Last night against the night before</h2>\n");
        List<PointChange> judged = s.againstTheNightBefore();
        if (judged.isEmpty()) {
            out.append("<p>Last night has no verdict against a night before: it is the first night of its plan,"
                    + " or it was never judged.</p>\n");
            return;
        }
        out.append("<p class=\"meta\">")
                .append(SitePage.text(
                        s.latest().map(r -> "Run " + r.runId() + ": its").orElse("Its")
                                + " points against the run before it of the same plan, at the board's threshold of "
                                + PercentText.tenth(s.threshold())
                                + ", as judged once when it was recorded (what nightly writes into its compare.csv)."
                                + " The night's change points, above, are the rest of its verdict."))
                .append("</p>\n");
        List<PointChange> listed = LISTED.stream()
                .flatMap(v -> judged.stream().filter(c -> c.verdict() == v))
                .toList();
        if (!listed.isEmpty()) {
            out.append("<table id=\"last-night\">\n<thead><tr><th>verdict</th><th>point</th>"
                    + "<th>baseline (MB/s)</th><th>candidate (MB/s)</th><th>change</th><th>p-value, test</th>"
                    + "</tr></thead>\n<tbody>\n");
            listed.forEach(c -> row(c, out));
            out.append("</tbody>\n</table>\n");
        }
        out.append("<p>")
                .append(SitePage.text(
                        (listed.isEmpty() ? "No point regressed, went unjudged or improved: " : "Besides: ")
                                + PointChange.count(judged, Verdict.UNCHANGED) + " point(s) unchanged, "
                                + PointChange.count(judged, Verdict.NOT_COMPARABLE) + " not comparable."))
                .append("</p>\n");
    }

    private static void row(PointChange c, StringBuilder out) {
        boolean late = c.verdict() == Verdict.SIMULATOR_LATE;
        out.append("<tr data-verdict=\"")
                .append(SitePage.attr(c.verdict().label()))
                .append("\"><td class=\"verdict ")
                .append(SitePage.statusClass(
                        late ? "not judged" : c.verdict() == Verdict.REGRESSION ? "regression" : "ok"))
                .append("\">")
                .append(SitePage.text(
                        late ? "not judged (simulator late)" : c.verdict().label()))
                .append("</td><td>")
                .append(SitePage.text(SiteBoard.describe(c.key())))
                .append("</td><td>")
                .append(SitePage.text(ThroughputText.figure(c.baselineMbS())))
                .append("</td><td>")
                .append(SitePage.text(ThroughputText.figure(c.candidateMbS())))
                .append("</td><td>")
                .append(SitePage.text(change(c)))
                .append("</td><td>")
                .append(SitePage.text(PValueText.of(c.pValue(), c.test())))
                .append("</td></tr>\n");
    }

    /** "-22.2 %", and where the simulator ran late the highest the true change can be. */
    private static String change(PointChange c) {
        String change = ReportFormat.signedPercent(c.relativeChange());
        return c.qualifiedByLateness()
                ? change + " (at most " + ReportFormat.signedPercent(c.highestChange())
                        + " allowing for the simulator's lateness)"
                : change;
    }
}
