package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.history.RunRecord;
import io.bulkbench.history.SyntheticRunFolders;
import io.bulkbench.history.SyntheticRuns;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.sweeps.plan.FlagValues;
import io.bulkbench.sweeps.plan.RunManifest;
import io.bulkbench.sweeps.plan.Settings;
import io.bulkbench.sweeps.plan.SweepSettings;
import io.bulkbench.sweeps.run.RecordingSpool;
import io.bulkbench.sweeps.run.RunRecording;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What happens with the database when a run ends: recorded, caught up, or one line and exit 1. */
public class RunRecordingTest {
    private static final long SEED = 77L;
    private static final List<Integer> SIZES = List.of(16384, 65536, 262144);

    @Test
    void aRunIsRecordedAndTheBoardsEarlierRunsCatchUp(@TempDir Path dir) throws Exception {
        Path results = dir.resolve("results");
        SplittableRandom random = new SplittableRandom(SEED);
        Path missed = folder(results, SyntheticRuns.run("snowball", 0, random), List.of(2, 4, 8, 16, 32));
        Path unfinished = folder(results, SyntheticRuns.run("snowball", 1, random), List.of(2, 4, 8, 16, 32, 64));
        Path tonight = folder(results, SyntheticRuns.run("snowball", 2, random), List.of(2, 4, 8, 16, 32));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = RunRecording.afterRun(
                0, tonight, Optional.empty(), results, new PrintWriter(out, true), new PrintWriter(err, true));
        assertThat(code).as(err.toString()).isZero();
        assertThat(out.toString())
                .contains("recorded in jdbc:sqlite:" + results.resolve("bulkbench.db") + ": snowball/"
                        + SyntheticRuns.runId(2))
                .contains("caught up: 1 earlier run(s) of snowball");
        assertThat(missed).isDirectory();
        assertThat(unfinished.resolve(RunFolder.POINTS_CSV)).isRegularFile();
    }

    @Test
    void everyBoardsRunsNotYetRecordedAreReplayedOnceByTheNextRunRecorded(@TempDir Path dir) throws Exception {
        Path results = dir.resolve("results");
        SplittableRandom random = new SplittableRandom(SEED);
        Path other = folder(results, SyntheticRuns.run("fastboot", 0, random), List.of(2, 4, 8, 16, 32));
        Path tonight = folder(results, SyntheticRuns.run("snowball", 1, random), List.of(2, 4, 8, 16, 32));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertThat(RunRecording.afterRun(
                        0, tonight, Optional.empty(), results, new PrintWriter(out, true), new PrintWriter(err, true)))
                .as(err.toString())
                .isZero();
        assertThat(out.toString())
                .contains("caught up: 1 earlier run(s) of fastboot recorded from " + other.getParent());
        // The next night finds nothing left to replay.
        Path next = folder(results, SyntheticRuns.run("snowball", 2, random), List.of(2, 4, 8, 16, 32));
        StringWriter again = new StringWriter();
        assertThat(RunRecording.afterRun(
                        0, next, Optional.empty(), results, new PrintWriter(again, true), new PrintWriter(err, true)))
                .isZero();
        assertThat(again.toString()).contains("recorded in").doesNotContain("caught up");
        assertThat(new RecordingSpool(results).runFolders()).containsExactly(other, tonight, next);
    }

    @Test
    void aDatabaseThatCannotBeReachedCostsOneLineAndExitOneButNoMeasurement(@TempDir Path dir) throws Exception {
        Path results = dir.resolve("results");
        Path run =
                folder(results, SyntheticRuns.run("snowball", 0, new SplittableRandom(SEED)), List.of(2, 4, 8, 16, 32));
        String pointsBefore = Files.readString(run.resolve(RunFolder.POINTS_CSV));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = RunRecording.afterRun(
                0,
                run,
                Optional.of("jdbc:postgresql://127.0.0.1:1/results"),
                results,
                new PrintWriter(out, true),
                new PrintWriter(err, true));
        assertThat(code).isEqualTo(1);
        assertThat(err.toString().lines())
                .singleElement()
                .asString()
                .contains("is complete, but recording it failed")
                .contains("cannot reach")
                .contains("the next run recorded there from " + results + " replays it")
                .contains("bulkbench import " + run);
        assertThat(Files.readString(run.resolve(RunFolder.POINTS_CSV))).isEqualTo(pointsBefore);
        // A point that failed already makes the run's exit 1; a regression keeps its 3.
        assertThat(RunRecording.afterRun(
                        3,
                        run,
                        Optional.of("jdbc:postgresql://127.0.0.1:1/results"),
                        results,
                        new PrintWriter(new StringWriter()),
                        new PrintWriter(new StringWriter())))
                .isEqualTo(3);
    }

    @Test
    void aRunWrittenElsewhereWithoutADatabaseIsNotRecorded(@TempDir Path dir) throws Exception {
        Path results = dir.resolve("results");
        Path elsewhere = folder(
                dir.resolve("elsewhere"),
                SyntheticRuns.run("snowball", 0, new SplittableRandom(SEED)),
                List.of(2, 4, 8, 16, 32));
        StringWriter out = new StringWriter();
        assertThat(RunRecording.afterRun(
                        0,
                        elsewhere,
                        Optional.empty(),
                        results,
                        new PrintWriter(out, true),
                        new PrintWriter(out, true)))
                .isZero();
        assertThat(out.toString()).isEmpty();
        assertThat(results.resolve("bulkbench.db")).doesNotExist();
    }

    /** A run folder as a sweep of the given buffer counts leaves it. */
    public static Path folder(Path results, RunRecord record, List<Integer> planBuffers) throws Exception {
        Path dir = results.resolve(record.run().board()).resolve(record.run().runId());
        SyntheticRunFolders.writeFolder(dir, record);
        writeManifest(
                dir, record.run().board(), SyntheticRuns.DEVICE, joined(planBuffers), joined(SIZES), "copy,no-copy");
        return dir;
    }

    /** The sweep.yaml of a quick plan with these flags, as a sweep writes it into its run folder. */
    static void writeManifest(Path dir, String board, String device, String buffers, String sizes, String modes)
            throws Exception {
        Settings settings = Settings.resolve(
                FlagValues.of(java.util.Map.of(
                        SweepSettings.BOARD, List.of(board),
                        SweepSettings.DEVICE, List.of(device),
                        SweepSettings.BUFFERS, List.of(buffers),
                        SweepSettings.SIZES, List.of(sizes),
                        SweepSettings.MODES, List.of(modes),
                        SweepSettings.QUICK, List.of(""))),
                Optional.empty(),
                d -> d);
        Files.writeString(dir.resolve(RunFolder.MANIFEST), RunManifest.yaml(settings, "test"));
    }

    private static String joined(List<Integer> values) {
        return values.stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(","));
    }
}
