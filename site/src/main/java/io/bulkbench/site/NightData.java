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
 * from it. A month holds its point keys once, and per night its run, when and where it
 * ran, its stored verdict against the night before ({@link NightVerdictText}), the defaults it
 * recommended ([symbol, value, "DEVICE DIRECTION, MODE"]), and per key the throughput and JMH error as the
 * database holds them (full precision) and the point's status. Texts are JSON strings
 * with markup escaped ({@link ChartJson#text}), so a label holding {@code </script>}
 * stays text. Pure.
 */
final class NightData {
    private static final DateTimeFormatter DATE =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'").withZone(ZoneOffset.UTC);
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
        Map<String, List<RecordedRun>> runsByMonth = new TreeMap<>();
        for (RecordedRun run : trend.runs()) {
            runsByMonth.computeIfAbsent(month(run), m -> new ArrayList<>()).add(run);
        }
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (Map.Entry<String, List<RecordedRun>> m : runsByMonth.entrySet()) {
            files.put(m.getKey(), month(trend, m.getKey(), m.getValue(), copied, verdicts));
        }
        return files;
    }

    private static byte[] month(
            BoardTrend trend, String month, List<RecordedRun> runs, Set<String> copied, Map<String, String> verdicts) {
        Map<RecordedRun, Integer> runIndex = new LinkedHashMap<>();
        runs.forEach(r -> runIndex.put(r, runIndex.size()));
        ObjectNode root = ChartJson.object();
        root.put("board", trend.board())
                .put("folder", SiteFolder.fileName(trend.board()))
                .put("month", month)
                .put("plan", trend.plan().id());
        ArrayNode keys = root.putArray("keys");
        List<ArrayNode> points = new ArrayList<>();
        ArrayNode runList = root.putArray("runs");
        for (RecordedRun run : runs) {
            ObjectNode r = runList.addObject()
                    .put("run", run.runId())
                    .put("t", run.info().started().getEpochSecond())
                    .put("date", DATE.format(run.info().started()))
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
        for (PointTrend p : trend.points()) {
            List<NightlyPoint> inMonth = p.nights().stream()
                    .filter(n -> runIndex.containsKey(n.run()))
                    .toList();
            if (inMonth.isEmpty()) {
                continue;
            }
            int key = keys.size();
            key(keys.addObject(), p.key());
            for (NightlyPoint n : inMonth) {
                ArrayNode at = points.get(runIndex.get(n.run()));
                while (at.size() < key) {
                    at.addNull();
                }
                point(at.addArray(), n.point());
            }
        }
        for (DefaultTrend d : trend.defaults()) {
            for (DefaultTrend.Night n : d.nights()) {
                Integer i = runIndex.get(n.run());
                if (i != null) {
                    ((ArrayNode) runList.get(i).get("defaults"))
                            .addArray()
                            .add(d.symbol())
                            .add(n.value())
                            .add(d.device() + " " + d.direction().label() + ", "
                                    + d.copyMode().label());
                }
            }
        }
        String json = ChartJson.text(root);
        return ("(window.bulkbenchNights = window.bulkbenchNights || []).push(" + json + ");\n")
                .getBytes(StandardCharsets.UTF_8);
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
