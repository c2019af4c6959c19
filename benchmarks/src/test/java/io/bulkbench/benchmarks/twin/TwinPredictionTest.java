package io.bulkbench.benchmarks.twin;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.benchmarks.sim.SimulatedThroughput;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A prediction is the twin's expected throughput, as an ok point with error 0, the same every time for one seed. */
class TwinPredictionTest {

    private static List<PointKey> grid(String device, Direction direction) {
        List<PointKey> keys = new ArrayList<>();
        for (CopyMode mode : CopyMode.values()) {
            for (int kib : new int[] {16, 64, 256}) {
                for (int n : new int[] {2, 8, 64}) {
                    keys.add(new PointKey("board", device, direction, n, kib * 1024, mode));
                }
            }
        }
        return keys;
    }

    @Test
    void sameProfileAndSeedGiveTheSameNumbersBitForBit() {
        SimProfile profile = ProfileCatalog.builtIn("snowball-msc");
        List<PointKey> keys = grid("sim:snowball-msc", Direction.IN);
        List<MeasuredPoint> first = TwinPrediction.predict(profile, keys);
        List<MeasuredPoint> second = TwinPrediction.predict(ProfileCatalog.builtIn("snowball-msc"), keys);
        assertThat(second).isEqualTo(first);
    }

    @Test
    void anotherSeedGivesOtherJitterAndSoOtherNumbers() {
        SimProfile profile = ProfileCatalog.builtIn("snowball-msc");
        List<PointKey> keys = grid("sim:snowball-msc", Direction.IN);
        assertThat(TwinPrediction.predict(profile.withSeed(profile.seed() + 1), keys))
                .isNotEqualTo(TwinPrediction.predict(profile, keys));
    }

    @Test
    void everyPointIsTheTwinsExpectedThroughputWithErrorZero() {
        SimProfile profile = ProfileCatalog.builtIn("fastboot-ssp");
        List<PointKey> keys = grid("sim:fastboot-ssp", Direction.OUT);
        List<MeasuredPoint> points = TwinPrediction.predict(profile, keys);
        assertThat(points).hasSize(keys.size());
        for (int i = 0; i < keys.size(); i++) {
            MeasuredPoint p = points.get(i);
            PointKey k = keys.get(i);
            assertThat(p.key()).isEqualTo(k);
            assertThat(p.isOk()).isTrue();
            assertThat(p.errorMbS()).isZero();
            assertThat(p.throughputMbS())
                    .isEqualTo(SimulatedThroughput.expectedMbS(
                            profile, k.direction(), k.buffers(), k.requestBytes(), k.copyMode()));
        }
    }
}
