package io.bulkbench.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
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

    @Test
    void fixedWritesWhatFormatterWrites() {
        long seed = 20261202L;
        System.out.println("SignificantFiguresTest seed " + seed);
        SplittableRandom random = new SplittableRandom(seed);
        List<Double> values = new ArrayList<>(List.of(
                0.0,
                -0.0,
                0.125,
                1.005,
                2.675,
                -0.001,
                -0.005,
                9.995,
                99.95,
                1e7,
                1.5e-7,
                123456789.5,
                -2.5,
                Double.NaN,
                Double.POSITIVE_INFINITY,
                Double.NEGATIVE_INFINITY,
                Double.MIN_VALUE,
                4.35));
        for (int i = 0; i < 100_000; i++) {
            double magnitude = Math.pow(10, random.nextInt(-7, 10));
            double v = random.nextDouble() * magnitude;
            // A value with a 5 at the first dropped decimal, where rounding is decided.
            values.add(i % 4 == 0 ? Math.round(v * 1000) / 1000.0 + 0.0005 : (i % 3 == 0 ? -v : v));
        }
        for (double v : values) {
            for (int decimals = 0; decimals <= 3; decimals++) {
                assertThat(SignificantFigures.fixed(v, decimals))
                        .as("%s with %d decimals (seed %d)", v, decimals, seed)
                        .isEqualTo(String.format(Locale.ROOT, "%." + decimals + "f", v));
            }
        }
    }
}
