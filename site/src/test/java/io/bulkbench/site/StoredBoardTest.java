package io.bulkbench.site;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.history.BoardSummaryStore;
import org.junit.jupiter.api.Test;

/**
 * A board's row as the database keeps it: text that is not an index entry (a row another
 * program wrote, or a bulkbench of another shape) serves no build, which makes the row again,
 * rather than stopping the site with an exception.
 */
class StoredBoardTest {
    @Test
    void aRowThatIsNotAnIndexEntryIsMadeAgainNotThrown() {
        String settings = StoredBoard.textOf(StoredBoard.RECORDING_SETTINGS);
        for (String text : new String[] {
            "not json", "{", "[1, 2]", "{\"board\": {\"nested\": true}}", "{\"board\":\"b\"}", "\u0000"
        }) {
            StoredBoard row = StoredBoard.of(new BoardSummaryStore.Stored("b", 3, settings, text));

            assertThat(row.entry()).as(text).isEmpty();
            assertThat(row.holds(StoredBoard.RECORDING_SETTINGS)).as(text).isFalse();
        }
        IndexEntry entry = ComparisonPagesTest.entry("b", "sim:hs", java.util.List.of());
        StoredBoard good = StoredBoard.of(new BoardSummaryStore.Stored("b", 3, settings, entry.json()));
        assertThat(good.entry()).contains(entry);
        assertThat(good.holds(StoredBoard.RECORDING_SETTINGS)).isTrue();
    }
}
