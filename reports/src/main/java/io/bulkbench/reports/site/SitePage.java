package io.bulkbench.reports.site;

import io.bulkbench.reports.HtmlText;
import io.bulkbench.reports.chart.ChartAssets;

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

    /** Hides the rows whose text does not hold the filter's words; the rows stay in the page without it. */
    private static final String FILTER_SCRIPT = """
            <script>
            (function(){var box=document.getElementById('filter');var rows=document.querySelectorAll('tr.board');
            box.hidden=false;box.addEventListener('input',function(){var words=box.value.toLowerCase().split(/\\s+/);
            rows.forEach(function(r){var t=r.textContent.toLowerCase();
            r.hidden=!words.every(function(w){return t.indexOf(w)>=0;});});});})();
            </script>
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

    private static String head(String title, String up, String more) {
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" + text(title)
                + "</title>\n<link rel=\"alternate\" type=\"application/atom+xml\" title=\"Regressions\" href=\""
                + attr(up + SiteFolder.FEED_XML) + "\">\n" + more + "<style>\n" + STYLE
                + "</style>\n</head>\n<body>\n<h1>"
                + text(title) + "</h1>\n";
    }

    /**
     * A box that narrows the page's {@code tr.board} rows to those holding every word typed;
     * hidden until {@link #filterScript} (placed after the rows) shows it, so without script
     * there is no box that does nothing.
     */
    static String filterBox(String placeholder) {
        return "<p><input id=\"filter\" type=\"search\" hidden placeholder=\"" + attr(placeholder)
                + "\" aria-label=\"filter boards\" size=\"40\"></p>\n";
    }

    /** The script of {@link #filterBox}, after the rows it filters. */
    static String filterScript() {
        return FILTER_SCRIPT;
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
