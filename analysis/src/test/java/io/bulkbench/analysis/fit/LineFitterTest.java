package io.bulkbench.analysis.fit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;

import io.bulkbench.analysis.Curve;
import org.junit.jupiter.api.Test;

class LineFitterTest {

    private static final double[] SIZES = {16384, 32768, 65536, 131072, 262144};

    private static double[] throughput(double bandwidth, double perRequest) {
        double[] t = new double[SIZES.length];
        for (int i = 0; i < t.length; i++) {
            t[i] = SIZES[i] / (perRequest + SIZES[i] / bandwidth);
        }
        return t;
    }

    @Test
    void exactDataGiveTheLinkBackExactly() {
        // A SuperSpeed+ link near the fastboot seed's 1024 MB/s, with 9 us of fixed cost per request.
        Curve.RequestSize link = (Curve.RequestSize)
                LineFitter.fit(FitData.of(SIZES, throughput(1024, 9))).orElseThrow();

        assertThat(link.bandwidthMbS()).isCloseTo(1024, withinPercentage(1e-9));
        assertThat(link.perRequestUs()).isCloseTo(9, withinPercentage(1e-9));
    }

    @Test
    void aLinkThatSlowsWithBiggerRequestsHasNoPerRequestCost() {
        Curve.RequestSize link =
                (Curve.RequestSize) LineFitter.fit(FitData.of(SIZES, new double[] {30, 29, 28, 27, 26}))
                        .orElseThrow();

        assertThat(link.perRequestUs()).isZero();
        assertThat(link.bandwidthMbS()).isBetween(26.0, 30.0);
    }

    @Test
    void zeroThroughputFitsNoLink() {
        assertThat(LineFitter.fit(FitData.of(SIZES, new double[] {0, 0, 0, 0, 0})))
                .isEmpty();
    }
}
