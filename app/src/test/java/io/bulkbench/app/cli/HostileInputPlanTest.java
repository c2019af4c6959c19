package io.bulkbench.app.cli;

import static io.bulkbench.app.cli.HostileInputTest.refused;
import static io.bulkbench.app.cli.HostileInputTest.tree;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The whole plan is checked before the first point: a board's setup command that names
 * a program that is not there is refused at once (exit 2, one line, nothing written),
 * not found point by point while measuring.
 */
class HostileInputPlanTest {
    private static final String PLAN = "board: b\ndevice: null\nbuffers: 2\nsizes: 16K\nmodes: copy\nbaselines: false\n"
            + "jmh: {forks: 0, warmup: 0, iterations: 2, time: 50ms}\n";

    @Test
    void aSetupCommandWhoseProgramIsNotThereIsRefusedBeforeTheFirstPoint(@TempDir Path dir) throws Exception {
        Path config = Files.writeString(
                dir.resolve("board.yaml"), PLAN + "setup:\n  command: [no-such-reload-tool, '{buffers}']\n");
        String expected = config + ": setup.command's program 'no-such-reload-tool' is not on PATH";

        refused(sweep(config, dir), expected);
        refused(
                CliRun.of(
                        "nightly",
                        "--config",
                        config.toString(),
                        "--results",
                        dir.resolve("results").toString()),
                expected);
        Path notExecutable = Files.writeString(dir.resolve("reload.sh"), "#!/bin/sh\n");
        Files.writeString(config, PLAN + "setup:\n  command: [" + notExecutable + "]\n");
        refused(sweep(config, dir), "'" + notExecutable + "' is not an executable file");
        assertThat(tree(dir)).containsExactlyInAnyOrder("", "board.yaml", "reload.sh");
    }

    @Test
    void aSetupCommandOnPathRunsBeforeEachPoint(@TempDir Path dir) throws Exception {
        Path marker = dir.resolve("ran");
        Path config =
                Files.writeString(dir.resolve("board.yaml"), PLAN + "setup:\n  command: [touch, '" + marker + "']\n");

        CliRun sweep = CliRun.of(
                "sweep",
                "--config",
                config.toString(),
                "--out",
                dir.resolve("run").toString());

        assertThat(sweep.exitCode()).as(sweep.out() + sweep.err()).isZero();
        assertThat(marker).exists();
    }

    /** {@code sweep --config CONFIG --out DIR/run}. */
    private static CliRun sweep(Path config, Path dir) {
        return CliRun.of(
                "sweep",
                "--config",
                config.toString(),
                "--out",
                dir.resolve("run").toString());
    }
}
