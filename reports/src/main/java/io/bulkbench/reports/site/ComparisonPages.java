package io.bulkbench.reports.site;

import io.bulkbench.analysis.trend.KeyPoints;
import io.bulkbench.analysis.trend.NightlyPoint;
import io.bulkbench.analysis.trend.PointHistory;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.PointText;
import io.bulkbench.core.ThroughputText;
import io.bulkbench.reports.ReportFormat;
import io.bulkbench.reports.chart.BrowserChart;
import io.bulkbench.reports.chart.ChartFigure;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One page per device (the device spec of each board's latest run): every key point of its
 * boards, drawn with one line per board and tabled with each board's latest night against
 * the median of the boards, so a lab sees which board is the outlier. A board links its
 * device's page, the index links them all.
 */
final class ComparisonPages {
    private static final String UP = "../../";

    private ComparisonPages() {}

    /** A point key without its board: what boards of one device have in common. */
    private record Slot(Direction direction, int buffers, int requestBytes, CopyMode copyMode) {
        static Slot of(PointKey key) {
            return new Slot(key.direction(), key.buffers(), key.requestBytes(), key.copyMode());
        }

        String text() {
            return PointText.of(direction, copyMode, requestBytes, buffers);
        }
    }

    static void write(List<SiteBoard> boards, SiteFiles files) throws IOException {
        for (Map.Entry<String, List<SiteBoard>> d : byDevice(boards).entrySet()) {
            files.write(
                    SiteFolder.devicePage(d.getKey()),
                    page(d.getKey(), d.getValue()).getBytes(StandardCharsets.UTF_8));
        }
    }

    /** " · boards of device D compared", for a board page's top line; empty for a board that never ran. */
    static String link(SiteBoard board, String up) {
        return device(board)
                .map(d -> " · " + SitePage.link(up + SiteFolder.devicePage(d), "boards of device " + d + " compared"))
                .orElse("");
    }

    /** The index's line of links to every device's page. */
    static String links(List<IndexEntry> boards) {
        Set<String> devices = new LinkedHashSet<>();
        for (IndexEntry b : boards) {
            if (b.latestRun() != null && b.latestRun().device() != null) {
                devices.add(b.latestRun().device());
            }
        }
        if (devices.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("<p class=\"meta\">Boards compared by device: ");
        String between = "";
        for (String d : devices) {
            out.append(between).append(SitePage.link(SiteFolder.devicePage(d), d));
            between = " · ";
        }
        return out.append("</p>\n").toString();
    }

    private static Map<String, List<SiteBoard>> byDevice(List<SiteBoard> boards) {
        Map<String, List<SiteBoard>> out = new LinkedHashMap<>();
        for (SiteBoard b : boards) {
            device(b)
                    .ifPresent(
                            d -> out.computeIfAbsent(d, k -> new ArrayList<>()).add(b));
        }
        return out;
    }

    private static Optional<String> device(SiteBoard b) {
        return b.summary().latest().map(RecordedRun::device);
    }

    private static String page(String device, List<SiteBoard> boards) {
        StringBuilder out = new StringBuilder(SitePage.headWithCharts("Device " + device + ": boards compared", UP));
        out.append("<p class=\"meta\">")
                .append(SitePage.link(UP + SiteFolder.INDEX_HTML, "All boards"))
                .append(" · ")
                .append(SitePage.text(boards.size() + " board(s) whose latest run measured this device. One line"
                        + " per board; hover a night for its value, drag to zoom, double-click for every night,"
                        + " click a night for its report, click a board in the legend to hide it."))
                .append("</p>\n");
        Set<Slot> slots = new LinkedHashSet<>();
        for (SiteBoard b : boards) {
            KeyPoints.of(b.summary().history()).forEach(p -> slots.add(Slot.of(p.key())));
        }
        for (Slot slot : slots) {
            out.append("<h2>").append(SitePage.text(slot.text())).append("</h2>\n");
            List<BrowserChart.Series> lines = new ArrayList<>();
            List<Latest> rows = new ArrayList<>();
            for (SiteBoard b : boards) {
                Optional<PointHistory> point = pointOf(b, device, slot);
                if (point.isPresent()) {
                    String toBoard = UP + SiteFolder.board(b.board()) + "/";
                    lines.add(TrendCharts.series(b.board(), point.get(), b.copiedRuns(), toBoard));
                    latestOk(point.get())
                            .ifPresent(n -> rows.add(new Latest(
                                    b.board(), n.run().runId(), n.point().throughputMbS())));
                }
            }
            out.append(ChartFigure.html(
                    TrendCharts.across(lines),
                    slot.text(),
                    "Each board's mean throughput per night at " + slot.text() + ", in MB/s.",
                    Optional.empty()));
            table(rows, out);
        }
        return out.append(SitePage.end()).toString();
    }

    private static Optional<PointHistory> pointOf(SiteBoard b, String device, Slot slot) {
        return b.summary().history().points().stream()
                .filter(p -> p.key().device().equals(device) && Slot.of(p.key()).equals(slot))
                .findFirst();
    }

    private static Optional<NightlyPoint> latestOk(PointHistory point) {
        List<NightlyPoint> nights = point.nights();
        for (int i = nights.size() - 1; i >= 0; i--) {
            if (nights.get(i).point().isOk()) {
                return Optional.of(nights.get(i));
            }
        }
        return Optional.empty();
    }

    /** A board's latest ok night of one point. */
    private record Latest(String board, String runId, double mbS) {}

    /** Each board's latest ok night against the median of them all. */
    private static void table(List<Latest> rows, StringBuilder out) {
        if (rows.isEmpty()) {
            out.append("<p>No board measured this point ok.</p>\n");
            return;
        }
        double[] values = rows.stream().mapToDouble(Latest::mbS).sorted().toArray();
        int n = values.length;
        double median = n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
        out.append("<table class=\"compared\">\n<thead><tr><th>board</th><th>latest ok night</th><th>MB/s</th>"
                + "<th>against the boards' median</th></tr></thead>\n<tbody>\n");
        for (Latest r : rows) {
            out.append("<tr><td>")
                    .append(SitePage.link(UP + SiteFolder.boardPage(r.board()), r.board()))
                    .append("</td><td>")
                    .append(SitePage.text(r.runId()))
                    .append("</td><td>")
                    .append(SitePage.text(ThroughputText.figure(r.mbS())))
                    .append("</td><td>")
                    .append(SitePage.text(ReportFormat.signedPercent(r.mbS() / median - 1)))
                    .append("</td></tr>\n");
        }
        out.append("</tbody>\n</table>\n");
    }
}
