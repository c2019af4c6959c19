package io.bulkbench.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A board's summary has one owner: none on the class path is fine, two are a fault named before anything is written. */
class OneSummaryOwnerTest {

    @Test
    void noneOrOneSummariserIsTakenAndTwoAreRefused() {
        BoardSummaries one = new LatestNightsSummaries();
        BoardSummaries two = (database, board) -> new BoardSummaries.Summary("", "");

        assertThat(BoardSummaryStore.theOne(List.of())).isEmpty();
        assertThat(BoardSummaryStore.theOne(List.of(one))).containsSame(one);
        assertThatThrownBy(() -> BoardSummaryStore.theOne(List.of(one, two)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(LatestNightsSummaries.class.getName())
                .hasMessageContaining("one owner");
    }
}
