package io.bulkbench.site;

import java.util.List;

/**
 * The site's night.html: one page for every night of every board. The part of its address
 * after # names the board's folder, the month and the run ({@link SiteFolder#nightPage});
 * site.js loads that one month's data ({@link NightData}) and shows the night: when and
 * where it ran, its recommended defaults, its throughput against buffer count, and every
 * point with its figures as the database holds them. Without script it says so and leads
 * to the index.
 */
final class NightPage {
    private NightPage() {}

    static String html() {
        return SitePage.headWithData("A night of a board", "", List.of())
                + "<div id=\"night\"><p>A night's page is drawn by script from its board's nights; without it, "
                + SitePage.link(SiteFolder.INDEX_HTML, "the index")
                + " and each board's page list every night and its headline figure.</p></div>\n"
                + SitePage.end();
    }
}
