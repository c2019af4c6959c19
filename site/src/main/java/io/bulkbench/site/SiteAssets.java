package io.bulkbench.site;

import io.bulkbench.reports.chart.ChartAssets;
import java.util.List;

/**
 * The files the site's own pages share beside the chart assets: site.js, which draws a
 * night's page and a board's trends from the nights' data and sorts, filters and pages the
 * tables of boards. Written into the site's assets folder with {@link ChartAssets#ALL}.
 */
final class SiteAssets {
    static final ChartAssets.Asset SITE_JS = new ChartAssets.Asset("site.js", "/io/bulkbench/site/site.js");

    /** Every file of the site's assets folder. */
    static final List<ChartAssets.Asset> ALL = java.util.stream.Stream.concat(
                    ChartAssets.ALL.stream(), java.util.stream.Stream.of(SITE_JS))
            .toList();

    private SiteAssets() {}
}
