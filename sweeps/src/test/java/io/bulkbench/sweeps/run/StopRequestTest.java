package io.bulkbench.sweeps.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** SIGINT stops after the point in flight; SIGTERM also ends the process when the sweep cannot. */
class StopRequestTest {
    private static final int TERMINATED = 143;

    @Test
    void sigtermEndsTheProcessAfterItsGraceWhenTheSweepDidNot() throws Exception {
        BlockingQueue<Integer> halted = new ArrayBlockingQueue<>(2);
        List<String> said = new ArrayList<>();
        StopRequest stop = new StopRequest(Duration.ofMillis(100), halted::add);

        stop.signalled("TERM", SweepResult.TERMINATED, said::add, TERMINATED);

        assertThat(stop.isRequested()).isTrue();
        assertThat(stop.result()).isEqualTo(SweepResult.TERMINATED);
        assertThat(said).containsExactly("TERM");
        assertThat(halted.poll(10, TimeUnit.SECONDS)).isEqualTo(TERMINATED);
    }

    @Test
    void sigintOnlyAsksAndASecondSignalEndsAtOnce() throws Exception {
        BlockingQueue<Integer> halted = new ArrayBlockingQueue<>(2);
        StopRequest stop = new StopRequest(Duration.ofMillis(100), halted::add);

        stop.signalled("INT", SweepResult.INTERRUPTED, name -> {}, 130);
        assertThat(halted.poll(500, TimeUnit.MILLISECONDS)).isNull();

        stop.signalled("INT", SweepResult.INTERRUPTED, name -> {}, 130);
        assertThat(halted.poll()).isEqualTo(130);
    }

    @Test
    void aChildThatDiedOfCtrlCIsTheStopAndTheTerminalsSigintToUsIsNotASecondOne() throws Exception {
        BlockingQueue<Integer> halted = new ArrayBlockingQueue<>(2);
        StopRequest stop = new StopRequest(Duration.ofMillis(100), halted::add);

        assertThat(stop.childInterrupted(1)).isFalse();
        assertThat(stop.childInterrupted(143)).isFalse();
        assertThat(stop.isRequested()).isFalse();
        assertThat(stop.childInterrupted(130)).isTrue();
        assertThat(stop.result()).isEqualTo(SweepResult.INTERRUPTED);

        // The same Ctrl-C reaching this process after the child's end: no halt.
        stop.signalled("INT", SweepResult.INTERRUPTED, name -> {}, 130);
        assertThat(halted.poll(200, TimeUnit.MILLISECONDS)).isNull();
        // Pressed again: the process ends at once.
        stop.signalled("INT", SweepResult.INTERRUPTED, name -> {}, 130);
        assertThat(halted.poll()).isEqualTo(130);
    }
}
