package io.bulkbench.reports.chart;

import io.bulkbench.reports.HtmlText;
import java.util.Optional;

/**
 * The markup of a {@link BrowserChart}: a figure charts.js draws into, its data as JSON in
 * the page (a JSON file beside it could not be read from file://), the PNG for a reader
 * without scripts, and the caption in words.
 */
public final class ChartFigure {
    private ChartFigure() {}

    /** {@code png} is the static picture's src (a path or a data URI), when there is one. */
    public static String html(BrowserChart chart, String title, String caption, Optional<String> png) {
        StringBuilder out = new StringBuilder("<figure class=\"chart\"><div class=\"chart-title\">")
                .append(HtmlText.escape(title))
                .append(
                        "</div><div class=\"chart-plot\"></div>\n<script type=\"application/json\" class=\"chart-data\">")
                .append(ChartJson.of(chart))
                .append("</script>\n");
        png.ifPresent(src -> out.append("<noscript><img src=\"")
                .append(HtmlText.escape(src))
                .append("\" alt=\"")
                .append(HtmlText.escape(title))
                .append("\"></noscript>"));
        return out.append("<figcaption>")
                .append(HtmlText.escape(caption))
                .append("</figcaption></figure>\n")
                .toString();
    }
}
