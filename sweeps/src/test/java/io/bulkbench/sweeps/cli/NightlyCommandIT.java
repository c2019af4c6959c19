package io.bulkbench.sweeps.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.MeasuredPoint;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.PointsCsv;
import io.bulkbench.reports.csv.RawCsv;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NightlyCommandIT {

    @Test
    void nightlyResumesTodaysRunAndFlagsARegressionAgainstTheLastRun(@TempDir Path dir) throws Exception {
        Path config = dir.resolve("board.yaml");
        Files.writeString(config, """
                board: lab
                device: sim:hs
                buffers: 1,2,4
                sizes: 16K
                modes: copy
                jmh: {forks: 0, warmup: 0, iterations: 6, time: 100ms}
                regression_threshold_percent: 3
                baselines: false
                """);
        Path results = dir.resolve("results");
        CliRun first = CliRun.of("nightly", "--config", config.toString(), "--results", results.toString());
        assertThat(first.exitCode()).as(first.out() + first.err()).isZero();
        assertThat(first.out()).contains("no earlier run of lab on sim:hs");
        Path today;
        try (Stream<Path> runs = Files.list(results.resolve("lab"))) {
            today = runs.findFirst().orElseThrow();
        }

        // An earlier night that was three times as fast, and steady: tonight must be a regression
        // however noisy tonight's own iterations were on a loaded machine.
        Path earlier = results.resolve("lab").resolve("20200101-000000");
        Files.createDirectories(earlier);
        Files.copy(today.resolve("sweep.yaml"), earlier.resolve("sweep.yaml"));
        List<MeasuredPoint> faster = RunFolder.readPoints(today).stream().map(p -> {
            double fast = 3 * p.throughputMbS();
            List<Double> samples = java.util.stream.IntStream.range(0, p.samples().size())
                    .mapToObj(i -> fast * (1 + (i % 2 == 0 ? 0.01 : -0.01))).toList();
            return MeasuredPoint.ok(p.key(), fast, 0.02 * fast, samples, 0);
        }).toList();
        PointsCsv.write(faster, earlier.resolve("points.csv"));
        RawCsv.write(faster, earlier.resolve("raw.csv"));

        CliRun second = CliRun.of("nightly", "--config", config.toString(), "--results", results.toString());
        assertThat(second.exitCode()).as(second.out() + second.err()).isEqualTo(3);
        assertThat(second.out()).contains("resuming " + today).contains("0 points to measure (3 already done)")
                .contains("REGRESSION");
        assertThat(today.resolve("compare.csv")).content().contains("regression");
        try (Stream<Path> runs = Files.list(results.resolve("lab"))) {
            assertThat(runs.count()).isEqualTo(2);
        }
    }
}
