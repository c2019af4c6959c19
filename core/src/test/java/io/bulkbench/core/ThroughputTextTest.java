package io.bulkbench.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A throughput is written to three significant figures, its error to the mean's decimals. */
class ThroughputTextTest {

    @Test
    void aThroughputHasThreeSignificantFigures() {
        assertThat(ThroughputText.figure(0.5)).isEqualTo("0.50");
        assertThat(ThroughputText.figure(5.312)).isEqualTo("5.31");
        assertThat(ThroughputText.figure(31.44)).isEqualTo("31.4");
        assertThat(ThroughputText.figure(312.4)).isEqualTo("312");
    }

    @Test
    void fromAHundredUpEveryDigitBeforeThePointIsKept() {
        assertThat(ThroughputText.figure(1480.2)).isEqualTo("1480");
        assertThat(ThroughputText.figure(100)).isEqualTo("100");
    }

    @Test
    void theDecimalsFollowTheRoundedValue() {
        // 9.996 rounds to 10.00 at two decimals, which has four figures: 10.0.
        assertThat(ThroughputText.figure(9.996)).isEqualTo("10.0");
        assertThat(ThroughputText.figure(99.96)).isEqualTo("100");
        assertThat(ThroughputText.figure(9.994)).isEqualTo("9.99");
    }

    @Test
    void aDifferenceKeepsItsSign() {
        assertThat(ThroughputText.figure(-12.34)).isEqualTo("-12.3");
    }

    @Test
    void theUnitIsMegabytesPerSecond() {
        assertThat(ThroughputText.of(140)).isEqualTo("140 MB/s");
        assertThat(ThroughputText.of(18.75)).isEqualTo("18.8 MB/s");
    }

    @Test
    void anErrorEndsAtTheDecimalOfItsMean() {
        assertThat(ThroughputText.figureWithError(74.6, 2.2)).isEqualTo("74.6 ± 2.2");
        assertThat(ThroughputText.figureWithError(5.31, 0.123)).isEqualTo("5.31 ± 0.12");
        assertThat(ThroughputText.figureWithError(312.4, 4.6)).isEqualTo("312 ± 5");
        assertThat(ThroughputText.withError(31.4, 2.2)).isEqualTo("31.4 ± 2.2 MB/s");
    }

    @Test
    void aFigureNotMeasuredIsADashAndAnUnknownErrorIsLeftOut() {
        assertThat(ThroughputText.figure(Double.NaN)).isEqualTo("–");
        assertThat(ThroughputText.figureWithError(31.4, Double.NaN)).isEqualTo("31.4");
        assertThat(ThroughputText.figureWithError(Double.NaN, 1.0)).isEqualTo("–");
    }
}
