package io.bulkbench.sweeps.run;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.PointKey;
import io.bulkbench.inputs.InputFile;
import io.bulkbench.reports.RunFolder;
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
    public static final String DIR = RunFolder.JMH_DIR;

    private JmhFiles() {}

    /** A file name unique per point key within a run folder. */
    public static String baseName(PointKey p) {
        return String.format(
                Locale.ROOT,
                "%s-%s-b%03d-%d",
                p.direction().label(),
                p.copyMode().label(),
                p.buffers(),
                p.requestBytes());
    }

    /** The merged JSON, and each per-point file it had to leave out with the reason. */
    public record Merged(String json, List<String> leftOut) {
        public Merged {
            leftOut = List.copyOf(leftOut);
        }
    }

    /**
     * Joins the JSON arrays JMH wrote per point into one array, in file-name order.
     * Each file is one JSON array of benchmark objects; its brackets are dropped and
     * the bodies joined with commas. A file that is not a whole array (cut off when a
     * disk filled) or cannot be read is left out and listed, never dropped in silence.
     */
    public static Merged merge(Path jmhDir) throws IOException {
        List<String> bodies = new ArrayList<>();
        List<String> leftOut = new ArrayList<>();
        if (Files.isDirectory(jmhDir)) {
            try (Stream<Path> files = Files.list(jmhDir)) {
                for (Path f : files.filter(p -> p.getFileName().toString().endsWith(".json"))
                        .sorted()
                        .toList()) {
                    String text;
                    try {
                        text = InputFile.read(f, InputFile.JMH_OUTPUT_LIMIT).trim();
                    } catch (BadInputException e) {
                        leftOut.add(e.getMessage());
                        continue;
                    }
                    if (!(text.startsWith("[") && text.endsWith("]"))) {
                        leftOut.add(f + " is not a whole JSON array (cut off, e.g. when the disk filled)");
                        continue;
                    }
                    String body = text.substring(1, text.length() - 1).trim();
                    if (!body.isEmpty()) {
                        bodies.add(body);
                    }
                }
            }
        }
        return new Merged("[\n" + String.join(",\n", bodies) + "\n]\n", leftOut);
    }
}
