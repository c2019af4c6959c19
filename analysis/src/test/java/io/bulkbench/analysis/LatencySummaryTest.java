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

    /** A summary whose every value is valid, for a test to spoil one of. */
    private static LatencySummary.Builder valid() {
        return LatencySummary.of(KEY)
                .p50Us(1)
                .p90Us(2)
                .p99Us(3)
                .p999Us(4)
                .maxUs(5)
                .samples(10);
    }

    @Test
    void percentilesOutOfOrderAreRefusedWithTheValues() {
        assertThatThrownBy(() -> valid().p50Us(30)
                        .p90Us(25)
                        .p99Us(40)
                        .p999Us(50)
                        .maxUs(60)
                        .build())
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("out of order")
                .hasMessageContaining("p50 30.0, p90 25.0");
    }

    @Test
    void unmeasurableIntervalsAndEmptyDistributionsAreRefused() {
        assertThatThrownBy(() -> valid().p50Us(Double.NaN).build())
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("p50 completion interval NaN us");
        assertThatThrownBy(() -> valid().maxUs(Double.POSITIVE_INFINITY).build())
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("max completion interval Infinity us");
        assertThatThrownBy(() -> valid().samples(0).build())
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("0 samples");
    }

    @Test
    void eachNamedValueLandsInItsOwnComponentAndAnUnsetOneIsRefused() {
        assertThat(valid().build()).isEqualTo(new LatencySummary(KEY, 1, 2, 3, 4, 5, 10));
        assertThatThrownBy(() -> LatencySummary.of(KEY)
                        .p50Us(1)
                        .p90Us(2)
                        .p99Us(3)
                        .maxUs(5)
                        .samples(10)
                        .build())
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("p99.9 completion interval NaN us");
    }

    @Test
    void aFastbootRequestAtTheLinkRateTakesItsBusTime() {
        LatencySummary l = valid().build();
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
            LatencySummary l = LatencySummary.of(new PointKey("b", "null", Direction.IN, 1, bytes, CopyMode.COPY))
                    .p50Us(0)
                    .p90Us(0)
                    .p99Us(0)
                    .p999Us(0)
                    .maxUs(0)
                    .samples(1)
                    .build();
            double requestsPerSecond = mbS * 1e6 / bytes;
            assertThat(l.requestMicrosAt(mbS) * requestsPerSecond).as("%s", c).isCloseTo(1e6, within(1e-3));
        });
    }
}
