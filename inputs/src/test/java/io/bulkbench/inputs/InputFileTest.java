package io.bulkbench.inputs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.BadInputException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InputFileTest {

    @Test
    void readsUtf8TextWhole(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("a.csv"), "größe,µs\n1,2\n", StandardCharsets.UTF_8);
        assertThat(InputFile.read(file, InputFile.TABLE_LIMIT)).isEqualTo("größe,µs\n1,2\n");
        Path big = Files.writeString(dir.resolve("big.csv"), "x,y\n".repeat(10_000) + "ä");
        assertThat(InputFile.read(big, InputFile.TABLE_LIMIT)).hasSize(40_001).endsWith("ä");
    }

    @Test
    void aByteThatIsNotUtf8NamesTheFileAndLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("latin1.csv");
        Files.write(file, "a,b\n1,2\nGr\u00f6\u00dfe,3\n".getBytes(StandardCharsets.ISO_8859_1));
        assertThatThrownBy(() -> InputFile.read(file, InputFile.TABLE_LIMIT))
                .isInstanceOf(BadInputException.class)
                .hasMessage(
                        file
                                + " line 3: byte 0xf6 is not UTF-8 text; save the file as UTF-8 (or give the file that was meant)");
        Path deep = dir.resolve("deep.csv");
        byte[] text = ("x\n".repeat(9000) + "\u00ff").getBytes(StandardCharsets.ISO_8859_1);
        Files.write(deep, text);
        assertThatThrownBy(() -> InputFile.read(deep, InputFile.TABLE_LIMIT))
                .hasMessageStartingWith(deep + " line 9001: byte 0xff");
        Path binary = Files.write(dir.resolve("binary"), new byte[] {0x50, 0x4b, 0x03, 0x04, (byte) 0x9c, 0x00});
        assertThatThrownBy(() -> InputFile.read(binary, InputFile.TABLE_LIMIT))
                .hasMessageContaining("line 1: byte 0x9c");
    }

    @Test
    void aFileCutInsideACharacterIsRefused(@TempDir Path dir) throws Exception {
        Path file = Files.write(dir.resolve("cut"), new byte[] {'a', '\n', (byte) 0xc3});
        assertThatThrownBy(() -> InputFile.read(file, InputFile.TABLE_LIMIT)).hasMessageContaining("line 2: byte 0xc3");
    }

    @Test
    void onlyRegularFilesPass(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("fifo.yaml");
        assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor())
                .isZero();
        assertThatThrownBy(() -> InputFile.read(fifo, InputFile.SETTINGS_LIMIT))
                .hasMessage(
                        fifo
                                + " is not a regular file (a pipe, device or socket, which may never end); give the path of a regular file");
        Path zero = Files.createSymbolicLink(dir.resolve("raw.csv"), Path.of("/dev/zero"));
        assertThatThrownBy(() -> InputFile.read(zero, InputFile.TABLE_LIMIT))
                .hasMessageContaining("not a regular file");
        assertThatThrownBy(() -> InputFile.read(dir, InputFile.TABLE_LIMIT)).hasMessageContaining("is a folder");
        Path dangling = Files.createSymbolicLink(dir.resolve("gone.csv"), dir.resolve("nothing"));
        assertThat(InputFile.exists(dangling)).isTrue();
        assertThatThrownBy(() -> InputFile.read(dangling, InputFile.TABLE_LIMIT))
                .hasMessageContaining("a link to nothing");
        assertThatThrownBy(() -> InputFile.read(dir.resolve("none"), InputFile.TABLE_LIMIT))
                .hasMessageContaining("does not exist");
    }

    @Test
    void aFileOverItsLimitIsRefusedBeforeItIsRead(@TempDir Path dir) throws Exception {
        Path huge = dir.resolve("points.csv");
        try (RandomAccessFile sparse = new RandomAccessFile(huge.toFile(), "rw")) {
            sparse.setLength(3L << 30);
        }
        assertThatThrownBy(() -> InputFile.open(huge, InputFile.TABLE_LIMIT))
                .hasMessage(
                        huge
                                + " is 3 GiB, over the 256 MiB a file of its kind may have; give the file that was meant, or split it");
        Path config = Files.writeString(dir.resolve("board.yaml"), "#".repeat(2_000_000));
        assertThatThrownBy(() -> InputFile.read(config, InputFile.SETTINGS_LIMIT))
                .hasMessageContaining("2000000 B, over the 1 MiB");
    }

    @Test
    void aFileToBePublishedIsNeverReachedThroughALink(@TempDir Path dir) throws Exception {
        Path report = Files.writeString(dir.resolve("report.html"), "<h1>run</h1>");
        Path link = Files.createSymbolicLink(dir.resolve("link.html"), report);
        Path dangling = Files.createSymbolicLink(dir.resolve("gone.html"), dir.resolve("nothing"));

        InputFile.checkUnlinked(report, 1024, "lift the bound");
        InputFile.check(link, 1024);
        for (Path l : new Path[] {link, dangling}) {
            assertThatThrownBy(() -> InputFile.checkUnlinked(l, 1024, "lift the bound"))
                    .isInstanceOf(BadInputException.class)
                    .hasMessageStartingWith(l + " is a symbolic link");
        }
        assertThatThrownBy(() -> InputFile.checkUnlinked(report, 4, "lift the bound"))
                .hasMessage(report + " is 12 B, over the 4 B a file of its kind may have; lift the bound");
    }
}
