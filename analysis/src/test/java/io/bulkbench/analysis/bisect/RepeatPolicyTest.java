package io.bulkbench.analysis.bisect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.BadInputException;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RepeatPolicyTest {

    private static BisectSamples counts(int good, int commit, int bad) {
        return new BisectSamples(
                Collections.nCopies(good, 100.0), Collections.nCopies(commit, 99.0), Collections.nCopies(bad, 95.0));
    }

    @Test
    void aSideIsFirstBroughtToTheInitialCountThenGrowsByOne() {
        RepeatPolicy policy = RepeatPolicy.defaults();
        assertThat(policy.next(List.of(Side.COMMIT), counts(5, 0, 5))).isEqualTo(Map.of(Side.COMMIT, 5));
        assertThat(policy.next(List.of(Side.COMMIT), counts(5, 5, 5))).isEqualTo(Map.of(Side.COMMIT, 1));
        assertThat(policy.next(List.of(Side.GOOD_END), counts(39, 40, 5))).isEqualTo(Map.of(Side.GOOD_END, 1));
    }

    @Test
    void aSideAtTheMaximumGetsNoMoreAndThenTheDecisionStops() {
        RepeatPolicy policy = RepeatPolicy.defaults();
        assertThat(policy.next(List.of(Side.COMMIT), counts(40, 40, 5))).isEmpty();
        assertThat(policy.next(List.of(), counts(5, 5, 5))).isEmpty();
        assertThat(policy.withMaxRepeats(41).next(List.of(Side.COMMIT), counts(40, 40, 5)))
                .isEqualTo(Map.of(Side.COMMIT, 1));
    }

    @Test
    void pinpointDoublesEachSideItNamesUpTo160() {
        RepeatPolicy pinpoint = RepeatPolicy.pinpoint();
        assertThat(pinpoint.next(List.of(Side.COMMIT, Side.GOOD_END), counts(10, 10, 10)))
                .isEqualTo(Map.of(Side.COMMIT, 10, Side.GOOD_END, 10));
        assertThat(pinpoint.next(List.of(Side.COMMIT), counts(40, 20, 10))).isEqualTo(Map.of(Side.COMMIT, 20));
        assertThat(pinpoint.next(List.of(Side.COMMIT), counts(160, 100, 10))).isEqualTo(Map.of(Side.COMMIT, 60));
        assertThat(pinpoint.next(List.of(Side.COMMIT), counts(160, 160, 10))).isEmpty();
    }

    @Test
    void aMaximumBelowTheStartIsRefusedWithTheFix() {
        assertThatThrownBy(() -> new RepeatPolicy(5, 4, false))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("max repeats 4 is below the initial 5; give --max-repeats 5 or more");
        assertThatThrownBy(() -> new RepeatPolicy(0, 4, false))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("initial repeats 0");
    }
}
