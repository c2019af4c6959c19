package io.bulkbench.benchmarks.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A prediction is the twin's throughput, as an ok point with error 0, the same every time for one seed. */
class SimulatedPredictionTest {

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
        List<MeasuredPoint> first = SimulatedThroughput.predict(profile, keys);
        List<MeasuredPoint> second = SimulatedThroughput.predict(ProfileCatalog.builtIn("snowball-msc"), keys);
        assertThat(second).isEqualTo(first);
    }

    @Test
    void anotherSeedGivesOtherJitterAndSoOtherNumbers() {
        SimProfile profile = ProfileCatalog.builtIn("snowball-msc");
        List<PointKey> keys = grid("sim:snowball-msc", Direction.IN);
        assertThat(SimulatedThroughput.predict(profile.withSeed(profile.seed() + 1), keys))
                .isNotEqualTo(SimulatedThroughput.predict(profile, keys));
    }

    /**
     * A profile without jitter, so each point's throughput follows from its costs by hand: a
     * 40 MB/s half-duplex link with 10 us per request, a host that takes 30 us to resubmit and
     * sees a completion 20 us after the bus finished it, no modelled copy cost.
     */
    @Test
    void everyPointIsWhatItsCostsGiveAsAnOkPointWithErrorZero() {
        SimProfile profile = SimProfile.builder("hand", new LinkModel(40, 10, LinkModel.Duplex.HALF, Optional.empty()))
                .host(HostModel.FREE.withSubmitUs(30).withCompletionLatencyUs(20))
                .build();
        List<PointKey> keys = new ArrayList<>();
        List<Double> expected = new ArrayList<>();
        for (CopyMode mode : CopyMode.values()) {
            for (int bytes : new int[] {16384, 65536}) {
                // One in flight pays bus, latency and turnaround in series: 16 KiB in 10 + 409.6 + 20 + 30 us.
                keys.add(new PointKey("board", "sim:hand", Direction.IN, 1, bytes, mode));
                expected.add(bytes / (10 + bytes / 40.0 + 20 + 30));
                // Four in flight keep the bus busy, so the link sets the pace: 16 KiB in 10 + 409.6 us.
                keys.add(new PointKey("board", "sim:hand", Direction.IN, 4, bytes, mode));
                expected.add(bytes / (10 + bytes / 40.0));
            }
        }

        List<MeasuredPoint> points = SimulatedThroughput.predict(profile, keys);

        assertThat(points).hasSize(keys.size());
        for (int i = 0; i < keys.size(); i++) {
            MeasuredPoint p = points.get(i);
            assertThat(p.key()).isEqualTo(keys.get(i));
            assertThat(p.isOk()).isTrue();
            assertThat(p.isPredicted()).isFalse();
            assertThat(p.errorMbS()).isZero();
            assertThat(p.iterations()).isEqualTo(1);
            assertThat(p.throughputMbS()).as("%s", keys.get(i)).isCloseTo(expected.get(i), within(0.01));
            assertThat(p.samples()).containsExactly(p.throughputMbS());
        }
        // 16 KiB: 34.89 MB/s with one in flight, 39.05 with four; 64 KiB: 38.59 and 39.76.
        assertThat(points.get(0).throughputMbS()).isCloseTo(34.89, within(0.01));
        assertThat(points.get(1).throughputMbS()).isCloseTo(39.05, within(0.01));
    }
}
