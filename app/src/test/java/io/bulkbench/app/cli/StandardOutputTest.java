package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.testing.TestJvm;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command whose standard output could not be written does not end as if it had been: on a
 * full disk ({@code /dev/full}) it exits 1 with one line saying so; into a file it exits 0
 * with its output there; to a reader that stops reading it is not a failure.
 */
class StandardOutputTest {
    private static Process program(ProcessBuilder builder) throws Exception {
        return builder.command(
                        TestJvm.javaBinary(),
                        "-cp",
                        TestJvm.classpath(),
                        BulkbenchCommand.class.getName(),
                        "profiles",
                        "--example")
                .start();
    }

    static boolean hasDevFull() {
        return Files.isWritable(Path.of("/dev/full"));
    }

    @Test
    @EnabledIf("hasDevFull")
    void outputLostOnAFullDiskIsOneLineAndExit1(@TempDir Path dir) throws Exception {
        Process full = program(new ProcessBuilder().redirectOutput(new File("/dev/full")));
        String err = new String(full.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(full.waitFor(60, TimeUnit.SECONDS)).isTrue();

        assertThat(full.exitValue()).as(err).isEqualTo(ExitCode.FAILED);
        assertThat(err.lines().toList())
                .singleElement()
                .asString()
                .startsWith("bulkbench: standard output could not be written (No space left on device)");

        Path file = dir.resolve("example.yaml");
        Process written = program(new ProcessBuilder().redirectOutput(file.toFile()));
        String writtenErr = new String(written.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(written.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(written.exitValue()).as(writtenErr).isZero();
        assertThat(writtenErr).isEmpty();
        assertThat(Files.size(file)).isPositive();
    }

    @Test
    void aReaderThatStopsReadingIsNoFailure() throws Exception {
        Process p = program(new ProcessBuilder());
        p.getInputStream().close();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();

        assertThat(p.exitValue()).as(err).isZero();
        assertThat(err.lines().toList()).isEqualTo(List.of());
    }
}
