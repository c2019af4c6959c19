package io.bulkbench.sweeps.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A program run and waited for ends by its bounds: its time and its share of output. */
class ChildProcessTest {

    @Test
    void aProgramThatEndsPassesItsOutputAndExitCode() throws Exception {
        StringWriter out = new StringWriter();
        ChildProcess.Outcome outcome = ChildProcess.run(
                List.of("sh", "-c", "echo one; echo two >&2; exit 3"), Duration.ofSeconds(30), 1000, out);

        assertThat(outcome).isEqualTo(new ChildProcess.Outcome(ChildProcess.End.EXITED, 3));
        assertThat(out.toString()).contains("one\n").contains("two\n");
    }

    @Test
    void aProgramThatNeverEndsIsStoppedWithWhatItStarted(@TempDir Path dir) throws Exception {
        Path pid = dir.resolve("child.pid");
        StringWriter out = new StringWriter();
        // the shell starts a child of its own that would outlive it; both must end
        ChildProcess.Outcome outcome = ChildProcess.run(
                List.of("sh", "-c", "sleep 600 & echo $! > " + pid + "; echo started; wait"),
                Duration.ofMillis(500),
                1000,
                out);

        assertThat(outcome.end()).isEqualTo(ChildProcess.End.TIMED_OUT);
        assertThat(outcome.succeeded()).isFalse();
        assertThat(out.toString()).isEqualTo("started\n");
        long child = Long.parseLong(Files.readString(pid).strip());
        assertThat(ProcessHandle.of(child).map(ProcessHandle::isAlive).orElse(false))
                .as("the shell's child")
                .isFalse();
    }

    @Test
    void aProgramThatFloodsIsStoppedAtItsShareNotBuffered() throws Exception {
        StringWriter out = new StringWriter();
        ChildProcess.Outcome outcome =
                ChildProcess.run(List.of("sh", "-c", "yes flood"), Duration.ofSeconds(30), 100_000, out);

        assertThat(outcome.end()).isEqualTo(ChildProcess.End.FLOODED);
        assertThat(out.toString().length()).isLessThanOrEqualTo(100_000);
    }
}
