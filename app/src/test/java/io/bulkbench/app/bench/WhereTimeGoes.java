package io.bulkbench.app.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingFile;

/**
 * Where a command's time went, from a flight recording of it: each sample of a thread
 * running Java code ({@code jdk.ExecutionSample}) or waiting in native code such as a
 * socket read ({@code jdk.NativeMethodSample}) counts for every project class on its
 * stack, so a class's share is the share of samples it was part of (its inclusive time;
 * shares add up to more than 100 %).
 */
final class WhereTimeGoes {
    private static final String PROJECT = "io.bulkbench.";

    private WhereTimeGoes() {}

    /** The {@code top} project classes by share of samples, one line each, with the samples counted. */
    static List<String> of(Path recording, int top) throws IOException {
        Map<String, Integer> samples = new HashMap<>();
        int total = 0;
        for (RecordedEvent e : RecordingFile.readAllEvents(recording)) {
            String type = e.getEventType().getName();
            if (!type.equals("jdk.ExecutionSample") && !type.equals("jdk.NativeMethodSample")) {
                continue;
            }
            if (e.getStackTrace() == null) {
                continue;
            }
            total++;
            Set<String> classes = new HashSet<>();
            for (RecordedFrame f : e.getStackTrace().getFrames()) {
                String name = f.getMethod().getType().getName();
                if (name.startsWith(PROJECT)) {
                    classes.add(name.substring(PROJECT.length()).replaceAll("\\$.*", ""));
                }
            }
            classes.forEach(c -> samples.merge(c, 1, Integer::sum));
        }
        int all = Math.max(1, total);
        String header = String.format(Locale.ROOT, "  %d samples (running Java or waiting in native code)", total);
        return Stream.concat(
                        Stream.of(header),
                        samples.entrySet().stream()
                                .sorted(Map.Entry.<String, Integer>comparingByValue()
                                        .reversed())
                                .limit(top)
                                .map(s -> String.format(
                                        Locale.ROOT, "  %5.1f %%  %s", 100.0 * s.getValue() / all, s.getKey())))
                .toList();
    }
}
