package io.bulkbench.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.testing.TestPostgres;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Eight hosts of a lab reporting into one PostgreSQL at once, and one killed mid-run. */
class PostgresConcurrencyIT {
    private static final int PROCESSES = 8;

    @Test
    void eightProcessesRecordEachRunExactlyOnce(@TempDir Path dir) throws Exception {
        DatabaseLocation location = DatabaseLocation.parse(TestPostgres.server().newDatabase(), "test");
        List<List<String>> different = new ArrayList<>();
        for (int i = 0; i < PROCESSES; i++) {
            different.add(RecordingProcess.command(location.url(), "lab-board", 3, i));
        }
        List<String> first = ConcurrentRecording.runAll(dir, different);
        assertThat(first).allSatisfy(o -> assertThat(o.strip()).endsWith(" RECORDED"));

        // The same eight runs again, each process trying all of them, each in another order.
        List<List<String>> same = new ArrayList<>();
        for (int i = 0; i < PROCESSES; i++) {
            int[] nights = new int[PROCESSES];
            for (int n = 0; n < PROCESSES; n++) {
                nights[n] = (i + n) % PROCESSES;
            }
            same.add(RecordingProcess.command(location.url(), "lab-board", 3, nights));
        }
        List<String> again = ConcurrentRecording.runAll(dir, same);
        assertThat(again)
                .allSatisfy(o -> assertThat(o.lines().filter(l -> l.endsWith(" ALREADY_RECORDED")))
                        .hasSize(PROCESSES));

        try (ResultsDatabase db = ResultsDatabase.open(location)) {
            assertThat(StoreContract.count(db, "board")).isEqualTo(1);
            assertThat(StoreContract.count(db, "run")).isEqualTo(PROCESSES);
            assertThat(StoreContract.count(db, "point WHERE role = 'measured'")).isEqualTo(PROCESSES * 30);
            assertThat(StoreContract.count(db, "iteration")).isEqualTo(PROCESSES * 29 * 16);
            // Eight recordings of one board at once: the summary counts each and misses none of the runs.
            BoardSummaryStore.Stored summary = StoreContract.stored(db, "lab-board");
            assertThat(summary.revision()).isEqualTo(PROCESSES);
            assertThat(summary.entry()).startsWith("latest " + SyntheticRuns.runId(PROCESSES - 1) + ";");
            // SyntheticRuns recommends 16 buffers from night 5 on: a summary that missed a night would say otherwise.
            assertThat(summary.entry())
                    .contains("; defaults since " + SyntheticRuns.runId(5) + "," + SyntheticRuns.runId(5) + ";");
            // Every night judged once, against the night just before it, whatever order the processes committed in.
            assertThat(StoreContract.count(db, "verdict")).isEqualTo(PROCESSES);
            for (int night = 1; night < PROCESSES; night++) {
                assertThat(NightVerdicts.of(db, "lab-board", SyntheticRuns.runId(night))
                                .orElseThrow()
                                .baselineRun())
                        .as("night %d", night)
                        .contains(SyntheticRuns.runId(night - 1));
            }
            // The last commit's summary is the one a read of the finished database makes.
            assertThat(summary.entry())
                    .isEqualTo(
                            LatestNightsSummaries.of(LatestNights.read(db, "lab-board", LatestNightsSummaries.SETTINGS)
                                    .onItsOwnNight()));
        }
    }

    /**
     * The test holds the last table a run is written to, so the recorder stops inside its
     * transaction with everything else written; killed there, it leaves nothing.
     */
    @Test
    void aProcessKilledMidRunLeavesNoHalfRun(@TempDir Path dir) throws Exception {
        DatabaseLocation location = DatabaseLocation.parse(TestPostgres.server().newDatabase(), "test");
        ResultsDatabase.open(location).close();
        try (Connection holder = DriverManager.getConnection(location.url());
                Statement s = holder.createStatement()) {
            holder.setAutoCommit(false);
            s.execute("LOCK TABLE recommendation IN ACCESS EXCLUSIVE MODE");
            Process recorder = new ProcessBuilder(RecordingProcess.command(location.url(), "killed", 3, 0))
                    .redirectErrorStream(true)
                    .redirectOutput(dir.resolve("recorder.log").toFile())
                    .start();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (waitingForTheLock(s) == 0 && recorder.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
            assertThat(waitingForTheLock(s))
                    .as("the recorder is inside its transaction")
                    .isEqualTo(1);
            recorder.destroyForcibly().waitFor();
            holder.rollback();
        }
        try (ResultsDatabase db = ResultsDatabase.open(location)) {
            assertThat(StoreContract.count(db, "run")).isZero();
            assertThat(StoreContract.count(db, "point")).isZero();
            assertThat(StoreContract.count(db, "iteration")).isZero();
            assertThat(StoreContract.count(db, "fit")).isZero();
            assertThat(StoreContract.count(db, "board_summary")).isZero();
            RunRecord run = SyntheticRuns.run("killed", 0, new SplittableRandom(2));
            assertThat(new RunStore(db).record(run)).isEqualTo(RecordOutcome.RECORDED);
            assertThat(StoreContract.count(db, "point WHERE role = 'measured'")).isEqualTo(30);
        }
    }

    private static long waitingForTheLock(Statement s) throws Exception {
        try (ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM pg_locks l JOIN pg_class c ON l.relation = c.oid "
                + "WHERE c.relname = 'recommendation' AND NOT l.granted")) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
