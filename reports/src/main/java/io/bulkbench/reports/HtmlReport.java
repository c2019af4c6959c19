package io.bulkbench.reports;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.ReportSections.Panel;
import io.bulkbench.reports.chart.ChartAssets;
import io.bulkbench.reports.chart.ChartFigure;
import io.bulkbench.reports.chart.ReportChart;
import io.bulkbench.reports.chart.ReportCharts;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * report.html: one page a user can link or mail. Its charts are drawn in the browser, where
 * a reader can hover a point for its figure, zoom and hide curves. The page is mailed and
 * attached to CI jobs alone, so uPlot, charts.js and their styles are inline: 62 KiB more per
 * report (uPlot 1.6.30's minified script 48.5 KiB, charts.js 11.2 KiB, the styles 2.6 KiB),
 * and each chart's PNG stays for a reader without scripts. The page needs no network and no
 * file beside it. Order: the recommendation, the points whose simulator ran late (when
 * any did), the comparison (regressions first), one section per direction with copy and
 * no-copy side by side, completion intervals (when measured), baselines, failed points.
 * Every user-supplied string is escaped.
 */
public final class HtmlReport {
    static final String STYLE = """
            body{font-family:system-ui,sans-serif;margin:2em auto;max-width:1500px;padding:0 1em;color:#222}
            h1{font-size:1.6em}h2{border-bottom:1px solid #ccc;padding-bottom:.2em;margin-top:2em}
            table{border-collapse:collapse;margin:.5em 0 1.5em;max-width:100%}th,td{border:1px solid #ccc;padding:.25em .6em;text-align:left}
            td,code{overflow-wrap:anywhere;word-break:break-word}td.symbol{white-space:nowrap;overflow-wrap:normal;word-break:normal}
            th{background:#f3f3f3}tr.marked td{background:#fde2e1;font-weight:bold}
            .pair{display:flex;flex-wrap:wrap;gap:1em}.pair figure{flex:1 1 600px;margin:0}
            figure img{max-width:100%;height:auto;border:1px solid #eee}figcaption{font-size:.9em;color:#444}
            .warning{background:#fff4ce;border-left:4px solid #e0a800;padding:.5em 1em}
            .regressions{background:#fde2e1;border-left:4px solid #c0392b;padding:.5em 1em}
            code{background:#f3f3f3;padding:0 .2em}.meta{color:#555}summary{cursor:pointer;margin-bottom:.5em}
            """;

    private HtmlReport() {}

    /** Writes a run folder's page (it works alone) with the charts shared with report.md, atomically. */
    public static void write(ReportInput input, ReportCharts charts, Path file) throws IOException {
        AtomicFile.write(file, out -> write(input, charts, out));
    }

    public static void write(ReportInput input, ReportCharts charts, Writer out) throws IOException {
        ReportForm.write(input, charts, new Html(out, charts));
        out.flush();
    }

    /** report.html's look of each part. */
    private record Html(Writer out, ReportCharts charts) implements ReportForm {

        @Override
        public void heading(ReportInput input) throws IOException {
            String title = "bulkbench report: " + input.board() + " " + input.runId();
            out.write("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                    + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>"
                    + esc(title) + "</title>\n<style>\n" + STYLE + "</style>\n" + ChartAssets.inlined()
                    + "</head>\n<body>\n");
            out.write("<h1>" + esc(title) + "</h1>\n");
            out.write("<p class=\"meta\">Device <code>" + esc(input.device()) + "</code>, run <code>"
                    + esc(input.runId()) + "</code>, created " + esc(input.createdAt()) + ". Throughput in MB/s "
                    + "(10<sup>6</sup> bytes/s, as dd prints it), sizes in KiB (1024 bytes) and MiB (1024 KiB).</p>\n");
            out.write("<p class=\"meta\">Reproduce: <code>" + esc(input.reproduceCommand()) + "</code></p>\n");
        }

        @Override
        public void recommendation(List<Recommendation> recommendations, List<MeasuredPoint> corrupted)
                throws IOException {
            out.write("<section id=\"recommendation\">\n<h2>Recommendation</h2>\n");
            Optional<String> undecided = ReportSections.undecided(recommendations);
            if (undecided.isPresent()) {
                out.write("<p class=\"warning\" id=\"undecided\">" + esc(undecided.get()) + "</p>\n");
            }
            if (recommendations.isEmpty()) {
                out.write("<p>" + ReportSections.NO_RECOMMENDATION + "</p>\n");
            } else {
                out.write("<p>The defaults for <code>defaults.config</code>, with the evidence for each:</p>\n");
                out.write(ReportTables.recommendations(recommendations).html());
            }
            if (!corrupted.isEmpty()) {
                out.write("<p class=\"warning\">" + esc(ReportSections.corruptedIntro(corrupted.size()))
                        + " They are marked below.</p>\n");
            }
            out.write("</section>\n");
        }

        @Override
        public void late(List<MeasuredPoint> late) throws IOException {
            out.write("<section id=\"simulator-late\">\n<h2>" + ReportSections.LATE_TITLE
                    + "</h2>\n<p class=\"warning\">" + esc(ReportSections.lateIntro(late.size()))
                    + " They are marked below.</p>\n");
            out.write(ReportTables.late(late).html());
            out.write("</section>\n");
        }

        @Override
        public void comparison(long regressions, String otherVerdicts, List<PointChange> changes) throws IOException {
            out.write("<section id=\"comparison\">\n<h2>Comparison with the baseline run</h2>\n");
            out.write("<p class=\"" + (regressions > 0 ? "regressions" : "meta") + "\">" + regressions
                    + " regression(s), " + esc(otherVerdicts) + "</p>\n");
            List<PointChange> notable = changes.stream()
                    .filter(c -> c.verdict() != Verdict.UNCHANGED)
                    .toList();
            List<PointChange> unchanged = changes.stream()
                    .filter(c -> c.verdict() == Verdict.UNCHANGED)
                    .toList();
            if (!notable.isEmpty()) {
                out.write(ReportTables.changes(notable).html());
            }
            // Unchanged points are most of a nightly comparison; folded, they no longer push the charts off screen.
            if (!unchanged.isEmpty()) {
                out.write("<details><summary>" + unchanged.size() + " unchanged point(s)</summary>\n"
                        + ReportTables.changes(unchanged).html() + "</details>\n");
            }
            out.write("</section>\n");
        }

        @Override
        public void directionStart(Direction d) throws IOException {
            out.write("<section id=\"direction-" + d.label() + "\">\n<h2>Direction " + d.label() + "</h2>\n");
        }

        @Override
        public void charts(List<? extends ReportChart> shown) throws IOException {
            StringBuilder figures = new StringBuilder();
            for (ReportChart c : shown) {
                figures.append(
                        ChartFigure.html(c, ChartFigure.image(charts.image(c).dataUri(), c.title())));
            }
            out.write("<div class=\"pair\">\n" + figures + "</div>\n");
        }

        @Override
        public void panel(Panel p) throws IOException {
            out.write("<h3>" + esc(p.title()) + "</h3>\n");
            if (!p.fits().isEmpty()) {
                out.write(
                        "<h4>Selected fits</h4>\n" + ReportTables.fits(p.fits()).html());
            }
            out.write("<h4>Points</h4>\n" + ReportTables.points(p.points()).html());
        }

        @Override
        public void directionEnd() throws IOException {
            out.write("</section>\n");
        }

        @Override
        public void section(TableSection section) throws IOException {
            out.write(section.html());
        }

        @Override
        public void baselines(List<MeasuredPoint> baselines, double bestMbS) throws IOException {
            out.write("<section id=\"baselines\">\n<h2>Baselines for scale</h2>\n<p>What the harness moves without "
                    + "the device under test; a device far below these is the bottleneck, not the harness.</p>\n");
            out.write(ReportTables.baselines(baselines, bestMbS).html());
            out.write("</section>\n");
        }

        @Override
        public void failed(List<MeasuredPoint> failed) throws IOException {
            out.write("<section id=\"failed\">\n<h2>Failed points</h2>\n");
            out.write(ReportTables.failed(failed).html());
            out.write("</section>\n");
        }

        @Override
        public void end() throws IOException {
            out.write("</body>\n</html>\n");
        }
    }

    private static String esc(String text) {
        return HtmlText.escape(text);
    }
}
