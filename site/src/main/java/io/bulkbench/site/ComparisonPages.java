package io.bulkbench.site;

import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PercentText;
import io.bulkbench.core.ThroughputText;
import io.bulkbench.reports.ReportFormat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * One page per device (the device spec of each board's latest run): a row per board with
 * its status, its headline trend line and its latest night at each key point that boards of
 * the device share, against the median of the boards there ({@link BoardSpread}), so a
 * lab sees which board is the outlier; boards with an outlier come first. Written from the
 * boards' {@link IndexEntry} rows alone, so every build draws every device page whatever
 * the lab's size, and a page is rewritten only when one of its values moved. A board's page
 * links its device's page, the index links them all.
 */
final class ComparisonPages {
    private static final String UP = "../../";

    private ComparisonPages() {}

    /** A key point without its board and value: what boards of one device have in common. */
    private record Slot(String direction, String copyMode, int requestBytes, int buffers) {
        static final Comparator<Slot> ORDER = Comparator.comparing((Slot s) -> Direction.parse(s.direction))
                .thenComparing(s -> CopyMode.parse(s.copyMode))
                .thenComparingInt(Slot::requestBytes)
                .thenComparingInt(Slot::buffers);

        static Slot of(IndexEntry.KeyPoint p) {
            return new Slot(p.direction(), p.copyMode(), p.requestBytes(), p.buffers());
        }

        String text() {
            return new IndexEntry.KeyPoint(direction, copyMode, requestBytes, buffers, null).text();
        }
    }

    /** The boards at one key point, each found by name. */
    private record Compared(BoardSpread spread, Map<String, BoardSpread.Board> byBoard) {
        static Compared of(Map<String, Double> mbSByBoard) {
            BoardSpread spread = BoardSpread.of(mbSByBoard, RunComparison.DEFAULT_THRESHOLD);
            Map<String, BoardSpread.Board> byBoard = new HashMap<>();
            spread.boards().forEach(b -> byBoard.put(b.board(), b));
            return new Compared(spread, byBoard);
        }
    }

    static void write(List<IndexEntry> boards, SiteFiles files) throws IOException {
        for (Map.Entry<String, List<IndexEntry>> d : byDevice(boards).entrySet()) {
            files.write(
                    SiteFolder.devicePage(d.getKey()),
                    html(d.getKey(), d.getValue()).getBytes(StandardCharsets.UTF_8));
        }
    }

    /** " · boards of device D compared", for a board page's top line; empty for a board that never ran. */
    static String link(SiteBoard board, String up) {
        return board.summary()
                .latest()
                .map(RecordedRun::device)
                .map(d -> " · " + SitePage.link(up + SiteFolder.devicePage(d), "boards of device " + d + " compared"))
                .orElse("");
    }

    /** The index's line of links to every device's page. */
    static String links(List<IndexEntry> boards) {
        Set<String> devices = byDevice(boards).keySet();
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

    private static Map<String, List<IndexEntry>> byDevice(List<IndexEntry> boards) {
        Map<String, List<IndexEntry>> out = new TreeMap<>();
        for (IndexEntry b : boards) {
            if (b.latestRun() != null && b.latestRun().device() != null) {
                out.computeIfAbsent(b.latestRun().device(), k -> new ArrayList<>())
                        .add(b);
            }
        }
        return out;
    }

    /** The page of {@code device}, from the rows of the boards whose latest run measured it. */
    static String html(String device, List<IndexEntry> boards) {
        Map<Slot, Compared> spreads = spreads(boards);
        StringBuilder out = new StringBuilder(SitePage.head("Device " + device + ": boards compared", UP));
        out.append("<p class=\"meta\">")
                .append(SitePage.link(UP + SiteFolder.INDEX_HTML, "All boards"))
                .append(" · ")
                .append(SitePage.text(boards.size() + " board(s) whose latest run measured this device, each with its"
                        + " latest night in MB/s and against the boards' median at every key point that "
                        + Math.min(2, boards.size()) + " or more of them measured ok. An outlier lies more than "
                        + BoardSpread.MODIFIED_Z_LIMIT + " modified z-scores (median absolute deviations scaled"
                        + " by 0.6745) and more than " + PercentText.tenth(RunComparison.DEFAULT_THRESHOLD)
                        + " from the median; boards with one come first, the farthest first. A dash: not a key"
                        + " point of that board."))
                .append("</p>\n");
        if (spreads.isEmpty()) {
            out.append("<p>No key point was measured ok by two of these boards last night: nothing to compare.</p>\n");
        }
        out.append(SitePage.filterBox("filter boards: name, status, outlier..."))
                .append("<table id=\"boards\" class=\"boards compared\">\n<thead><tr><th>board</th><th>status</th>"
                        + "<th>trend</th>");
        spreads.keySet()
                .forEach(s -> out.append("<th>").append(SitePage.text(s.text())).append("</th>"));
        out.append("</tr>\n<tr><th colspan=\"3\">median of the boards</th>");
        spreads.values()
                .forEach(c -> out.append("<th>")
                        .append(SitePage.text(ThroughputText.figure(c.spread().median())))
                        .append("</th>"));
        out.append("</tr></thead>\n<tbody>\n");
        for (IndexEntry b : outliersFirst(boards, spreads)) {
            row(b, spreads, out);
        }
        return out.append("</tbody>\n</table>\n")
                .append(SitePage.filterScript(UP))
                .append(SitePage.end())
                .toString();
    }

    /** Each key point at least two boards (one, for a device of one board) measured ok, with each board there. */
    private static Map<Slot, Compared> spreads(List<IndexEntry> boards) {
        Map<Slot, Map<String, Double>> measured = new TreeMap<>(Slot.ORDER);
        for (IndexEntry b : boards) {
            for (IndexEntry.KeyPoint p : keyPoints(b)) {
                // A throughput of 0 has no ratio to a median; it is as good as not measured.
                if (p.mbS() != null && p.mbS() > 0) {
                    measured.computeIfAbsent(Slot.of(p), k -> new LinkedHashMap<>())
                            .put(b.board(), p.mbS());
                }
            }
        }
        Map<Slot, Compared> out = new LinkedHashMap<>();
        measured.forEach((slot, values) -> {
            if (values.size() >= Math.min(2, boards.size())) {
                out.put(slot, Compared.of(values));
            }
        });
        return out;
    }

    /** Boards with an outlier first, the farthest from its median first; then by name. */
    private static List<IndexEntry> outliersFirst(List<IndexEntry> boards, Map<Slot, Compared> spreads) {
        Map<String, Double> farthest = new HashMap<>();
        for (Compared c : spreads.values()) {
            for (BoardSpread.Board s : c.spread().boards()) {
                if (s.outlier()) {
                    farthest.merge(s.board(), Math.abs(s.fromMedian()), Math::max);
                }
            }
        }
        return boards.stream()
                .sorted(Comparator.comparingDouble((IndexEntry b) -> -farthest.getOrDefault(b.board(), 0.0))
                        .thenComparing(IndexEntry::board))
                .toList();
    }

    private static void row(IndexEntry b, Map<Slot, Compared> spreads, StringBuilder out) {
        out.append("<tr class=\"board\"><td>")
                .append(SitePage.link(UP + b.page(), b.board()))
                .append("</td><td class=\"")
                .append(SitePage.statusClass(b.status()))
                .append("\">")
                .append(SitePage.text(b.status()))
                .append("</td><td>");
        if (b.spark() != null) {
            out.append("<img src=\"")
                    .append(SitePage.attr(UP + b.spark()))
                    .append("\" alt=\"trend of the headline point\" width=\"160\" height=\"36\" loading=\"lazy\">");
        }
        out.append("</td>");
        Set<Slot> own = new LinkedHashSet<>();
        keyPoints(b).forEach(p -> own.add(Slot.of(p)));
        spreads.forEach((slot, c) -> out.append(cell(c.byBoard().get(b.board()), own.contains(slot))));
        out.append("</tr>\n");
    }

    private static String cell(BoardSpread.Board s, boolean keyPoint) {
        if (s == null) {
            return "<td>" + SitePage.text(keyPoint ? "not measured ok" : ThroughputText.MISSING) + "</td>";
        }
        String text = ThroughputText.figure(s.mbS()) + " (" + ReportFormat.signedPercent(s.fromMedian()) + ")";
        return s.outlier()
                ? "<td class=\"outlier\">" + SitePage.text(text + " outlier") + "</td>"
                : "<td>" + SitePage.text(text) + "</td>";
    }

    /** The board's key points; none for an entry stored before they were kept. */
    private static List<IndexEntry.KeyPoint> keyPoints(IndexEntry b) {
        return b.keepsKeyPoints() ? b.keyPoints() : List.of();
    }
}
