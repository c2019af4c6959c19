package io.bulkbench.site;

import io.bulkbench.history.BoardSummaries;
import io.bulkbench.history.BoardSummaryStore;
import io.bulkbench.history.LatestNights;
import io.bulkbench.history.SummarySettings;
import java.util.Optional;

/**
 * A board's summary as the results database keeps it for the site ({@link BoardSummaryStore}),
 * read back: its revision (0 before any recording refreshed it), the settings its entry was
 * made with, and its index row (empty when none was made yet, or when what the database
 * holds is not one: the site then makes the board's row again, as for a row of other settings).
 */
public record StoredBoard(String board, long revision, String settings, Optional<IndexEntry> entry) {
    /** The settings a recording summarises with: the defaults, as {@code site} without options uses. */
    public static final SummarySettings RECORDING_SETTINGS = SummarySettings.defaults();

    public static StoredBoard of(BoardSummaryStore.Stored s) {
        return new StoredBoard(
                s.board(),
                s.revision(),
                s.settings(),
                s.entry().isEmpty() ? Optional.empty() : IndexEntry.readable(s.entry()));
    }

    /** Whether the entry is there and was computed with {@code wanted}. */
    public boolean holds(SummarySettings wanted) {
        return entry.isPresent() && settings.equals(textOf(wanted));
    }

    /**
     * The text a summary's settings are kept as: the change-point settings and the nights a
     * default is held over, the nights its
     * entry is of ({@link LatestNights}) and that its status, points and change points are the
     * night's whole stored verdict, so an entry made otherwise (by a bulkbench whose entries
     * were of the whole history, or searched the change points again) does not serve, and the
     * next site build makes it again.
     */
    public static String textOf(SummarySettings settings) {
        return settings + " over the latest " + LatestNights.count(settings) + " nights, the night's verdict as stored";
    }

    /** An index row as the store keeps it. */
    static BoardSummaries.Summary summary(SummarySettings settings, IndexEntry entry) {
        return new BoardSummaries.Summary(textOf(settings), entry.json());
    }
}
