package io.bulkbench.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Three significant figures, and no digit before the point is ever dropped. */
class SignificantFiguresTest {

    @Test
    void decimalsShrinkAsTheValueGrows() {
        assertThat(SignificantFigures.decimals(0.123)).isEqualTo(2);
        assertThat(SignificantFigures.decimals(4.5)).isEqualTo(2);
        assertThat(SignificantFigures.decimals(45)).isEqualTo(1);
        assertThat(SignificantFigures.decimals(450)).isZero();
        assertThat(SignificantFigures.decimals(45_000)).isZero();
    }

    @Test
    void aFittedCostReadsLikeAThroughput() {
        assertThat(SignificantFigures.of(211.4)).isEqualTo("211");
        assertThat(SignificantFigures.of(38.06)).isEqualTo("38.1");
        assertThat(SignificantFigures.of(0.0449)).isEqualTo("0.04");
    }

    @Test
    void aFixedNumberOfDecimalsIsLocaleIndependent() {
        assertThat(SignificantFigures.fixed(2.25, 1)).isEqualTo("2.3");
        assertThat(SignificantFigures.fixed(1234.5, 0)).isEqualTo("1235");
    }
}
