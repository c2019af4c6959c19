package io.bulkbench.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.analysis.trend.Acknowledgement;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.core.BadInputException;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.SplittableRandom;
import org.assertj.core.api.ThrowableAssert;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What every results database must do with acknowledgements, whatever its engine:
 * AcknowledgementStoreTest runs these against a SQLite file, PostgresAcknowledgementStoreIT
 * against a PostgreSQL server the test starts. The board's nights 3 to 5 read 30 % below
 * nights 0 to 2, and no point fails: a drop its row is a regression for on every later
 * night until it is acknowledged, and "ok" once it is.
 */
abstract class AcknowledgementStoreContract {
    private static final String BOARD = "snowball";
    private static final String REASON = "USB PHY retuned for EMC, 30 % slower expected";

    /** A new, empty database of the engine under test. */
    abstract DatabaseLocation newDatabase(Path scratch) throws Exception;

    @Test
    void anAcknowledgementIsKeptWithWhoAndWhenAndUndoneAgain(@TempDir Path dir) throws Exception {
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            recordNights(db);
            AcknowledgementStore store = new AcknowledgementStore(db);
            assertThat(entry(db)).contains("; status regression;");
            long revision = StoreContract.stored(db, BOARD).revision();

            Instant before = Instant.now().truncatedTo(ChronoUnit.SECONDS);
            Acknowledgement made = store.acknowledge(BOARD, SyntheticRuns.runId(3), REASON, "alice");
            Instant after = Instant.now();

            assertThat(made.sinceRun()).isEqualTo(SyntheticRuns.runId(3));
            assertThat(made.reason()).isEqualTo(REASON);
            assertThat(made.by()).isEqualTo("alice");
            assertThat(made.at()).isBetween(before, after);
            assertThat(store.current(BOARD)).contains(made);
            assertThat(StoreContract.stored(db, BOARD).revision()).isEqualTo(revision + 1);
            // The summary the acknowledgement's transaction made: the night's stored verdict, which
            // nothing rewrites, and the change acknowledged, which the next night is judged by.
            assertThat(StoreContract.stored(db, BOARD).entry())
                    .contains("; status regression;")
                    .endsWith("; acknowledged " + SyntheticRuns.runId(3) + " " + REASON);

            Acknowledgement undone = store.undo(BOARD, SyntheticRuns.runId(3), "bob");

            assertThat(undone).isEqualTo(made);
            assertThat(store.current(BOARD)).isEmpty();
            assertThat(StoreContract.stored(db, BOARD).revision()).isEqualTo(revision + 2);
            assertThat(entry(db)).contains("; status regression;");
            assertThat(entry(db)).endsWith("; acknowledged none");

            // Acknowledged again, the next night recorded passes: its verdict is judged from the acknowledged run on.
            store.acknowledge(BOARD, SyntheticRuns.runId(3), REASON, "alice");
            new RunStore(db).record(SyntheticRuns.allOk(SyntheticRuns.run(BOARD, 6, 0.7, new SplittableRandom(6))));
            assertThat(entry(db)).contains("; status ok;");
            NightVerdict night6 =
                    NightVerdicts.of(db, BOARD, SyntheticRuns.runId(6)).orElseThrow();
            assertThat(night6.outcome()).isEqualTo(NightVerdict.Outcome.ACKNOWLEDGED);
            assertThat(night6.acknowledgement()).contains(store.current(BOARD).orElseThrow());
            try (Statement s = db.connection().createStatement();
                    ResultSet rs = s.executeQuery(
                            "SELECT made_by, made_at, undone_by, undone_at FROM acknowledgement ORDER BY id")) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getString(1)).isEqualTo("alice");
                assertThat(rs.getString(2)).isEqualTo(made.at().toString());
                assertThat(rs.getString(3)).isEqualTo("bob");
                assertThat(Instant.parse(rs.getString(4))).isBetween(made.at(), Instant.now());
                assertThat(rs.next()).isTrue();
                assertThat(rs.next()).isFalse();
            }
        }
    }

    /** Of the live acknowledgements, the one of the latest night holds, whichever was made last. */
    @Test
    void theAcknowledgementInForceIsTheLiveOneOfTheLatestNight(@TempDir Path dir) throws Exception {
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            recordNights(db);
            AcknowledgementStore store = new AcknowledgementStore(db);

            Acknowledgement later = store.acknowledge(BOARD, SyntheticRuns.runId(4), "known", "alice");
            Acknowledgement earlier = store.acknowledge(BOARD, SyntheticRuns.runId(3), REASON, "bob");

            assertThat(store.current(BOARD)).contains(later);
            store.undo(BOARD, SyntheticRuns.runId(4), "alice");
            assertThat(store.current(BOARD)).contains(earlier);
            assertThat(entry(db)).contains("; acknowledged " + SyntheticRuns.runId(3) + " ");
        }
    }

    @Test
    void whatCannotBeAcknowledgedIsRefusedInOneLineAndChangesNothing(@TempDir Path dir) throws Exception {
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            recordNights(db);
            new RunStore(db).record(SyntheticRuns.run("other-board", 0, new SplittableRandom(1)));
            AcknowledgementStore store = new AcknowledgementStore(db);
            String night3 = SyntheticRuns.runId(3);
            store.acknowledge(BOARD, night3, REASON, "alice");
            long revision = StoreContract.stored(db, BOARD).revision();
            String entry = entry(db);

            refused(() -> store.acknowledge("no-such-board", night3, REASON, "alice"))
                    .hasMessageContaining("board 'no-such-board' has no run recorded")
                    .satisfies(e -> assertThat(e.getMessage()).doesNotContain("other-board"));
            refused(() -> store.acknowledge(BOARD, "20990101-000000", REASON, "alice"))
                    .hasMessageContaining("board 'snowball' has no run 20990101-000000 recorded");
            refused(() -> store.acknowledge(BOARD, " ", REASON, "alice")).hasMessageContaining("the run id is empty");
            refused(() -> store.acknowledge(BOARD, SyntheticRuns.runId(4), "", "alice"))
                    .hasMessageContaining("reason is empty");
            refused(() -> store.acknowledge(BOARD, SyntheticRuns.runId(4), "x".repeat(501), "alice"))
                    .hasMessageContaining("501 characters long; keep it to 500");
            refused(() -> store.acknowledge(BOARD, SyntheticRuns.runId(4), "known\u0007", "alice"))
                    .hasMessageContaining("control character \\x07");
            refused(() -> store.acknowledge(BOARD, night3, "again", "bob"))
                    .hasMessageContaining("is acknowledged since " + night3 + " already (by alice at ")
                    .hasMessageContaining("--undo");
            refused(() -> store.undo(BOARD, SyntheticRuns.runId(4), "bob"))
                    .hasMessageContaining("no acknowledgement since " + SyntheticRuns.runId(4) + " to undo")
                    .hasMessageContaining("the one in force is since " + night3);
            refused(() -> store.undo("other-board", SyntheticRuns.runId(0), "bob"))
                    .hasMessageContaining("none of its runs is acknowledged");

            assertThat(StoreContract.count(db, "acknowledgement")).isEqualTo(1);
            assertThat(StoreContract.count(db, "acknowledgement WHERE undone_at IS NULL"))
                    .isEqualTo(1);
            assertThat(StoreContract.stored(db, BOARD).revision()).isEqualTo(revision);
            assertThat(entry(db)).isEqualTo(entry);
        }
    }

    private static org.assertj.core.api.AbstractThrowableAssert<?, ? extends Throwable> refused(
            ThrowableAssert.ThrowingCallable call) {
        return assertThatThrownBy(call)
                .isInstanceOf(BadInputException.class)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    /** Nights 0 to 5 of the board, 3 to 5 at 70 % of 0 to 2, every point measured ok. */
    private static void recordNights(ResultsDatabase db) throws SQLException {
        RunStore store = new RunStore(db);
        SplittableRandom random = new SplittableRandom(StoreContract.SEED);
        for (int night = 0; night < 6; night++) {
            store.record(SyntheticRuns.allOk(SyntheticRuns.run(BOARD, night, night < 3 ? 1.0 : 0.7, random)));
        }
    }

    /** The board's summary as the last recording or acknowledgement stored it ({@link LatestNightsSummaries}). */
    private static String entry(ResultsDatabase db) throws SQLException {
        return StoreContract.stored(db, BOARD).entry();
    }
}
