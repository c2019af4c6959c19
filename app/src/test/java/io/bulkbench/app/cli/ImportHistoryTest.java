package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.history.RunRecord;
import io.bulkbench.history.SyntheticRuns;
import io.bulkbench.reports.csv.PointJournal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** import and history through the command line, on run folders made up from a seed (no JMH). */
class ImportHistoryTest {
    private static final long SEED = 4242L;

    @Test
    void importedRunsShowUpInHistoryOnceEach(@TempDir Path dir) throws Exception {
        System.out.println("importedRunsShowUpInHistoryOnceEach seed " + SEED);
        SplittableRandom random = new SplittableRandom(SEED);
        Path results = dir.resolve("results");
        for (int night = 0; night < 3; night++) {
            folder(results, SyntheticRuns.run("snowball", night, random));
        }
        String db = "jdbc:sqlite:" + dir.resolve("lab.db");

        CliRun first = CliRun.of("import", results.toString(), "--db", db);
        assertThat(first.exitCode()).as(first.err()).isZero();
        assertThat(first.out())
                .contains("recorded: snowball/" + SyntheticRuns.runId(0) + " (30 points)")
                .contains("3 recorded, 0 already there, 0 refused");
        CliRun again = CliRun.of(
                "import",
                results.resolve("snowball").resolve(SyntheticRuns.runId(1)).toString(),
                "--db",
                db);
        assertThat(again.exitCode()).isZero();
        assertThat(again.out()).contains("already recorded, skipped: snowball/" + SyntheticRuns.runId(1));

        CliRun text = CliRun.of("history", "--board", "snowball", "--db", db);
        assertThat(text.exitCode()).as(text.err()).isZero();
        assertThat(text.out())
                .contains("3 run(s) of plan")
                .contains(SyntheticRuns.runId(2))
                .contains("CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS: 8 in " + SyntheticRuns.runId(0) + " .. "
                        + SyntheticRuns.runId(2) + " (3 runs)");
        CliRun csv = CliRun.of("history", "--board", "snowball", "--db", db, "--format", "csv");
        assertThat(csv.exitCode()).isZero();
        List<String> lines = csv.out().lines().toList();
        assertThat(lines.get(0))
                .startsWith(
                        "run_id,started,host,label,bulkbench_version,plan_fingerprint,board,device,direction,buffers");
        assertThat(lines).hasSize(1 + 3 * 30);
        assertThat(lines.stream()
                        .skip(1)
                        .map(l -> l.substring(0, l.indexOf(',')))
                        .distinct())
                .containsExactly(SyntheticRuns.runId(0), SyntheticRuns.runId(1), SyntheticRuns.runId(2));
    }

    @Test
    void anotherRunUnderARecordedIdIsRefusedInOneLine(@TempDir Path dir) throws Exception {
        Path results = dir.resolve("results");
        Path run = folder(results, SyntheticRuns.run("snowball", 0, new SplittableRandom(SEED)));
        String db = "jdbc:sqlite:" + dir.resolve("lab.db");
        assertThat(CliRun.of("import", run.toString(), "--db", db).exitCode()).isZero();
        folder(results, SyntheticRuns.run("snowball", 0, new SplittableRandom(SEED + 1)));
        CliRun refused = CliRun.of("import", run.toString(), "--db", db);
        assertThat(refused.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(refused.errLines())
                .singleElement()
                .asString()
                .contains("already recorded")
                .contains("other measurements");
    }

    @Test
    void aBadDatabaseIsOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        Path notes = Files.writeString(dir.resolve("bulkbench.db"), "not a database\n".repeat(100));
        for (String[] args : List.of(
                new String[] {"history", "--board", "b", "--db", "jdbc:mysql://lab/results"},
                new String[] {"history", "--board", "b", "--db", "jdbc:sqlite:" + notes},
                new String[] {"import", dir.toString(), "--db", "jdbc:sqlite:" + notes},
                new String[] {"history", "--board", "b", "--db", "jdbc:postgresql://127.0.0.1:1/results"},
                new String[] {
                    "sweep",
                    "--device",
                    "sim:hs",
                    "--db",
                    "ftp://lab/results",
                    "--out",
                    dir.resolve("run").toString()
                })) {
            CliRun run = CliRun.of(args);
            assertThat(run.exitCode()).as(String.join(" ", args)).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(run.errLines()).as(String.join(" ", args)).hasSize(1);
            assertThat(run.err()).doesNotContain("Exception").doesNotContain("\tat ");
        }
        assertThat(dir.resolve("run")).doesNotExist();
    }

    @Test
    void aRunMeasuredFurtherAfterItWasRecordedIsUpdated(@TempDir Path dir) throws Exception {
        RunRecord run = SyntheticRuns.run("snowball", 0, new SplittableRandom(SEED));
        Path folder = folder(dir.resolve("results"), run);
        String db = "jdbc:sqlite:" + dir.resolve("lab.db");
        assertThat(CliRun.of("import", folder.toString(), "--db", db).exitCode())
                .isZero();
        // What --resume DIR --retry-failed leaves: the failed point measured again, appended to the journal.
        MeasuredPoint failed =
                run.points().stream().filter(p -> !p.isOk()).findFirst().orElseThrow();
        MeasuredPoint retried = MeasuredPoint.ok(failed.key(), 30, 0.3, Collections.nCopies(16, 30.0), 0);
        try (PointJournal journal = PointJournal.open(folder)) {
            journal.append(retried);
        }
        CliRun updated = CliRun.of("import", folder.toString(), "--db", db);
        assertThat(updated.exitCode()).as(updated.err()).isZero();
        assertThat(updated.out())
                .contains("updated (the same run, measured further): snowball/"
                        + run.run().runId());
        CliRun csv = CliRun.of("history", "--board", "snowball", "--db", db, "--format", "csv");
        assertThat(csv.out().lines().filter(l -> l.contains(",failed,"))).isEmpty();
    }

    @Test
    void anUnfinishedRunIsRefusedWithTheWayToFinishIt(@TempDir Path dir) throws Exception {
        Path run = RunRecordingTest.folder(
                dir.resolve("results"),
                SyntheticRuns.run("snowball", 0, new SplittableRandom(SEED)),
                List.of(2, 4, 8, 16, 32, 64));
        CliRun refused = CliRun.of("import", run.toString(), "--db", "jdbc:sqlite:" + dir.resolve("lab.db"));
        assertThat(refused.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(refused.errLines())
                .singleElement()
                .asString()
                .contains("is not finished (6 of 36 planned points")
                .contains("bulkbench sweep --resume " + run);
    }

    /** A run folder as a sweep leaves it: the synthetic run's files and its plan. */
    static Path folder(Path results, RunRecord record) throws Exception {
        return RunRecordingTest.folder(results, record, List.of(2, 4, 8, 16, 32));
    }
}
