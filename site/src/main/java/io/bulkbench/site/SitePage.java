package io.bulkbench.site;

import io.bulkbench.reports.HtmlText;
import io.bulkbench.reports.chart.ChartAssets;
import java.util.List;

/**
 * What every page of the site shares: the head with its inline style (no CDN, no font;
 * a page of charts links the site's own scripts, so it works from file:// and offline), and escaped pieces of markup. Every text that
 * reaches a page passes {@link #text} or {@link #link}, so a board named
 * {@code <script>} is shown as those characters.
 */
final class SitePage {
    private static final String STYLE = """
            body{font-family:system-ui,sans-serif;margin:2em auto;max-width:1500px;padding:0 1em;color:#222}
            h1{font-size:1.6em}h2{border-bottom:1px solid #ccc;padding-bottom:.2em;margin-top:2em}
            table{border-collapse:collapse;margin:.5em 0 1.5em;max-width:100%}
            th,td{border:1px solid #ccc;padding:.25em .6em;text-align:left;vertical-align:top}
            td,code{overflow-wrap:anywhere;word-break:break-word}th{background:#f3f3f3}
            .status-regression{background:#fde2e1;font-weight:bold}.status-failed-points{background:#fff4ce}
            .status-not-run{background:#eee;color:#555}.status-ok{background:#e3f4e1}
            .status-not-judged{background:#e6e6fa;font-weight:bold}
            figure{margin:0 0 1.5em}figure img{max-width:100%;height:auto;border:1px solid #eee}
            figcaption{font-size:.9em;color:#444}.meta{color:#555}ul.changes{margin:0;padding-left:1.2em}
            .drop{color:#a0261b;font-weight:bold}code{background:#f3f3f3;padding:0 .2em}
            .stage{color:#222;font-weight:normal;margin:.2em 0 .4em}
            td.symbol,span.symbol,td.verdict{white-space:nowrap;overflow-wrap:normal;word-break:normal}
            td.outlier{background:#fde2e1;font-weight:bold}
            """;

    private SitePage() {}

    /** The page's start up to its h1; {@code up} leads from the page back to the site's top ("" or "../../"). */
    static String head(String title, String up) {
        return head(title, up, "");
    }

    /** The page's start with the links a page of charts needs ({@link ChartAssets}). */
    static String headWithCharts(String title, String up) {
        return head(title, up, ChartAssets.linked(up + SiteFolder.ASSETS + "/"));
    }

    /**
     * The page's start for a page drawn from the site's data: the chart assets, then
     * {@code data} (files relative to the page, each adding to {@code window.bulkbenchNights}),
     * then site.js, all deferred, so site.js runs once every data file has.
     */
    static String headWithData(String title, String up, List<String> data) {
        StringBuilder scripts = new StringBuilder(ChartAssets.linked(up + SiteFolder.ASSETS + "/"));
        for (String d : data) {
            scripts.append("<script src=\"").append(attr(d)).append("\" defer></script>\n");
        }
        scripts.append(siteScript(up, true));
        return head(title, up, scripts.toString());
    }

    /** The tag of site.js, deferred in a head or run where it stands (after a table it works on). */
    static String siteScript(String up, boolean deferred) {
        return "<script src=\"" + attr(up + SiteFolder.asset(SiteAssets.SITE_JS.fileName())) + "\""
                + (deferred ? " defer" : "") + "></script>\n";
    }

    private static String head(String title, String up, String more) {
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" + text(title)
                + "</title>\n<link rel=\"alternate\" type=\"application/atom+xml\" title=\"Regressions\" href=\""
                + attr(up + SiteFolder.FEED_XML) + "\">\n" + more + "<style>\n" + STYLE
                + "</style>\n</head>\n<body>\n<h1>"
                + text(title) + "</h1>\n";
    }

    /**
     * A box that narrows the page's {@code table.boards} rows to those holding every word
     * typed; hidden until site.js ({@link #filterScript}, placed after the rows) shows it,
     * so without script there is no box that does nothing, and every row is in the page.
     */
    static String filterBox(String placeholder) {
        return "<p><input id=\"filter\" type=\"search\" hidden placeholder=\"" + attr(placeholder)
                + "\" aria-label=\"filter boards\" size=\"40\"></p>\n";
    }

    /** The script of {@link #filterBox}, after the rows it filters, sorts and pages; {@code up} leads to the top. */
    static String filterScript(String up) {
        return siteScript(up, false);
    }

    static String end() {
        return "</body>\n</html>\n";
    }

    static String text(String text) {
        return HtmlText.escape(text);
    }

    static String attr(String value) {
        return HtmlText.escape(value);
    }

    /** A link to a relative path of the site; the path's characters are escaped like any other. */
    static String link(String href, String text) {
        return "<a href=\"" + attr(href) + "\">" + text(text) + "</a>";
    }

    /** The CSS class of a status: {@code status-regression} for "regression". */
    static String statusClass(String label) {
        return "status-" + label.replace(' ', '-');
    }
}
