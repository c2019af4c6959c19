package io.bulkbench.sweeps.run;

import io.bulkbench.analysis.PointKey;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The per-point JMH files of a run folder ({@code jmh/in-copy-b002-16384.json} and its
 * log), and the merge of the per-point JSON results into one {@code jmh-result.json}
 * that JMH tools (JMH Visualizer, jmh-compare) load as a normal result file.
 */
public final class JmhFiles {
    /** The folder of a run folder that holds each point's JMH log and JSON result. */
    public static final String DIR = "jmh";

    private JmhFiles() {
    }

    /** A file name unique per point key within a run folder. */
    public static String baseName(PointKey p) {
        return String.format(Locale.ROOT, "%s-%s-b%03d-%d", p.direction().label(), p.copyMode().label(),
                p.buffers(), p.requestBytes());
    }

    /**
     * Joins the JSON arrays JMH wrote per point into one array, in file-name order.
     * Each file is one JSON array of benchmark objects; its brackets are dropped and
     * the bodies joined with commas.
     */
    public static String mergedJson(Path jmhDir) throws IOException {
        List<String> bodies = new ArrayList<>();
        if (Files.isDirectory(jmhDir)) {
            try (Stream<Path> files = Files.list(jmhDir)) {
                for (Path f : files.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList()) {
                    String text = Files.readString(f).trim();
                    if (text.startsWith("[") && text.endsWith("]")) {
                        String body = text.substring(1, text.length() - 1).trim();
                        if (!body.isEmpty()) {
                            bodies.add(body);
                        }
                    }
                }
            }
        }
        return "[\n" + String.join(",\n", bodies) + "\n]\n";
    }
}
