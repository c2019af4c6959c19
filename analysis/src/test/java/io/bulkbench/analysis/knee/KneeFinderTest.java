package io.bulkbench.analysis.knee;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class KneeFinderTest {

    @Test
    void aSaturatingCurveKneesWhereItReachesTheShareOfItsBestInRange() {
        // 40 n / (n + 3) climbs to 38.21 at 64; the knee is the first n at or above 95 % of that.
        double best = 40.0 * 64 / 67;
        int expected = 2;
        while (40.0 * expected / (expected + 3) < 0.95 * best) {
            expected++;
        }
        assertThat(KneeFinder.best(n -> 40 * n / (n + 3), 2, 64)).isEqualTo(best);
        assertThat(KneeFinder.knee(n -> 40 * n / (n + 3), 2, 64, 0.95)).isEqualTo(expected);
        assertThat(40.0 * (expected - 1) / (expected + 2)).isLessThan(0.95 * best);
    }

    @Test
    void aRetrogradeCurveIsMeasuredAgainstItsPeak() {
        // Peak at n = 10 (value 10), falling to 10 - 54^2/100 at 64.
        assertThat(KneeFinder.best(n -> 10 - (n - 10) * (n - 10) / 100, 2, 64)).isEqualTo(10.0);
        // 95 % of 10 is reached where (n - 10)^2 <= 50: n >= 10 - 7.07, so 3.
        assertThat(KneeFinder.knee(n -> 10 - (n - 10) * (n - 10) / 100, 2, 64, 0.95))
                .isEqualTo(3);
    }

    @Test
    void aFlatCurveKneesAtTheSmallestCountAndAShareOfOneAtTheBest() {
        assertThat(KneeFinder.knee(n -> 19.9, 2, 64, 0.95)).isEqualTo(2);
        assertThat(KneeFinder.knee(n -> n < 20 ? n : 20, 2, 64, 1.0)).isEqualTo(20);
    }

    @Test
    void anEmptyRangeIsAProgrammingError() {
        assertThatThrownBy(() -> KneeFinder.knee(n -> n, 5, 4, 0.95)).isInstanceOf(IllegalArgumentException.class);
    }
}
