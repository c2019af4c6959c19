package io.bulkbench.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two processes on one SQLite file, and one killed in the middle of a run. */
class SqliteConcurrencyTest {

    /** WAL and the busy timeout make the second writer wait its turn: no "database is locked". */
    @Test
    void twoProcessesRecordIntoOneNewFileAtOnce(@TempDir Path dir) throws Exception {
        String url = "jdbc:sqlite:" + dir.resolve("results").resolve("bulkbench.db");
        List<String> outputs = ConcurrentRecording.runAll(
                dir,
                List.of(
                        RecordingProcess.command(url, "board-a", 3, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9),
                        RecordingProcess.command(url, "board-b", 3, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9)));
        assertThat(String.join("", outputs)).doesNotContain("locked").doesNotContain("Exception");
        assertThat(outputs)
                .allSatisfy(o -> assertThat(o.lines().filter(l -> l.endsWith(" RECORDED")))
                        .hasSize(10));
        try (ResultsDatabase db = ResultsDatabase.open(DatabaseLocation.parse(url, "test"))) {
            assertThat(StoreContract.count(db, "run")).isEqualTo(20);
            assertThat(StoreContract.count(db, "point WHERE role = 'measured'")).isEqualTo(20 * 30);
        }
    }

    /**
     * A process killed while its transaction writes (seen from outside: the write-ahead
     * log grows) leaves no part of its run; the run is recorded whole afterwards.
     */
    @Test
    void aProcessKilledMidRunLeavesNoHalfRun(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bulkbench.db");
        String url = "jdbc:sqlite:" + file;
        DatabaseLocation location = DatabaseLocation.parse(url, "test");
        ResultsDatabase.open(location).close();
        Path wal = dir.resolve("bulkbench.db-wal");
        // 600 sizes x 5 buffers x 2 modes: 6000 points and 94000 iterations, megabytes of log.
        Process recorder = new ProcessBuilder(RecordingProcess.command(url, "big", 600, 0))
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("recorder.log").toFile())
                .start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!(Files.exists(wal) && Files.size(wal) > 256 * 1024)
                && recorder.isAlive()
                && System.nanoTime() < deadline) {
            Thread.sleep(2);
        }
        assertThat(recorder.isAlive())
                .as("the recorder was still writing: %s", Files.readString(dir.resolve("recorder.log")))
                .isTrue();
        recorder.destroyForcibly().waitFor();
        assertThat(Files.readString(dir.resolve("recorder.log"))).doesNotContain("RECORDED");
        try (ResultsDatabase db = ResultsDatabase.open(location)) {
            assertThat(StoreContract.count(db, "run")).isZero();
            assertThat(StoreContract.count(db, "point")).isZero();
            assertThat(StoreContract.count(db, "iteration")).isZero();
            RunRecord small = SyntheticRuns.run("big", 0, new SplittableRandom(1));
            assertThat(new RunStore(db).record(small)).isEqualTo(RecordOutcome.RECORDED);
        }
    }
}
