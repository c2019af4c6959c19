package io.bulkbench.site;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.history.AcknowledgementStore;
import io.bulkbench.history.BoardSummaryStore;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.LatestNights;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunStore;
import io.bulkbench.history.SyntheticRuns;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With the site on the class path, every recording and acknowledgement leaves its board's
 * index row in the database as a read of the finished database makes it: the results
 * database finds the site's summariser as a service, and knows nothing of the row.
 */
class IndexRowOnRecordingTest {
    private static final long SEED = 20261204L;

    private static IndexEntry stored(ResultsDatabase db, String board) throws Exception {
        return StoredBoard.of(new BoardSummaryStore(db)
                        .all().stream()
                                .filter(s -> s.board().equals(board))
                                .findFirst()
                                .orElseThrow())
                .entry()
                .orElseThrow();
    }

    private static IndexEntry read(ResultsDatabase db, String board) throws Exception {
        return IndexEntry.of(
                LatestNights.read(db, board, StoredBoard.RECORDING_SETTINGS).onItsOwnNight());
    }

    @Test
    void eachRecordingAndAcknowledgementStoresTheBoardsIndexRow(@TempDir Path dir) throws Exception {
        try (ResultsDatabase db =
                ResultsDatabase.open(DatabaseLocation.parse("jdbc:sqlite:" + dir.resolve("lab.db"), "--db"))) {
            RunStore store = new RunStore(db);
            SplittableRandom random = new SplittableRandom(SEED);
            for (int night = 0; night < 6; night++) {
                store.record(SyntheticRuns.run("snowball", night, night < 4 ? 1.0 : 0.7, random));
                assertThat(stored(db, "snowball")).as("night %d", night).isEqualTo(read(db, "snowball"));
            }
            assertThat(stored(db, "snowball").status()).isEqualTo("regression");

            new AcknowledgementStore(db)
                    .acknowledge("snowball", SyntheticRuns.runId(4), "a slower link, known", "alice");

            assertThat(stored(db, "snowball")).isEqualTo(read(db, "snowball"));
            assertThat(stored(db, "snowball").acknowledged().since()).isEqualTo(SyntheticRuns.runId(4));
        }
    }
}
