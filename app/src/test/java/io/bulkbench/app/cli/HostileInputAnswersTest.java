package io.bulkbench.app.cli;

import static io.bulkbench.app.cli.HostileInputTest.refused;
import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.SyntheticRuns;
import io.bulkbench.sweeps.run.RunRecording;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Input that used to give a wrong answer rather than an error: a day compared as text,
 * a whole number rounded into its range. (A calibrated value rounded over its bound is
 * ProfileNumbersTest's, in the model module.)
 */
class HostileInputAnswersTest {

    /** Three nights of board snowball: 2026-01-01, -02 and -03, each at 02:15 UTC. */
    private static String threeNights(Path dir) {
        SplittableRandom random = new SplittableRandom(9);
        Path file = dir.resolve("lab.db");
        try (ResultsDatabase db = ResultsDatabase.open(DatabaseLocation.sqlite(file))) {
            for (int night = 0; night < 3; night++) {
                RunRecording.record(db, SyntheticRuns.run("snowball", night, random));
            }
        }
        return "jdbc:sqlite:" + file;
    }

    private static List<String> runIds(CliRun csv) {
        return csv.out().lines().skip(1).map(l -> l.split(",")[0]).distinct().toList();
    }

    @Test
    void sinceIsADayComparedAsADay(@TempDir Path dir) {
        String db = threeNights(dir);

        CliRun fromTheSecond =
                CliRun.of("history", "--board", "snowball", "--db", db, "--since", "2026-01-02", "--format", "csv");
        assertThat(fromTheSecond.exitCode()).as(fromTheSecond.err()).isZero();
        assertThat(runIds(fromTheSecond)).containsExactly("20260102-021500", "20260103-021500");

        refused(
                CliRun.of("history", "--board", "snowball", "--db", db, "--since", "+10000-01-01"),
                "--since '+10000-01-01' is outside 1970-01-01 .. 9999-12-31");
        refused(
                CliRun.of("history", "--board", "snowball", "--db", db, "--since", "-0001-01-01"),
                "is outside 1970-01-01 .. 9999-12-31");
        refused(
                CliRun.of("history", "--board", "snowball", "--db", db, "--since", "2026-01-04"),
                "has no run since 2026-01-04");
    }

    @Test
    void aSeedOfTwoToTheSixtyThirdIsRefusedNotClamped(@TempDir Path dir) throws Exception {
        Path profile = Files.writeString(
                dir.resolve("seeded.yaml"),
                ProfileCatalog.resourceText("example.yaml").replaceFirst("(?m)^seed: 7$", "seed: 9223372036854775808"));

        refused(
                CliRun.of("predict", "--device", "sim:" + profile),
                "seed must be a whole number from 0 to 9223372036854775807, was 9223372036854775808");
        Files.writeString(
                profile,
                ProfileCatalog.resourceText("example.yaml").replaceFirst("(?m)^seed: 7$", "seed: 9223372036854775807"));
        CliRun largest = CliRun.of("predict", "--device", "sim:" + profile, "--buffers", "2", "--sizes", "16K");
        assertThat(largest.exitCode()).as(largest.err()).isZero();
    }
}
