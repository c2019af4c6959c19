package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.PointsCsv;
import io.bulkbench.reports.csv.RawCsv;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalDouble;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NightlyCommandIT {

    @Test
    void nightlyResumesTodaysUnfinishedRunAndFlagsARegressionAgainstTheLastRun(@TempDir Path dir) throws Exception {
        // However busy this machine was, tonight's simulator is taken to have kept pace.
        SecondNight night = slowSecondNight(dir, 0.0);

        assertThat(night.run().exitCode())
                .as(night.run().out() + night.run().err())
                .isEqualTo(3);
        assertThat(night.run().out())
                .contains("resuming " + night.today())
                .contains("0 points to measure (3 already done)")
                .contains("REGRESSION");
        assertThat(night.today().resolve("compare.csv")).content().contains("regression");
        // --junit: one test case per point, each regressed point a failure with its figures.
        String junit = Files.readString(night.junit());
        assertThat(junit.split("<testcase ", -1)).hasSize(3 + 1);
        assertThat(junit.split("<failure type=\"regression\"", -1)).hasSize(3 + 1);
        assertThat(junit).contains("compared: ").contains(", p = ");
        try (Stream<Path> runs = Files.list(night.today().getParent())) {
            assertThat(runs.count()).isEqualTo(2);
        }
    }

    @Test
    void aSlowerNightWhoseSimulatorRanALittleLateIsStillARegression(@TempDir Path dir) throws Exception {
        // The same slow night (a third of the speed), the simulator 5 % of the time behind:
        // lateness explains at most 5 %, not 67 %.
        SecondNight night = slowSecondNight(dir, 0.05);

        assertThat(night.run().exitCode())
                .as(night.run().out() + night.run().err())
                .isEqualTo(3);
        assertThat(night.run().out())
                .contains("3 regression(s)")
                .contains("the simulator also ran late, and allowing for all its lateness the change is still -64.9 %");
    }

    @Test
    void aSlowerNightThatLatenessMayExplainIsNotJudged(@TempDir Path dir) throws Exception {
        // A third of the speed, but the bus sat idle 70 % of the time: it may have been the machine.
        SecondNight night = slowSecondNight(dir, 0.70);

        assertThat(night.run().exitCode())
                .as(night.run().out() + night.run().err())
                .isZero();
        assertThat(night.run().out())
                .doesNotContain("REGRESSION")
                .contains("0 regression(s)")
                .contains("not judged: simulator late, 3 of 3 points");
        assertThat(night.today().resolve("compare.csv"))
                .content()
                .doesNotContain(",regression\n")
                .contains(",simulator_late\n");
    }

    /** Tonight's run folder and what the second nightly run of the day said. */
    private record SecondNight(Path today, CliRun run, Path junit) {}

    /**
     * A first nightly sweep, an earlier night planted that was three times as fast, tonight's
     * points marked as late for {@code lateShare} of their time and the report gone, as if
     * the host died before writing it (and so before recording the run), then nightly again:
     * it continues today's run, records it and the planted night (caught up from the results
     * folder), and writes the verdict stored for tonight.
     */
    private static SecondNight slowSecondNight(Path dir, double lateShare) throws Exception {
        Path config = boardConfig(dir);
        Path results = dir.resolve("results");
        Path today = firstNight(config, results);
        earlierNightThreeTimesAsFast(today, results);
        tonightLate(today, lateShare);
        Files.delete(today.resolve("report.html"));
        for (String suffix : List.of("", "-wal", "-shm")) {
            Files.deleteIfExists(results.resolve(DatabaseLocation.DEFAULT_FILE + suffix));
        }
        Path junit = dir.resolve("junit.xml");
        return new SecondNight(
                today,
                CliRun.of(
                        "nightly",
                        "--config",
                        config.toString(),
                        "--results",
                        results.toString(),
                        "--junit",
                        junit.toString()),
                junit);
    }

    /** Rewrites tonight's points as if the simulator had run late for {@code share} of each point's time. */
    private static void tonightLate(Path today, double share) throws Exception {
        List<MeasuredPoint> points = RunFolder.readPoints(today).stream()
                .map(p -> p.withLateShare(OptionalDouble.of(share)))
                .toList();
        PointsCsv.write(points, today.resolve("points.csv"));
    }

    private static Path boardConfig(Path dir) throws Exception {
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
        return config;
    }

    /** The first nightly run of the board: nothing to compare with yet. Returns its run folder. */
    private static Path firstNight(Path config, Path results) throws Exception {
        CliRun first = CliRun.of("nightly", "--config", config.toString(), "--results", results.toString());
        assertThat(first.exitCode()).as(first.out() + first.err()).isZero();
        assertThat(first.out()).contains("no earlier run of lab on sim:hs");
        try (Stream<Path> runs = Files.list(results.resolve("lab"))) {
            return runs.findFirst().orElseThrow();
        }
    }

    /**
     * An earlier night that was three times as fast, and steady: tonight is a regression
     * however noisy tonight's own iterations were on a loaded machine.
     */
    private static void earlierNightThreeTimesAsFast(Path today, Path results) throws Exception {
        Path earlier = results.resolve("lab").resolve("20200101-000000");
        Files.createDirectories(earlier);
        Files.copy(today.resolve("sweep.yaml"), earlier.resolve("sweep.yaml"));
        List<MeasuredPoint> faster = RunFolder.readPoints(today).stream()
                .map(p -> {
                    double fast = 3 * p.throughputMbS();
                    List<Double> samples = java.util.stream.IntStream.range(
                                    0, p.samples().size())
                            .mapToObj(i -> fast * (1 + (i % 2 == 0 ? 0.01 : -0.01)))
                            .toList();
                    return MeasuredPoint.ok(p.key(), fast, 0.02 * fast, samples, 0);
                })
                .toList();
        PointsCsv.write(faster, earlier.resolve("points.csv"));
        RawCsv.write(faster, earlier.resolve("raw.csv"));
    }
}
