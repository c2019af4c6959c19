package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.BadInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What makes an environment a LAVA test shell: both helpers on PATH, executable, and LAVA_RESULT_DIR. */
class LavaShellTest {

    @Test
    void bothHelpersExecutableOnPathAndAResultFolderMakeATestShell(@TempDir Path dir) throws Exception {
        Path bin = dir.resolve("bin");
        Files.createDirectories(bin);
        Path testCase = helper(bin, "lava-test-case");
        Map<String, String> inLava = Map.of("PATH", "/nowhere::" + bin, LavaShell.RESULT_DIR, dir.toString());

        assertThatThrownBy(() -> LavaShell.of(inLava))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("lava-test-set is not on PATH");
        helper(bin, "lava-test-set");
        assertThat(LavaShell.of(inLava)).isNotNull();

        assertThatThrownBy(() -> LavaShell.of(Map.of("PATH", bin.toString())))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("LAVA_RESULT_DIR is not set");
        Files.setPosixFilePermissions(testCase, PosixFilePermissions.fromString("rw-r--r--"));
        assertThatThrownBy(() -> LavaShell.of(inLava)).hasMessageStartingWith("lava-test-case is not on PATH");
        assertThatThrownBy(() -> LavaShell.of(Map.of()))
                .hasMessageStartingWith("lava-test-set and lava-test-case are not on PATH");
    }

    private static Path helper(Path bin, String name) throws Exception {
        Path file = Files.writeString(bin.resolve(name), "#!/bin/sh\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }
}
