package io.bulkbench.site;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.Verdict;
import io.bulkbench.analysis.trend.ChangePointFinding;
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
                Map.of(Verdict.REGRESSION, 2, Verdict.UNCHANGED, 57, Verdict.NOT_COMPARABLE, 1),
                Map.of(ChangePointFinding.Kind.ACKNOWLEDGED, 1));

        assertThat(NightVerdictText.of(t))
                .isEqualTo("regression: run 20261129-021500 at 5.0 %: 2 regressed, 57 unchanged, 1 not comparable;"
                        + " change points: 1 acknowledged");
    }

    @Test
    void aNightThatFailsOnlyOnAChangePointSaysSo() {
        NightVerdicts.Tally t = new NightVerdicts.Tally(
                Optional.of("20261129-021500"),
                0.03,
                Map.of(Verdict.UNCHANGED, 60),
                Map.of(ChangePointFinding.Kind.REGRESSION, 1, ChangePointFinding.Kind.CHANGE, 2));

        assertThat(NightVerdictText.of(t))
                .isEqualTo("regression: run 20261129-021500 at 3.0 %: 60 unchanged;"
                        + " change points: 1 regression, 2 change");
    }

    @Test
    void aFirstNightHasNothingToCompareWith() {
        assertThat(NightVerdictText.of(new NightVerdicts.Tally(Optional.empty(), 0.03, Map.of(), Map.of())))
                .startsWith("pass: the first night");
    }
}
