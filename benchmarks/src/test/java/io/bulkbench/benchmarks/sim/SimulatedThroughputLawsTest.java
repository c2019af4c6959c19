package io.bulkbench.benchmarks.sim;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.testing.RandomCases;
import org.junit.jupiter.api.Test;

/**
 * Laws of the timeline model, checked in virtual time over the built-in profiles and
 * seeded random points: the link ceiling is never beaten, a faster link never slows a
 * run, more device buffers never slow a device-bound run, and a seed fixes a run bit for bit.
 */
class SimulatedThroughputLawsTest {
    private static final int MEASURED = 1_500;

    /** A point on a built-in profile: direction, buffer count, request size (16 to 256 KiB) and copy mode. */
    private record Point(SimProfile profile, Direction direction, int buffers, int bytes, CopyMode copyMode) {
        static Point draw(RandomCases c, Direction[] directions, int maxBuffers) {
            return new Point(
                    ProfileCatalog.builtIn(c.oneOf("profile", ProfileCatalog.names())),
                    c.oneOf("direction", directions),
                    c.intIn("buffers", 1, maxBuffers),
                    1024 * c.oneOf("kib", 16, 32, 64, 128, 256),
                    c.oneOf("copyMode", CopyMode.values()));
        }

        /** This point on the given profile. */
        VirtualRun run(SimProfile on, int warmup) {
            return SimulatedThroughput.run(on, direction, buffers, bytes, copyMode, warmup, MEASURED);
        }
    }

    @Test
    void throughputNeverExceedsTheLinkCeiling() {
        RandomCases.check(150, c -> {
            Point point = Point.draw(c, Direction.values(), 64);
            double mbS = point.run(point.profile(), SimulatedThroughput.warmupFor(point.buffers()))
                    .mbS();
            LinkModel link = point.profile().link();
            boolean twoLanes = point.direction() == Direction.BOTH && link.duplex() == LinkModel.Duplex.FULL;
            double ceiling = (twoLanes ? 2 : 1)
                    * Math.min(
                            link.bandwidthMbS(),
                            link.speed().map(LinkSpeed::ceilingMbS).orElse(Double.MAX_VALUE));
            assertThat(mbS).as("%s", c).isPositive().isLessThanOrEqualTo(ceiling);
        });
    }

    /**
     * Measured from the start of the run, every instant of the timeline is a max-plus
     * function of the durations, so shorter bus times can only bring completions forward.
     * One direction only: with two, a faster link may reorder which direction wins the bus.
     */
    @Test
    void moreBandwidthNeverLowersThroughput() {
        RandomCases.check(150, c -> {
            Point point = Point.draw(c, new Direction[] {Direction.IN, Direction.OUT}, 32);
            SimProfile slow = point.profile();
            SimProfile fast = slow.withBandwidth(slow.link().bandwidthMbS() * c.doubleIn("factor", 1.0, 3.0));
            assertThat(point.run(fast, 0).mbS())
                    .as("%s", c)
                    .isGreaterThanOrEqualTo(point.run(slow, 0).mbS());
        });
    }

    /** A device-bound profile: storage slower than the link, as on the Snowball board. */
    @Test
    void moreDeviceBuffersNeverLowerDeviceBoundThroughput() {
        RandomCases.check(150, c -> {
            SimProfile base = ProfileCatalog.builtIn("snowball-msc").withSeed(c.longIn("seed", 0, 1000));
            Direction direction = c.oneOf("direction", Direction.IN, Direction.OUT);
            double storageMbS = c.doubleIn("storageMbS", 5, 30);
            double jitterUs = c.doubleIn("jitterUs", 0, 1000);
            int buffers = c.intIn("buffers", 1, 32);
            int more = c.intIn("more", 1, 8);
            SimProfile profile = base.withDeviceStage(new DeviceStageModel(0, storageMbS, 5, jitterUs));
            double fewer = SimulatedThroughput.run(profile, direction, buffers, 16384, CopyMode.COPY, 0, MEASURED)
                    .mbS();
            double moreMbS = SimulatedThroughput.run(
                            profile, direction, buffers + more, 16384, CopyMode.COPY, 0, MEASURED)
                    .mbS();
            assertThat(moreMbS).as("%s", c).isGreaterThanOrEqualTo(fewer);
        });
    }

    @Test
    void aFixedSeedRepeatsBitForBit() {
        RandomCases.check(100, c -> {
            Point point = Point.draw(c, Direction.values(), 16);
            VirtualRun first = point.run(point.profile(), 50);
            VirtualRun second = point.run(point.profile(), 50);
            assertThat(second).as("%s", c).isEqualTo(first);
            assertThat(Double.doubleToRawLongBits(second.mbS()))
                    .as("%s", c)
                    .isEqualTo(Double.doubleToRawLongBits(first.mbS()));
        });
    }

    @Test
    void anotherSeedGivesAnotherJitteredRun() {
        SimProfile profile = ProfileCatalog.builtIn("snowball-msc");
        VirtualRun first = SimulatedThroughput.run(profile, Direction.IN, 2, 16384, CopyMode.COPY, 50, MEASURED);
        RandomCases.check(50, c -> {
            long offset = c.longIn("seedOffset", 1, 1_000_000);
            VirtualRun other = SimulatedThroughput.run(
                    profile.withSeed(profile.seed() + offset), Direction.IN, 2, 16384, CopyMode.COPY, 50, MEASURED);
            assertThat(other.nanos()).as("%s", c).isNotEqualTo(first.nanos());
        });
    }
}
