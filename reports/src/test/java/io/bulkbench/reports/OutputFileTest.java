package io.bulkbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A named output written as the gate decided: a file whole, a stream into itself. */
class OutputFileTest {

    @Test
    void aFileIsWrittenWhole(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("junit.xml"), "an older and longer report");

        OutputFile.whole(file).write(out -> out.write("<new/>"));

        assertThat(file).content().isEqualTo("<new/>");
    }

    @Test
    void aPipeIsWrittenIntoAndStaysAPipe(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("fifo");
        assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor())
                .isZero();
        CompletableFuture<String> read = CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readString(fifo);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });

        OutputFile.stream(fifo).write(out -> out.write("<suite/>"));

        assertThat(read.get(30, TimeUnit.SECONDS)).isEqualTo("<suite/>");
        assertThat(Files.isRegularFile(fifo)).isFalse();
        assertThat(Files.list(dir)).hasSize(1);
    }
}
