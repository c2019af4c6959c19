package io.bulkbench.analysis.fit;

import io.bulkbench.analysis.CurveModel;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;

class CurveFitterTest {

    /** The R usl package's specsdm91 dataset (SPEC SDM91 benchmark on a 1991 server). */
    static final double[] SPECSDM91_LOAD = {1, 18, 36, 72, 108, 144, 216};
    static final double[] SPECSDM91_THROUGHPUT = {64.9, 995.9, 1652.4, 1853.2, 1828.9, 1775.0, 1702.2};

    @Test
    void uslReproducesThePublishedSpecsdm91Coefficients() {
        double[] p = CurveFitter.fit(CurveModel.USL, FitData.of(SPECSDM91_LOAD, SPECSDM91_THROUGHPUT)).orElseThrow();

        assertThat(p[0]).isCloseTo(90.00, withinPercentage(0.05));
        assertThat(p[1]).isCloseTo(2.773e-2, withinPercentage(0.1));
        assertThat(p[2]).isCloseTo(1.044e-4, withinPercentage(0.1));
        double peak = Math.sqrt((1 - p[1]) / p[2]);
        assertThat(peak).isCloseTo(96.52, within(0.005));
    }
}
