package io.bulkbench.site;

/**
 * The lab's defaults page (defaults.html): per board and default, the value its nights hold
 * and since which night, or "unsettled" with why; MB/s and CPU per MB at it; and, where a
 * kernel tree is configured, the value the board's defconfig ships, the boards whose
 * defconfig a held default contradicts marked and listed first. site.js sorts, filters and
 * pages the table as it does the index's; without script every row is there.
 */
final class DefaultsPage {
    private DefaultsPage() {}

    static String html(LabDefaults defaults, int boards) {
        StringBuilder out = new StringBuilder(SitePage.head("bulkbench lab: defaults held over nights", ""));
        out.append("<p class=\"meta\">")
                .append(SitePage.link(SiteFolder.INDEX_HTML, "All boards"))
                .append(" · for machines: ")
                .append(SitePage.link(SiteFolder.DEFAULTS_JSON, SiteFolder.DEFAULTS_JSON))
                .append("</p>\n<p class=\"meta\">")
                .append(SitePage.text(boards + " board(s). A default is held when the board's latest nights of one"
                        + " plan all recommend its value, each decided (no late point could have moved it) and with"
                        + " knee intervals that share a value; otherwise it is unsettled, and says why. MB/s and CPU"
                        + " per MB are the latest night's at the value. "
                        + (defaults.tree().isEmpty()
                                ? "No kernel tree is configured (bulkbench site --tree T), so no defconfig is compared."
                                : "Defconfigs are read at " + defaults.tree() + "; "
                                        + defaults.contradictedBoards().size()
                                        + " board(s) ship a value their held default contradicts, listed first"
                                        + " (bulkbench patch --all writes their patches).")))
                .append("</p>\n")
                .append(SitePage.filterBox("filter defaults: board, symbol, held, contradicts..."));
        out.append("<table id=\"lab-defaults\" class=\"boards\">\n<thead><tr><th>board</th><th>symbol</th>"
                + "<th>device</th><th>direction, copy mode</th><th>held</th><th>MB/s at it</th>"
                + "<th>CPU per MB at it</th><th>defconfig</th><th>defconfig ships</th></tr></thead>\n<tbody>\n");
        for (LabDefaults.Row r : defaults.rows()) {
            IndexEntry.Default d = r.held();
            out.append("<tr class=\"board")
                    .append(r.contradicts() ? " drop" : "")
                    .append("\" data-board=\"")
                    .append(SitePage.attr(r.board()))
                    .append("\" data-symbol=\"")
                    .append(SitePage.attr(d.symbol()))
                    .append("\" data-held=\"")
                    .append(d.holds() ? SitePage.attr(d.value()) : "")
                    .append("\" data-contradicts=\"")
                    .append(r.contradicts() ? "yes" : "no")
                    .append("\"><td>")
                    .append(SitePage.link(r.page(), r.board()))
                    .append("</td>");
            DefaultFigures.cells(d, out);
            out.append("<td>")
                    .append(SitePage.text(r.defconfig() == null ? "not configured" : r.defconfig()))
                    .append("</td><td>")
                    .append(SitePage.text(shipped(r)))
                    .append("</td></tr>\n");
        }
        out.append("</tbody>\n</table>\n").append(SitePage.filterScript("")).append(SitePage.end());
        return out.toString();
    }

    private static String shipped(LabDefaults.Row r) {
        if (r.shipped() == null) {
            return "-";
        }
        String shared = r.shared().isEmpty()
                ? ""
                : "; the boards sharing it hold different values ("
                        + String.join(
                                ", ",
                                r.shared().entrySet().stream()
                                        .map(e -> e.getKey() + " " + e.getValue())
                                        .toList())
                        + "), so no patch";
        return r.shipped().text()
                + (r.contradicts()
                        ? "; contradicted: the nights hold " + r.held().value()
                        : "")
                + shared;
    }
}
