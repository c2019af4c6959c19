package io.bulkbench.reports.chart;

import io.bulkbench.reports.HtmlText;

/**
 * The markup of a chart charts.js draws: a figure it draws into, its data as JSON in the
 * page (a JSON file beside it could not be read from file://), what a reader without
 * scripts sees instead, and the caption in words.
 */
public final class ChartFigure {
    private ChartFigure() {}

    /** A chart of a run report; {@code noscript} is the markup shown without scripts. */
    public static String html(ReportChart chart, String noscript) {
        return "<figure class=\"chart\"><div class=\"chart-title\">" + HtmlText.escape(chart.title())
                + "</div><div class=\"chart-plot\"></div>\n<script type=\"application/json\" class=\"chart-data\">"
                + chart.json() + "</script>\n<noscript>" + noscript + "</noscript><figcaption>"
                + HtmlText.escape(chart.caption()) + "</figcaption></figure>\n";
    }

    /** The static picture at {@code src} with {@code title} as its text. */
    public static String image(String src, String title) {
        return "<img src=\"" + HtmlText.escape(src) + "\" alt=\"" + HtmlText.escape(title) + "\">";
    }
}
