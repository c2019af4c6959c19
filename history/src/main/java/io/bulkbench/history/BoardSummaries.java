package io.bulkbench.history;

import java.sql.SQLException;

/**
 * Who summarises a board as a recording leaves it: called inside the recording's (or an
 * acknowledgement's) transaction, after the board's row is locked, with the database that
 * holds the new rows. The site provides one (a service, found with {@link
 * java.util.ServiceLoader}), so the database layer keeps its summary without knowing what it
 * is ({@link BoardSummaryStore}).
 */
public interface BoardSummaries {
    /** A board's summary as the store keeps it: the settings it was made with, and the entry, both as text. */
    record Summary(String settings, String entry) {}

    Summary summarise(ResultsDatabase database, String board) throws SQLException;
}
