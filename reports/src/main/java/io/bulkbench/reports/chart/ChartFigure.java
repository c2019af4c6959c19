package io.bulkbench.reports.chart;

import io.bulkbench.reports.HtmlText;
import java.util.Optional;

/**
 * The markup of a chart charts.js draws: a figure it draws into, its data as JSON in the
 * page (a JSON file beside it could not be read from file://), what a reader without
 * scripts sees instead, and the caption in words.
 */
public final class ChartFigure {
    private ChartFigure() {}

    /** {@code png} is the static picture's src (a path or a data URI), when there is one. */
    public static String html(BrowserChart chart, String title, String caption, Optional<String> png) {
        return html(ChartJson.of(chart), title, caption, png.map(src -> image(src, title)));
    }

    /** A chart of a run report; {@code noscript} is the markup shown without scripts. */
    public static String html(ReportChart chart, String noscript) {
        return html(chart.json(), chart.title(), chart.caption(), Optional.of(noscript));
    }

    /** The static picture at {@code src} with {@code title} as its text. */
    public static String image(String src, String title) {
        return "<img src=\"" + HtmlText.escape(src) + "\" alt=\"" + HtmlText.escape(title) + "\">";
    }

    private static String html(String json, String title, String caption, Optional<String> noscript) {
        StringBuilder out = new StringBuilder("<figure class=\"chart\"><div class=\"chart-title\">")
                .append(HtmlText.escape(title))
                .append(
                        "</div><div class=\"chart-plot\"></div>\n<script type=\"application/json\" class=\"chart-data\">")
                .append(json)
                .append("</script>\n");
        noscript.ifPresent(markup -> out.append("<noscript>").append(markup).append("</noscript>"));
        return out.append("<figcaption>")
                .append(HtmlText.escape(caption))
                .append("</figcaption></figure>\n")
                .toString();
    }
}
