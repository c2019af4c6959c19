package io.bulkbench.reports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.BadInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileTest {

    @Test
    void replacesTheWholeFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("fits.csv");
        Files.writeString(file, "old content that is longer than the new one\n");

        AtomicFile.write(file, out -> out.write("new\n"));

        assertThat(Files.readString(file)).isEqualTo("new\n");
        assertThat(dir)
                .isDirectoryContaining(p -> true)
                .satisfies(d -> assertThat(Files.list(d)).hasSize(1));
    }

    @Test
    void aWriterFailingHalfWayLeavesTheOldFileAndNoTemporaryFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("report.html");
        Files.writeString(file, "old report\n");

        assertThatThrownBy(() -> AtomicFile.write(file, out -> {
                    out.write("<html>half of a new report".repeat(10_000));
                    out.flush();
                    throw new IOException("disk full");
                }))
                .isInstanceOf(IOException.class)
                .hasMessage("disk full");

        assertThat(Files.readString(file)).isEqualTo("old report\n");
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(file);
        }
    }

    @Test
    void anUncheckedFailureAlsoCleansUp(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("new.csv");
        assertThatThrownBy(() -> AtomicFile.write(file, out -> {
                    out.write("partial");
                    throw new IllegalStateException("bug");
                }))
                .isInstanceOf(IllegalStateException.class);

        try (var files = Files.list(dir)) {
            assertThat(files).isEmpty();
        }
    }

    @Test
    void theNewFileHasTheUsualPermissionsNotATemporaryFilesPrivateOnes(@TempDir Path dir) throws IOException {
        Assumptions.assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Path plain = Files.writeString(dir.resolve("plain.txt"), "x");

        Path atomic = dir.resolve("report.html");
        AtomicFile.write(atomic, out -> out.write("x"));

        assertThat(Files.getPosixFilePermissions(atomic)).isEqualTo(Files.getPosixFilePermissions(plain));
    }

    @Test
    void whileWritingTheOnlyOtherFileIsAHiddenTemporaryThatReadersSkip(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("report.html");
        AtomicFile.write(file, out -> {
            try (var files = Files.list(dir)) {
                List<Path> present = files.toList();
                assertThat(present).hasSize(1).allSatisfy(p -> {
                    assertThat(AtomicFile.isTemporary(p)).isTrue();
                    assertThat(p.getFileName().toString())
                            .startsWith(".report.html.")
                            .doesNotEndWith(".html");
                });
            }
            out.write("x");
        });
        assertThat(AtomicFile.isTemporary(file)).isFalse();
        assertThat(AtomicFile.isTemporary(dir.resolve(".hidden-notes.txt"))).isFalse();
    }

    @Test
    void aFolderAtTheTargetsNameIsRefusedNotReplaced(@TempDir Path dir) throws IOException {
        Path empty = Files.createDirectories(dir.resolve("empty.patch"));
        Path full = Files.createDirectories(dir.resolve("full.patch"));
        Files.writeString(full.resolve("keep.txt"), "mine\n");
        for (Path folder : List.of(empty, full)) {
            assertThatThrownBy(() -> AtomicFile.write(folder, out -> out.write("x")))
                    .isInstanceOf(io.bulkbench.core.BadInputException.class)
                    .hasMessageStartingWith(folder + " is a folder, not a file bulkbench may replace");
            assertThat(folder).isDirectory();
        }
        assertThat(full.resolve("keep.txt")).hasContent("mine");
        try (var files = Files.list(dir)) {
            assertThat(files.map(f -> f.getFileName().toString()))
                    .containsExactlyInAnyOrder("empty.patch", "full.patch");
        }
    }

    @Test
    void createsMissingFoldersAndWritesBytes(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("results/snowball/run-1/chart.png");
        AtomicFile.writeBytes(file, new byte[] {1, 2, 3});
        assertThat(Files.readAllBytes(file)).containsExactly(1, 2, 3);
    }

    @Test
    void aLinkIsNeitherWrittenThroughNorReplaced(@TempDir Path dir) throws IOException {
        Path theirs = Files.writeString(dir.resolve("theirs.txt"), "theirs");
        Path link = Files.createSymbolicLink(dir.resolve("report.html"), theirs);
        Path dangling = Files.createSymbolicLink(dir.resolve("fits.csv"), dir.resolve("nothing"));

        for (Path target : List.of(link, dangling)) {
            assertThatThrownBy(() -> AtomicFile.write(target, out -> out.write("new")))
                    .isInstanceOf(BadInputException.class)
                    .hasMessageStartingWith(target + " is a symbolic link (to ")
                    .hasMessageContaining("remove the link");
        }

        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(theirs).content().isEqualTo("theirs");
        assertThat(dir.resolve("nothing")).doesNotExist();
        assertThat(Files.list(dir)).hasSize(3);
    }

    @Test
    void aFolderIsNotReplaced(@TempDir Path dir) throws IOException {
        Path folder = Files.createDirectories(dir.resolve("report.html"));

        assertThatThrownBy(() -> AtomicFile.write(folder, out -> out.write("new")))
                .isInstanceOf(BadInputException.class)
                .hasMessage(
                        folder + " is a folder, not a file bulkbench may replace; move it away, or write elsewhere");
        assertThat(folder).isEmptyDirectory();
    }
}
