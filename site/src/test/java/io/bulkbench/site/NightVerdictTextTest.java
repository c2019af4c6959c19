package io.bulkbench.site;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.Verdict;
import io.bulkbench.history.NightVerdicts;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class NightVerdictTextTest {
    @Test
    void aNightsVerdictNamesItsBaselineThresholdAndTheCountsThatAreNotZero() {
        NightVerdicts.Tally t = new NightVerdicts.Tally(
                Optional.of("20261129-021500"),
                0.05,
                Map.of(Verdict.REGRESSION, 2, Verdict.UNCHANGED, 57, Verdict.NOT_COMPARABLE, 1));

        assertThat(NightVerdictText.of(t))
                .isEqualTo("run 20261129-021500 at 5.0 %: 2 regressed, 57 unchanged, 1 not comparable");
    }

    @Test
    void aFirstNightHasNothingToCompareWith() {
        assertThat(NightVerdictText.of(new NightVerdicts.Tally(Optional.empty(), 0.03, Map.of())))
                .startsWith("none: the first night");
    }
}
