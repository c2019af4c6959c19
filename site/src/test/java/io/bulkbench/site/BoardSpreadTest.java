package io.bulkbench.site;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The median and the outliers of boards at one point, against hand computations. */
class BoardSpreadTest {
    private static final double THRESHOLD = 0.03;

    private static Map<String, Double> boards(double... mbS) {
        Map<String, Double> out = new LinkedHashMap<>();
        for (int i = 0; i < mbS.length; i++) {
            out.put("b" + i, mbS[i]);
        }
        return out;
    }

    private static List<String> outliers(BoardSpread spread) {
        return spread.boards().stream()
                .filter(BoardSpread.Board::outlier)
                .map(BoardSpread.Board::board)
                .toList();
    }

    @Test
    void oneBoardFarBelowTheOthersIsTheOutlier() {
        // Sorted 70 98 99 100 101 102: median 99.5; deviations 0.5 0.5 1.5 1.5 2.5 29.5: MAD 1.5.
        // 70: 0.6745 x 29.5 / 1.5 = 13.3 > 3.5, 29.6 % low. 102: 0.6745 x 2.5 / 1.5 = 1.12.
        BoardSpread spread = BoardSpread.of(boards(100, 101, 99, 102, 98, 70), THRESHOLD);

        assertThat(spread.median()).isEqualTo(99.5);
        assertThat(outliers(spread)).containsExactly("b5");
        assertThat(spread.boards().get(5).fromMedian()).isCloseTo(70 / 99.5 - 1, within(1e-12));
        assertThat(spread.boards().get(3).fromMedian()).isCloseTo(102 / 99.5 - 1, within(1e-12));
        assertThat(spread.boards())
                .extracting(BoardSpread.Board::board)
                .containsExactly("b0", "b1", "b2", "b3", "b4", "b5");
    }

    @Test
    void theModifiedZScoreDecidesBeyondTheThreshold() {
        // 98 100 100 102 x: median 100, deviations 0 0 2 2 (x - 100): MAD 2.
        // x = 110: 0.6745 x 10 / 2 = 3.37, not beyond 3.5 though 10 % high; x = 111: 3.71.
        assertThat(outliers(BoardSpread.of(boards(100, 102, 98, 100, 110), THRESHOLD)))
                .isEmpty();
        assertThat(outliers(BoardSpread.of(boards(100, 102, 98, 100, 111), THRESHOLD)))
                .containsExactly("b4");
    }

    @Test
    void boardsThatMostlyReadTheSameMarkOnlyADifferenceBeyondTheThreshold() {
        // Median 100 and MAD 0: every other value is infinitely many MADs away.
        assertThat(outliers(BoardSpread.of(boards(100, 100, 100, 101), THRESHOLD)))
                .as("1 %% is within the threshold")
                .isEmpty();
        assertThat(outliers(BoardSpread.of(boards(100, 100, 100, 110), THRESHOLD)))
                .containsExactly("b3");
    }

    @Test
    void twoBoardsNeverMakeAnOutlierAndOneIsItsOwnMedian() {
        BoardSpread two = BoardSpread.of(boards(100, 50), THRESHOLD);
        assertThat(two.median()).isEqualTo(75);
        assertThat(outliers(two)).isEmpty();

        BoardSpread one = BoardSpread.of(boards(42), THRESHOLD);
        assertThat(one.median()).isEqualTo(42);
        assertThat(one.boards().get(0).fromMedian()).isZero();
    }

    @Test
    void noBoardOrAValueThatIsNoThroughputIsAProgrammingError() {
        assertThatThrownBy(() -> BoardSpread.of(Map.of(), THRESHOLD)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> BoardSpread.of(boards(100, Double.NaN), THRESHOLD))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
