package io.bulkbench.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import io.bulkbench.testing.RandomCases;
import org.junit.jupiter.api.Test;

class LatencySummaryTest {
    private static final PointKey KEY =
            new PointKey("fastboot", "sim:fastboot-ssp", Direction.OUT, 2, 16384, CopyMode.COPY);

    @Test
    void percentilesOutOfOrderAreRefusedWithTheValues() {
        assertThatThrownBy(() -> new LatencySummary(KEY, 30, 25, 40, 50, 60, 10))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("out of order")
                .hasMessageContaining("p50 30.0, p90 25.0");
    }

    @Test
    void unmeasurableIntervalsAndEmptyDistributionsAreRefused() {
        assertThatThrownBy(() -> new LatencySummary(KEY, Double.NaN, 1, 2, 3, 4, 10))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("p50 completion interval NaN us");
        assertThatThrownBy(() -> new LatencySummary(KEY, 1, 2, 3, 4, Double.POSITIVE_INFINITY, 10))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("max completion interval Infinity us");
        assertThatThrownBy(() -> new LatencySummary(KEY, 1, 2, 3, 4, 5, 0))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("0 samples");
    }

    @Test
    void aFastbootRequestAtTheLinkRateTakesItsBusTime() {
        LatencySummary l = new LatencySummary(KEY, 25, 30, 35, 40, 50, 10);
        // 16 KiB at 1005 MB/s: the ~16 us of the fastboot commit.
        assertThat(l.requestMicrosAt(1005)).isCloseTo(16.30, within(0.01));
        assertThat(l.requestMicrosAt(0)).isNaN();
        assertThat(l.requestMicrosAt(Double.NaN)).isNaN();
    }

    /** A request moved at T MB/s, T times over, takes one second of bus time in total. */
    @Test
    void requestsAtARateAddUpToOneSecond() {
        RandomCases.check(500, c -> {
            int bytes = c.intIn("bytes", 1, 1 << 24);
            double mbS = c.doubleIn("mbS", 0.001, 100_000);
            LatencySummary l = new LatencySummary(
                    new PointKey("b", "null", Direction.IN, 1, bytes, CopyMode.COPY), 0, 0, 0, 0, 0, 1);
            double requestsPerSecond = mbS * 1e6 / bytes;
            assertThat(l.requestMicrosAt(mbS) * requestsPerSecond).as("%s", c).isCloseTo(1e6, within(1e-3));
        });
    }
}
