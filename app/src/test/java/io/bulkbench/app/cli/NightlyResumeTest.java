package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.trend.RunInfo;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.RunId;
import io.bulkbench.reports.csv.PointsCsv;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which run a nightly continues, through the real command line on the null device: only
 * today's unfinished run of tonight's plan and label; a finished run means a new run id.
 */
class NightlyResumeTest {
    /**
     * Two points on the null device. The second night of a test is compared with the first, and
     * in-process 50 ms iterations vary by tens of percent; these tests are about which run is
     * made, not about a regression, so only a 99 % drop counts.
     */
    private static final String PLAN = """
            board: lab
            device: null
            buffers: 2,4
            sizes: 16K
            modes: copy
            baselines: false
            regression_threshold_percent: 99
            jmh: {forks: 0, warmup: 0, iterations: 2, time: 50ms}
            """;

    @Test
    void twoNightliesOfOneDayMakeTwoRunsThatSortInOrderAndKeepTheirLabels(@TempDir Path dir) throws Exception {
        Path config = Files.writeString(dir.resolve("board.yaml"), PLAN);
        Path results = dir.resolve("results");

        CliRun first = nightly(config, results, "--label", "v6.8-rc3");
        CliRun second = nightly(config, results, "--label", "v6.8-rc4");

        assertThat(first.exitCode()).as(first.out() + first.err()).isZero();
        assertThat(second.exitCode()).as(second.out() + second.err()).isZero();
        assertThat(second.out()).contains("is finished; starting a new run").doesNotContain("resuming");
        List<Path> runs = runs(results);
        assertThat(runs).hasSize(2);
        assertThat(label(runs.get(0))).isEqualTo("v6.8-rc3");
        assertThat(label(runs.get(1))).isEqualTo("v6.8-rc4");
        // The second night is compared with the first, the run before it by id.
        assertThat(second.out()).doesNotContain("no earlier run of lab");
        assertThat(runs)
                .allSatisfy(run -> assertThat(RunId.startedAt(run.getFileName().toString()))
                        .isPresent());
    }

    @Test
    void aNightlyAfterAnInterruptedRunContinuesIt(@TempDir Path dir) throws Exception {
        Path config = Files.writeString(dir.resolve("board.yaml"), PLAN);
        Path results = dir.resolve("results");
        Path interrupted = interruptedRun(config, results, "v6.8-rc3");

        CliRun night = nightly(config, results, "--label", "v6.8-rc3");

        assertThat(night.exitCode()).as(night.out() + night.err()).isZero();
        assertThat(night.out()).contains("resuming " + interrupted).contains("1 points to measure (1 already done)");
        assertThat(runs(results)).containsExactly(interrupted);
        assertThat(RunFolder.readPoints(interrupted)).hasSize(2);
        assertThat(label(interrupted)).isEqualTo("v6.8-rc3");
    }

    @Test
    void anInterruptedRunOfAnotherLabelIsLeftAndTonightsLabelGetsANewRun(@TempDir Path dir) throws Exception {
        Path config = Files.writeString(dir.resolve("board.yaml"), PLAN);
        Path results = dir.resolve("results");
        Path interrupted = interruptedRun(config, results, "v6.8-rc3");

        CliRun night = nightly(config, results, "--label", "v6.8-rc4");

        assertThat(night.exitCode()).as(night.out() + night.err()).isZero();
        assertThat(night.out())
                .contains("nightly: today's unfinished run " + interrupted
                        + " is labelled 'v6.8-rc3', tonight is --label 'v6.8-rc4'; starting a new run")
                .doesNotContain("resuming");
        List<Path> runs = runs(results);
        assertThat(runs).hasSize(2).startsWith(interrupted);
        assertThat(RunFolder.readPoints(interrupted)).hasSize(1);
        assertThat(label(interrupted)).isEqualTo("v6.8-rc3");
        assertThat(label(runs.get(1))).isEqualTo("v6.8-rc4");
        assertThat(RunFolder.readPoints(runs.get(1))).hasSize(2);
    }

    private static CliRun nightly(Path config, Path results, String... more) {
        List<String> args = new java.util.ArrayList<>(
                List.of("nightly", "--config", config.toString(), "--results", results.toString()));
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(String[]::new));
    }

    /**
     * Today's run of the board as a crash after its first point leaves it: swept whole (with
     * --out, so no database holds it), then its second point taken from points.csv.
     */
    private static Path interruptedRun(Path config, Path results, String label) throws Exception {
        Path run = results.resolve("lab").resolve(RunId.of(Instant.now(), 1));
        CliRun sweep = CliRun.of("sweep", "--config", config.toString(), "--label", label, "--out", run.toString());
        assertThat(sweep.exitCode()).as(sweep.out() + sweep.err()).isZero();
        Path points = run.resolve(RunFolder.POINTS_CSV);
        PointsCsv.write(RunFolder.readPoints(run).subList(0, 1), points);
        return run;
    }

    private static String label(Path run) throws Exception {
        return RunFolder.readRunInfo(run).map(RunInfo::label).orElseThrow();
    }

    /** The board's run folders, in id order. */
    private static List<Path> runs(Path results) throws Exception {
        try (Stream<Path> runs = Files.list(results.resolve("lab"))) {
            return runs.sorted().toList();
        }
    }
}
