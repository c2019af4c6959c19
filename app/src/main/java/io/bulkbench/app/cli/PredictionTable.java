package io.bulkbench.app.cli;

import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.ThroughputText;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * Points as one table per direction and copy mode: a row per request size, a column per
 * buffer count, MB/s in each cell ("-" where the grid has no point), the layout of the
 * report's charts.
 */
final class PredictionTable {
    private PredictionTable() {}

    static String text(List<MeasuredPoint> points) {
        Map<String, List<MeasuredPoint>> tables = new LinkedHashMap<>();
        for (MeasuredPoint p : points) {
            tables.computeIfAbsent(
                            p.key().device() + " " + p.key().direction().label() + " "
                                    + p.key().copyMode().label(),
                            k -> new ArrayList<>())
                    .add(p);
        }
        StringBuilder out = new StringBuilder();
        tables.forEach((title, group) -> table(out, title, group));
        return out.toString();
    }

    private static void table(StringBuilder out, String title, List<MeasuredPoint> group) {
        TreeSet<Integer> buffers = new TreeSet<>();
        TreeSet<Integer> sizes = new TreeSet<>();
        Map<String, Double> cells = new LinkedHashMap<>();
        for (MeasuredPoint p : group) {
            PointKey k = p.key();
            buffers.add(k.buffers());
            sizes.add(k.requestBytes());
            cells.put(k.requestBytes() + "/" + k.buffers(), p.throughputMbS());
        }
        out.append(title).append(": MB/s by request size (rows) and buffers (columns)\n");
        out.append(String.format(Locale.ROOT, "%8s", "size"));
        buffers.forEach(n -> out.append(String.format(Locale.ROOT, " %9d", n)));
        out.append('\n');
        for (int size : sizes) {
            out.append(String.format(Locale.ROOT, "%8s", ByteSizeText.of(size)));
            for (int n : buffers) {
                Double v = cells.get(size + "/" + n);
                out.append(String.format(Locale.ROOT, " %9s", v == null ? "-" : ThroughputText.figure(v)));
            }
            out.append('\n');
        }
        out.append('\n');
    }
}
