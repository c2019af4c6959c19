package io.bulkbench.reports;

import io.bulkbench.reports.chart.ChartAssets;
import io.bulkbench.reports.chart.ChartFigure;
import io.bulkbench.reports.chart.ReportChart;
import io.bulkbench.reports.chart.ReportCharts;
import java.util.Objects;
import java.util.Optional;

/**
 * How report.html carries its charts, which the browser draws (uPlot through charts.js).
 *
 * <p>{@link #standalone()}, a run folder's report: it is mailed and attached to CI jobs alone,
 * so uPlot, charts.js and their styles are inline: 62 KiB more per report (uPlot 1.6.30's
 * minified script 48.5 KiB, charts.js 11.2 KiB, the styles 2.6 KiB). Each chart's PNG stays
 * for a reader without scripts.
 *
 * <p>{@link #linkedTo(String)}, the site's copy rendered from the database: the site already
 * has the assets in its shared folder, so the page links them, and it leaves the PNGs out.
 * Drawing them was most of the time a report took to render (see docs/performance.md), and
 * a site holds one report per board and night; without scripts, the page says that the
 * points tables below hold every figure the chart shows. A deliberate difference, for the
 * site only.
 *
 * @param assets the folder of the shared assets relative to the page, ending in '/'; empty
 *     when the page carries them
 */
public record HtmlCharts(Optional<String> assets) {
    static final String NO_SCRIPT_SITE = "This chart is drawn by a script. Every figure it shows is in the points"
            + " table of its direction and copy mode below.";

    public HtmlCharts {
        Objects.requireNonNull(assets, "assets");
    }

    /** A run folder's report: assets inline, PNGs for readers without scripts. */
    public static HtmlCharts standalone() {
        return new HtmlCharts(Optional.empty());
    }

    /** The site's report: the assets linked from {@code folder}, no PNG. */
    public static HtmlCharts linkedTo(String folder) {
        return new HtmlCharts(Optional.of(folder));
    }

    /** What the page's head needs for its charts. */
    String head() {
        return assets.map(ChartAssets::linked).orElseGet(ChartAssets::inlined);
    }

    /** One chart's figure, with what a reader without scripts gets instead. */
    String figure(ReportChart chart, ReportCharts charts) {
        String noscript = assets.isPresent()
                ? "<p class=\"meta\">" + NO_SCRIPT_SITE + "</p>"
                : ChartFigure.image(charts.image(chart).dataUri(), chart.title());
        return ChartFigure.html(chart, noscript);
    }
}
