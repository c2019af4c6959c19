package io.bulkbench.analysis.explain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The path's costs against a known line: requests that take 100 us plus 1/40 us per byte
 * (a 40 MB/s path with a 100 us fixed cost, 25.6 us per KiB) measured at three sizes.
 */
class PathCostsTest {
    private static final double FIXED_US = 100;
    private static final double US_PER_BYTE = 1.0 / 40;
    private static final int[] SIZES_KIB = {16, 64, 256};

    private static MeasuredPoint point(int buffers, int kib, double mbS, double error) {
        return MeasuredPoint.summary(
                new PointKey("b", "sim:b", Direction.IN, buffers, kib * 1024, CopyMode.NO_COPY), mbS, error, 16);
    }

    private static double lineMbS(int kib) {
        double bytes = kib * 1024.0;
        return bytes / (FIXED_US + US_PER_BYTE * bytes);
    }

    @Test
    void exactTimesGiveTheLineBackFromEachSizesFastestPoint() {
        List<MeasuredPoint> points = new ArrayList<>();
        for (int kib : SIZES_KIB) {
            points.add(point(2, kib, 0.7 * lineMbS(kib), 0.01));
            points.add(point(16, kib, lineMbS(kib), 0.01));
        }

        List<StageEstimate> costs = PathCosts.of(points);

        assertThat(costs)
                .extracting(StageEstimate::parameter)
                .containsExactly(PathCosts.PER_REQUEST, PathCosts.PER_KIB);
        assertThat(costs.get(0).value()).isCloseTo(FIXED_US, within(1e-6));
        assertThat(costs.get(1).value()).isCloseTo(25.6, within(1e-9));
        assertThat(costs.get(0).unit()).isEqualTo("us");
        assertThat(costs.get(1).unit()).isEqualTo("us/KiB");
        assertThat(costs).allSatisfy(c -> assertThat(c.determined()).isTrue());
    }

    /** Noise of 0.3 % on each mean: the 95 % intervals hold the truth in most of 200 seeded draws. */
    @Test
    void theIntervalsHoldTheTruthAboutNineteenTimesInTwenty() {
        long seed = 20_261_204L;
        System.out.println("PathCostsTest noise seed " + seed);
        SplittableRandom random = new SplittableRandom(seed);
        int[] held = new int[2];
        int draws = 200;
        for (int d = 0; d < draws; d++) {
            List<MeasuredPoint> points = new ArrayList<>();
            for (int kib : new int[] {16, 32, 64, 128, 256}) {
                double mean = lineMbS(kib);
                double se = 0.003 * mean;
                double gaussian =
                        Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
                // JMH's error is the 99.9 % half-width: t(0.9995, 15) = 4.073 standard errors
                points.add(point(16, kib, mean + se * gaussian, 4.073 * se));
            }
            List<StageEstimate> costs = PathCosts.of(points);
            held[0] +=
                    costs.get(0).low() <= FIXED_US && FIXED_US <= costs.get(0).high() ? 1 : 0;
            held[1] += costs.get(1).low() <= 25.6 && 25.6 <= costs.get(1).high() ? 1 : 0;
        }
        // 95 % of 200 is 190; binomial scatter puts 180 some three standard deviations below
        assertThat(held[0]).isGreaterThanOrEqualTo(180);
        assertThat(held[1]).isGreaterThanOrEqualTo(180);
    }

    @Test
    void oneRequestSizeTellsNoLine() {
        assertThat(PathCosts.of(List.of(point(2, 16, 10, 0.1), point(16, 16, 20, 0.1))))
                .isEmpty();
    }
}
