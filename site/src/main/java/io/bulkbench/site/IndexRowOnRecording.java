package io.bulkbench.site;

import io.bulkbench.history.BoardSummaries;
import io.bulkbench.history.LatestNights;
import io.bulkbench.history.ResultsDatabase;
import java.sql.SQLException;

/**
 * The site's summary of a board as a recording leaves it: its index row from its latest
 * nights ({@link LatestNights}, so the cost does not grow with its history), on its own
 * night. Found by the results database as a service (META-INF/services), so every command
 * that records keeps the index row current without the database layer knowing the site.
 */
public final class IndexRowOnRecording implements BoardSummaries {
    @Override
    public Summary summarise(ResultsDatabase database, String board) throws SQLException {
        LatestNights latest = LatestNights.read(database, board, StoredBoard.RECORDING_SETTINGS);
        IndexEntry entry = IndexEntry.of(latest.onItsOwnNight(), latest.held());
        return StoredBoard.summary(StoredBoard.RECORDING_SETTINGS, entry);
    }
}
