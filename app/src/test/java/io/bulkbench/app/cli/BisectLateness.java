package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Assumptions;

/**
 * A bisect on the simulator stops, in one line, when the machine is too busy to pace it
 * (its measurements ran late three times in a row). That measured cause, and nothing else,
 * excuses a test from the bisect's answer; the line itself is checked.
 */
final class BisectLateness {
    private BisectLateness() {}

    /** Aborts the test, naming the late shares, when the bisect stopped because the simulator ran late. */
    static void excuseOnlyThat(int exitCode, String err) {
        if (exitCode == 1 && err.startsWith("bisect: the simulator ran late")) {
            assertThat(err.strip().split("\\R")).as(err).hasSize(1);
            assertThat(err).contains("bulkbench bisect --resume ");
            Assumptions.abort("the machine was too busy to pace the simulator: " + err.strip());
        }
    }
}
