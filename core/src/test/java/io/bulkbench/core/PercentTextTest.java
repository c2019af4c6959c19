package io.bulkbench.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PercentTextTest {
    @Test
    void aChangeIsSignedToOneDecimal() {
        assertThat(PercentText.signed(-0.076)).isEqualTo("-7.6 %");
        assertThat(PercentText.signed(0.664)).isEqualTo("+66.4 %");
        assertThat(PercentText.signed(0)).isEqualTo("+0.0 %");
    }

    @Test
    void aChangeThatCouldNotBeComputedIsTheMissingDash() {
        assertThat(PercentText.signed(Double.NaN)).isEqualTo(ThroughputText.MISSING);
    }
}
