package io.bulkbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A report being written when the process is killed (SIGKILL: no shutdown hook, no
 * finally block) leaves the complete old file or the complete new one. A separate JVM
 * writes generation after generation through {@link AtomicFile}; it is killed several
 * times, each after 0, 1 or 2 completed writes and a random moment into the next, and
 * after each kill the target must be one whole generation, no older than the last
 * write that completed. A kill in the middle of a write may
 * leave the hidden temporary file behind: the rule is that its name starts with a dot
 * and ends in {@code .tmp}, so no reader that opens a file by its name or picks files
 * by their extension ever takes it for the target.
 */
class AtomicFileKillTest {
    private static final int KILLS = 6;
    private static final long SEED = 20261130L;
    /** Below the shortest write (160 ms), so most kills land while a write is under way. */
    private static final int MAX_DELAY_MS = 100;

    @Test
    void aKilledWriterLeavesTheOldOrTheNewFileWhole(@TempDir Path dir) throws Exception {
        Path target = dir.resolve("report.html");
        Files.writeString(target, SlowReportWriter.content(0));
        Random random = new Random(SEED);
        long lastSeen = 0;
        int killsDuringAWrite = 0;
        int writesCompleted = 0;

        for (int kill = 0; kill < KILLS; kill++) {
            int completedWrites = kill % 3;
            writesCompleted += completedWrites;
            Process writer = start(target, lastSeen + 1);
            BufferedReader progress =
                    new BufferedReader(new InputStreamReader(writer.getInputStream(), StandardCharsets.UTF_8));
            long lastWritten = awaitWrites(progress, completedWrites);
            assertThat(progress.readLine())
                    .as("the writer begins another write")
                    .startsWith("writing ");
            Thread.sleep(random.nextInt(MAX_DELAY_MS));
            writer.destroyForcibly();
            assertThat(writer.waitFor(60, TimeUnit.SECONDS))
                    .as("the killed writer has exited")
                    .isTrue();

            long generation = wholeGeneration(target);
            assertThat(generation)
                    .as("every write that completed is visible, nothing older")
                    .isGreaterThanOrEqualTo(completedWrites > 0 ? lastWritten : lastSeen);
            lastSeen = generation;
            List<Path> leftovers = othersThan(dir, target);
            assertThat(leftovers).allSatisfy(AtomicFileKillTest::isIgnoredByReaders);
            killsDuringAWrite += leftovers.isEmpty() ? 0 : 1;
            deleteAll(leftovers);
        }

        assertThat(lastSeen).as("every completed write moved the file on").isGreaterThanOrEqualTo(writesCompleted);
        assertThat(killsDuringAWrite)
                .as("some kills landed in the middle of a write (seed %d)", SEED)
                .isGreaterThan(0);
    }

    /** Reads the writer's progress until {@code count} writes are in place; returns the last one's generation. */
    private static long awaitWrites(BufferedReader progress, int count) throws IOException {
        long last = -1;
        for (int done = 0; done < count; ) {
            String line = progress.readLine();
            assertThat(line).as("the writer is still running").isNotNull();
            if (line.startsWith("wrote ")) {
                last = Long.parseLong(line.substring("wrote ".length()));
                done++;
            }
        }
        return last;
    }

    private static Process start(Path target, long firstGeneration) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(
                        java,
                        "-cp",
                        System.getProperty("java.class.path"),
                        SlowReportWriter.class.getName(),
                        target.toString(),
                        Long.toString(firstGeneration))
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
    }

    /** The generation the file holds, after checking it is that generation's complete content. */
    private static long wholeGeneration(Path target) throws IOException {
        String text = Files.readString(target);
        String firstLine = text.substring(0, Math.max(0, text.indexOf('\n')));
        assertThat(firstLine).as("the file starts with its generation").startsWith("generation ");
        long generation = Long.parseLong(firstLine.substring("generation ".length()));
        assertThat(text).as("generation %d is complete", generation).isEqualTo(SlowReportWriter.content(generation));
        return generation;
    }

    private static List<Path> othersThan(Path dir, Path target) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> !f.equals(target)).toList();
        }
    }

    private static void isIgnoredByReaders(Path leftover) {
        String name = leftover.getFileName().toString();
        assertThat(AtomicFile.isTemporary(leftover)).as(name).isTrue();
        assertThat(name).startsWith(".report.html.").endsWith(".tmp");
    }

    private static void deleteAll(List<Path> files) throws IOException {
        for (Path f : files) {
            Files.delete(f);
        }
    }
}
