package io.bulkbench.reports.chart;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.testing.RandomCases;
import org.junit.jupiter.api.Test;

class ThroughputAxisTest {

    @Test
    void theSnowballGadgetsNarrowBandIsZoomedAndSaysSo() {
        ThroughputAxis axis = ThroughputAxis.of(18.6, 19.9);

        assertThat(axis.zoomed()).isTrue();
        assertThat(axis.min()).isBetween(17.0, 18.6);
        assertThat(axis.max()).isBetween(19.9, 21.0);
        assertThat(axis.title()).contains("MB/s").contains("zoomed, not from 0");
    }

    @Test
    void dataReachingDownTowardsZeroKeepAZeroBasedAxis() {
        ThroughputAxis axis = ThroughputAxis.of(2.0, 20.0);

        assertThat(axis.zoomed()).isFalse();
        assertThat(axis.min()).isZero();
        assertThat(axis.title()).isEqualTo("throughput (MB/s)");
    }

    @Test
    void noDataGivesTheUnzoomedAxis() {
        assertThat(ThroughputAxis.of(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY)
                        .zoomed())
                .isFalse();
    }

    @Test
    void aZoomedAxisAlwaysHoldsAllTheDataAndNeverGoesBelowZero() {
        RandomCases.check(500, c -> {
            double high = c.input("high", 0.001 + c.random().nextDouble() * 10_000);
            double low = c.input("low", high * c.random().nextDouble());
            ThroughputAxis axis = ThroughputAxis.of(low, high);
            assertThat(axis.zoomed()).isEqualTo(low > 0.8 * high);
            if (axis.zoomed()) {
                assertThat(axis.min()).isGreaterThanOrEqualTo(0).isLessThan(low);
                assertThat(axis.max()).isGreaterThan(high);
            }
        });
    }
}
