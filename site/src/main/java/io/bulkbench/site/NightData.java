package io.bulkbench.site;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.DefaultTrend;
import io.bulkbench.analysis.trend.NightlyPoint;
import io.bulkbench.analysis.trend.PointTrend;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.core.CpuCost;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.chart.ChartJson;
import java.nio.charset.StandardCharsets;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A board's nights as the site keeps them: data, not pages. One file per month
 * ({@link SiteFolder#nightData}), a script that adds the month to
 * {@code window.bulkbenchNights}, so a page loads it with a script tag and works from
 * file:// as from any static host; site.js draws a night's page, and a board's trends,
 * from it. A month holds its point keys once, and per night its run, when (the instant as
 * ISO-8601, as the board's nights table writes it) and where it ran, its stored verdict against the night before ({@link NightVerdictText}), the defaults it
 * recommended ([symbol, value, device, direction, copy mode]), and per key the throughput and JMH error as the
 * database holds them (full precision) and the point's status. Texts are JSON strings
 * with markup escaped ({@link ChartJson#text}), so a label holding {@code </script>}
 * stays text. Pure.
 */
final class NightData {
    private static final DateTimeFormatter MONTH =
            DateTimeFormatter.ofPattern("yyyy-MM").withZone(ZoneOffset.UTC);

    private NightData() {}

    /** The month a run's night is filed under, in UTC: {@code 2026-11}. */
    static String month(RecordedRun run) {
        return MONTH.format(run.info().started());
    }

    /**
     * Each month of the board's history, oldest first, with its file's bytes;
     * {@code copied} names the runs whose own report.html the site holds.
     */
    static Map<String, byte[]> of(BoardTrend trend, Set<String> copied) {
        return of(trend, copied, Map.of());
    }

    /** As {@link #of(BoardTrend, Set)}, each night with its stored verdict's line, by run id, where it has one. */
    static Map<String, byte[]> of(BoardTrend trend, Set<String> copied, Map<String, String> verdicts) {
        Map<String, MonthFile> months = new TreeMap<>();
        Map<String, MonthFile> monthOfRun = new HashMap<>();
        for (RecordedRun run : trend.runs()) {
            MonthFile file = months.computeIfAbsent(month(run), m -> new MonthFile(trend, m));
            file.addNight(run, copied, verdicts);
            monthOfRun.put(run.runId(), file);
        }
        // One pass over every point's nights: a year is tens of thousands of them, and each
        // month takes the keys it has nights of in the trend's order.
        for (PointTrend p : trend.points()) {
            for (NightlyPoint n : p.nights()) {
                MonthFile file = monthOfRun.get(n.run().runId());
                if (file != null) {
                    file.addPoint(p, n);
                }
            }
        }
        for (DefaultTrend d : trend.defaults()) {
            for (DefaultTrend.Night n : d.nights()) {
                MonthFile file = monthOfRun.get(n.run().runId());
                if (file != null) {
                    file.addSetting(d, n);
                }
            }
        }
        Map<String, byte[]> files = new LinkedHashMap<>();
        months.forEach((month, file) -> files.put(month, file.bytes()));
        return files;
    }

    /** One month's file as it fills: its nights in order, the keys it has points of, each night's points by key. */
    private static final class MonthFile {
        private final ObjectNode root = ChartJson.object();
        private final ArrayNode keys;
        private final ArrayNode runList;
        private final List<ArrayNode> points = new ArrayList<>();
        private final Map<String, Integer> runIndex = new HashMap<>();
        private PointTrend lastKey;

        MonthFile(BoardTrend trend, String month) {
            root.put("board", trend.board())
                    .put("folder", SiteFolder.fileName(trend.board()))
                    .put("month", month)
                    .put("plan", trend.plan().id());
            keys = root.putArray("keys");
            runList = root.putArray("runs");
        }

        void addNight(RecordedRun run, Set<String> copied, Map<String, String> verdicts) {
            runIndex.put(run.runId(), runList.size());
            ObjectNode r = runList.addObject()
                    .put("run", run.runId())
                    .put("t", run.info().started().getEpochSecond())
                    .put("date", run.info().started().toString())
                    .put("host", run.info().host())
                    .put("label", run.info().label());
            if (copied.contains(run.runId())) {
                r.put("report", SiteFolder.runReport(run.runId()));
            } else {
                r.putNull("report");
            }
            String verdict = verdicts.get(run.runId());
            if (verdict != null) {
                r.put("verdict", verdict);
            } else {
                r.putNull("verdict");
            }
            r.putArray("defaults");
            points.add(r.putArray("points"));
        }

        /** A night's point of {@code p}; the month lists p's key with its first night here. */
        void addPoint(PointTrend p, NightlyPoint n) {
            if (lastKey != p) {
                lastKey = p;
                key(keys.addObject(), p.key());
            }
            int key = keys.size() - 1;
            ArrayNode at = points.get(runIndex.get(n.run().runId()));
            while (at.size() < key) {
                at.addNull();
            }
            point(at.addArray(), n.point());
        }

        void addSetting(DefaultTrend d, DefaultTrend.Night n) {
            ((ArrayNode) runList.get(runIndex.get(n.run().runId())).get("defaults"))
                    .addArray()
                    .add(d.symbol())
                    .add(n.value())
                    .add(d.device())
                    .add(d.direction().label())
                    .add(d.copyMode().label());
        }

        byte[] bytes() {
            String json = ChartJson.text(root);
            return ("(window.bulkbenchNights = window.bulkbenchNights || []).push(" + json + ");\n")
                    .getBytes(StandardCharsets.UTF_8);
        }
    }

    /** A key as the month lists it: its id ({@link PointKey#canonicalText}) and its parts. */
    private static void key(ObjectNode out, PointKey k) {
        out.put("id", k.canonicalText())
                .put("device", k.device())
                .put("direction", k.direction().label())
                .put("mode", k.copyMode().label())
                .put("bytes", k.requestBytes())
                .put("buffers", k.buffers());
    }

    /**
     * [throughput, error, status], then, where the point's CPU cost is known, [CPU us per MB,
     * its error, the host's busy share]: null for a figure not known; status "ok" or what failed.
     */
    private static void point(ArrayNode out, MeasuredPoint p) {
        number(out, p.throughputMbS());
        number(out, p.errorMbS());
        out.add(p.isOk() ? "ok" : "failed: " + p.reason());
        CpuCost cpu = p.cpu();
        if (cpu.microsPerMb().isPresent() || cpu.hostShare().isPresent()) {
            number(out, cpu.microsPerMb().orElse(Double.NaN));
            number(out, cpu.errorMicrosPerMb());
            number(out, cpu.hostShare().orElse(Double.NaN));
        }
    }

    private static void number(ArrayNode out, double value) {
        if (Double.isFinite(value)) {
            out.add(value);
        } else {
            out.addNull();
        }
    }
}
