package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An argument that starts with {@code @} is an argument, never a file to read before any
 * check: a FIFO would hang the command, {@code /dev/zero} would be read without end, random
 * bytes would reach the parser. Each is one line, exit 2, no trace, at once.
 */
class HostileInputArgumentFilesTest {
    @Test
    void anAtArgumentIsRefusedInOneLineWithoutReadingIt(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("fifo");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertThat(mkfifo.waitFor()).isZero();
        Path args = dir.resolve("args");
        Files.writeString(args, "--board\nsnowball\n");

        for (List<String> line : List.of(
                List.of("history", "--board", "b", "@" + fifo),
                List.of("history", "--board", "b", "@/dev/zero"),
                List.of("sweep", "@/dev/urandom"),
                List.of("history", "--board", "b", "@" + args))) {
            CliRun run = assertTimeoutPreemptively(
                    Duration.ofSeconds(60), () -> CliRun.of(line.toArray(String[]::new)), line::toString);
            assertThat(run.exitCode()).as(line + ": " + run.err()).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(run.errLines()).as(line + ": " + run.err()).hasSize(1);
            assertThat(run.err())
                    .as(line.toString())
                    .contains(line.get(line.size() - 1))
                    .doesNotContain("Exception")
                    .doesNotContain("\tat ");
            HostileInputFailuresTest.plain(run);
        }
    }
}
