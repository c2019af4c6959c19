package io.bulkbench.app.cli;

import static io.bulkbench.app.cli.HostileInputTest.measuredRun;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * compare judges at the board's own threshold: the candidate folder's sweep.yaml
 * (regression_threshold_percent), unless --threshold gives one, else 3 %.
 */
class CompareThresholdTest {

    /** Two runs of one board, the candidate 10 % slower at every point, its plan saying {@code threshold}. */
    private static Path[] tenPercentSlower(Path dir, String threshold) throws IOException {
        Path baseline = measuredRun(dir, "night1", "fx", 100);
        Path candidate = measuredRun(dir, "night2", "fx", 90);
        if (threshold != null) {
            Files.writeString(
                    candidate.resolve("sweep.yaml"),
                    "board: fx\ndevice: \"null\"\nregression_threshold_percent: " + threshold + "\n");
        }
        return new Path[] {baseline, candidate};
    }

    @Test
    void theCandidatesOwnThresholdDecides(@TempDir Path dir) throws IOException {
        Path[] runs = tenPercentSlower(dir, "15");

        CliRun run = CliRun.of("compare", runs[0].toString(), runs[1].toString());

        assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).doesNotContain("REGRESSION");
    }

    @Test
    void aFlagOverridesTheFoldersThreshold(@TempDir Path dir) throws IOException {
        Path[] runs = tenPercentSlower(dir, "15");

        CliRun run = CliRun.of("compare", runs[0].toString(), runs[1].toString(), "--threshold", "5");

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.REGRESSION);
        assertThat(run.out()).contains("REGRESSION");
    }

    @Test
    void withoutEitherTheDefaultThreePercentDecides(@TempDir Path dir) throws IOException {
        Path[] runs = tenPercentSlower(dir, null);

        CliRun run = CliRun.of("compare", runs[0].toString(), runs[1].toString());

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.REGRESSION);
    }

    @Test
    void aThresholdOutsideItsRangeIsOneLine(@TempDir Path dir) throws IOException {
        Path[] runs = tenPercentSlower(dir, null);
        HostileInputTest.refused(
                CliRun.of("compare", runs[0].toString(), runs[1].toString(), "--threshold", "100"),
                "--threshold",
                "(0, 100)");
    }
}
