package io.bulkbench.sweeps.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SetupCommandTest {
    private static final PointKey POINT = new PointKey("b", "null", Direction.IN, 4, 65536, CopyMode.NO_COPY);

    @Test
    void placeholdersAreReplacedInsideEachArgument() {
        SetupCommand cmd = new SetupCommand(
                List.of("ssh", "board", "reload num_buffers={buffers} bs={request_bytes} {copy_mode}"),
                Duration.ofSeconds(5));
        assertThat(cmd.argumentsFor(POINT)).containsExactly("ssh", "board", "reload num_buffers=4 bs=65536 no-copy");
    }

    @Test
    void shellMetacharactersInAnArgumentAreNotInterpreted(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("args.txt");
        Path evil = dir.resolve("evil");
        // printf writes its arguments one per line; were a shell involved, ';' would run touch.
        SetupCommand cmd = new SetupCommand(
                List.of(
                        "sh",
                        "-c",
                        "printf '%s\\n' \"$@\" > " + out,
                        "setup",
                        "n={buffers}; touch " + evil,
                        "$(touch " + evil + ")"),
                Duration.ofSeconds(5));
        cmd.runFor(POINT);
        assertThat(Files.readAllLines(out)).containsExactly("n=4; touch " + evil, "$(touch " + evil + ")");
        assertThat(evil).doesNotExist();
    }

    @Test
    void aFailingCommandFailsThePointWithItsOutput() throws Exception {
        SetupCommand cmd = new SetupCommand(List.of("sh", "-c", "echo gadget busy >&2; exit 3"), Duration.ofSeconds(5));
        assertThatThrownBy(() -> cmd.runFor(POINT))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("exited 3")
                .hasMessageContaining("gadget busy");
        PointMeasurer measurer = cmd.before(p -> MeasuredPoint.ok(p, 1, 0, List.of(1.0), 0));
        MeasuredPoint failed = new SweepRunner(measurer, p -> {}, SweepProgress.SILENT, new StopRequest())
                .run(List.of(POINT), java.util.Set.of(), 1)
                .measured()
                .get(0);
        assertThat(failed.isOk()).isFalse();
        assertThat(failed.reason()).contains("gadget busy");
    }

    @Test
    void aHangingCommandTimesOut() {
        SetupCommand cmd = new SetupCommand(List.of("sleep", "30"), Duration.ofMillis(300));
        assertThatThrownBy(() -> cmd.runFor(POINT)).hasMessageContaining("did not finish within");
    }

    @Test
    void aProgramThatIsNotThereIsRefusedBeforeItIsRun(@TempDir Path dir) throws Exception {
        Path script = Files.writeString(dir.resolve("reload"), "#!/bin/sh\n");
        SetupCommand missing = new SetupCommand(List.of("no-such-reload", "{buffers}"), Duration.ofSeconds(5));
        assertThatThrownBy(() -> missing.requireProgram("board.yaml", "/nowhere:" + dir))
                .isInstanceOf(io.bulkbench.core.BadInputException.class)
                .hasMessage(
                        "board.yaml: setup.command's program 'no-such-reload' is not on PATH (no executable of"
                                + " that name); install it, or give the program's full path as the first word of setup.command");
        SetupCommand notExecutable = new SetupCommand(List.of(script.toString()), Duration.ofSeconds(5));
        assertThatThrownBy(() -> notExecutable.requireProgram("board.yaml", ""))
                .hasMessageContaining("'" + script + "' is not an executable file");
        assertThatThrownBy(() -> new SetupCommand(List.of(dir + "/gone"), Duration.ofSeconds(5))
                        .requireProgram("board.yaml", ""))
                .hasMessageContaining("does not exist");

        assertThat(script.toFile().setExecutable(true)).isTrue();
        notExecutable.requireProgram("board.yaml", "");
        new SetupCommand(List.of("reload"), Duration.ofSeconds(5)).requireProgram("board.yaml", "/nowhere:" + dir);
        new SetupCommand(List.of("reload-{buffers}"), Duration.ofSeconds(5)).requireProgram("board.yaml", "");
    }
}
