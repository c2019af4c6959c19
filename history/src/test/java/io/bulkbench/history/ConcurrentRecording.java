package io.bulkbench.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Starts recording processes at once and waits for all of them; their output, for the tests' assertions. */
final class ConcurrentRecording {
    private ConcurrentRecording() {}

    /** Runs the commands at once; every one must exit 0. Returns each one's standard output. */
    static List<String> runAll(Path dir, List<List<String>> commands) throws Exception {
        List<Process> processes = new ArrayList<>();
        List<Path> outputs = new ArrayList<>();
        for (int i = 0; i < commands.size(); i++) {
            Path out = Files.createTempFile(dir, "recorder-" + i + "-", ".log");
            outputs.add(out);
            processes.add(new ProcessBuilder(commands.get(i))
                    .redirectErrorStream(true)
                    .redirectOutput(out.toFile())
                    .start());
        }
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < processes.size(); i++) {
            Process p = processes.get(i);
            boolean ended = p.waitFor(5, TimeUnit.MINUTES);
            String text = Files.readString(outputs.get(i));
            if (!ended) {
                p.destroyForcibly();
            }
            assertThat(ended && p.exitValue() == 0)
                    .as("recorder %d: %s", i, text)
                    .isTrue();
            texts.add(text);
        }
        return texts;
    }
}
