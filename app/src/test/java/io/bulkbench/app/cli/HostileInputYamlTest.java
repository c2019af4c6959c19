package io.bulkbench.app.cli;

import static io.bulkbench.app.cli.HostileInputTest.refused;
import static io.bulkbench.app.cli.HostileInputTest.sweep;
import static io.bulkbench.app.cli.HostileInputTest.tree;
import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.benchmarks.sim.ProfileCatalog;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A setting given twice is refused, never decided by which came last: a key repeated in
 * a profile or a board config, a fault repeated in a device spec. One line, exit 2, and
 * no warning of SnakeYAML's own on the process's stderr.
 */
class HostileInputYamlTest {

    /** Runs {@code command} and fails when anything reached the process's own stderr (a logged warning). */
    private static CliRun quietly(Supplier<CliRun> command) {
        PrintStream before = System.err;
        ByteArrayOutputStream logged = new ByteArrayOutputStream();
        System.setErr(new PrintStream(logged, true, StandardCharsets.UTF_8));
        try {
            return command.get();
        } finally {
            System.setErr(before);
            assertThat(logged.toString(StandardCharsets.UTF_8)).isEmpty();
        }
    }

    @Test
    void aKeyRepeatedInAProfileIsRefusedWithItsLine(@TempDir Path dir) throws Exception {
        String example = ProfileCatalog.resourceText("example.yaml");
        Path profile = Files.writeString(
                dir.resolve("twice.yaml"),
                example.replaceFirst("(?m)^  submit_us: 15$", "  submit_us: 15\n  submit_us: 99"));

        CliRun run = quietly(() -> CliRun.of(
                sweep("--device", "sim:" + profile, "--out", dir.resolve("run").toString())));

        refused(run, "twice.yaml line ", ": key 'submit_us' is given twice in one mapping");
        assertThat(run.err()).doesNotContain("WARNING");
        refused(CliRun.of("predict", "--device", "sim:" + profile), "key 'submit_us' is given twice");
        assertThat(tree(dir)).containsExactly("", "twice.yaml");
    }

    @Test
    void aKeyRepeatedInABoardConfigIsRefusedWithItsLine(@TempDir Path dir) throws Exception {
        Path config = Files.writeString(
                dir.resolve("board.yaml"), "board: b\ndevice: null\nbuffers: 2\nsizes: 16K\nbuffers: 64\n");

        refused(
                quietly(() -> CliRun.of(
                        "sweep",
                        "--config",
                        config.toString(),
                        "--out",
                        dir.resolve("run").toString())),
                config + " line 5: key 'buffers' is given twice");
        refused(
                quietly(() -> CliRun.of(
                        "nightly",
                        "--config",
                        config.toString(),
                        "--results",
                        dir.resolve("results").toString())),
                "key 'buffers' is given twice");
        assertThat(tree(dir)).containsExactly("", "board.yaml");
    }

    @Test
    void aFaultRepeatedInTheDeviceSpecIsRefused(@TempDir Path dir) throws Exception {
        String out = dir.resolve("run").toString();
        refused(
                CliRun.of(sweep(
                        "--device", "sim:hs,stall_probability=0.2", "--fault", "stall_probability=0.1", "--out", out)),
                "fault stall_probability is given twice (0.2 and 0.1); give each fault once");
        refused(
                CliRun.of(sweep("--device", "sim:hs,short_probability=0.1,short_probability=0.1", "--out", out)),
                "fault short_probability is given twice");
        Path config = Files.writeString(
                dir.resolve("board.yaml"), "board: b\ndevice: sim:hs,stall_probability=0.2\nsizes: 16K\n");
        refused(
                CliRun.of("sweep", "--config", config.toString(), "--fault", "stall_probability=0.3", "--out", out),
                "fault stall_probability is given twice");
        assertThat(tree(dir)).containsExactly("", "board.yaml");
    }
}
