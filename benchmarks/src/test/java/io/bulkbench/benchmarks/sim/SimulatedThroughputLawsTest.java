package io.bulkbench.benchmarks.sim;

import io.bulkbench.analysis.CopyMode;
import io.bulkbench.analysis.Direction;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Laws of the timeline model, checked in virtual time over the built-in profiles and
 * random points: the link ceiling is never beaten, a faster link never slows a run, more
 * device buffers never slow a device-bound run, and a seed fixes a run bit for bit.
 */
class SimulatedThroughputLawsTest {
    private static final int MEASURED = 1_500;

    @Provide
    Arbitrary<String> profiles() {
        return Arbitraries.of(ProfileCatalog.names());
    }

    @Provide
    Arbitrary<Integer> requestSizes() {
        return Arbitraries.of(16, 32, 64, 128, 256).map(kib -> kib * 1024);
    }

    @Provide
    Arbitrary<Direction> directions() {
        return Arbitraries.of(Direction.values());
    }

    @Property(tries = 150)
    void throughputNeverExceedsTheLinkCeiling(@ForAll("profiles") String name, @ForAll("directions") Direction direction,
                                              @ForAll @IntRange(min = 1, max = 64) int buffers,
                                              @ForAll("requestSizes") int bytes, @ForAll CopyMode copyMode) {
        SimProfile profile = ProfileCatalog.builtIn(name);
        double mbS = SimulatedThroughput.run(profile, direction, buffers, bytes, copyMode,
                SimulatedThroughput.warmupFor(buffers), MEASURED).mbS();
        LinkModel link = profile.link();
        boolean twoLanes = direction == Direction.BOTH && link.duplex() == LinkModel.Duplex.FULL;
        double ceiling = (twoLanes ? 2 : 1) * Math.min(link.bandwidthMbS(), link.speed().map(LinkSpeed::ceilingMbS)
                .orElse(Double.MAX_VALUE));
        assertThat(mbS).isPositive().isLessThanOrEqualTo(ceiling);
    }

    /**
     * Measured from the start of the run, every instant of the timeline is a max-plus
     * function of the durations, so shorter bus times can only bring completions forward.
     * One direction only: with two, a faster link may reorder which direction wins the bus.
     */
    @Property(tries = 150)
    void moreBandwidthNeverLowersThroughput(@ForAll("profiles") String name, @ForAll boolean in,
                                            @ForAll @IntRange(min = 1, max = 32) int buffers,
                                            @ForAll("requestSizes") int bytes, @ForAll CopyMode copyMode,
                                            @ForAll @DoubleRange(min = 1.0, max = 3.0) double factor) {
        SimProfile slow = ProfileCatalog.builtIn(name);
        SimProfile fast = slow.withBandwidth(slow.link().bandwidthMbS() * factor);
        Direction direction = in ? Direction.IN : Direction.OUT;
        double slowMbS = SimulatedThroughput.run(slow, direction, buffers, bytes, copyMode, 0, MEASURED).mbS();
        double fastMbS = SimulatedThroughput.run(fast, direction, buffers, bytes, copyMode, 0, MEASURED).mbS();
        assertThat(fastMbS).isGreaterThanOrEqualTo(slowMbS);
    }

    /** A device-bound profile: storage slower than the link, as on the Snowball board. */
    @Property(tries = 150)
    void moreDeviceBuffersNeverLowerDeviceBoundThroughput(@ForAll @IntRange(min = 1, max = 32) int buffers,
                                                          @ForAll @IntRange(min = 1, max = 8) int more,
                                                          @ForAll @DoubleRange(min = 5, max = 30) double storageMbS,
                                                          @ForAll @DoubleRange(min = 0, max = 1000) double jitterUs,
                                                          @ForAll @LongRange(min = 0, max = 1000) long seed,
                                                          @ForAll boolean in) {
        SimProfile base = ProfileCatalog.builtIn("snowball-msc").withSeed(seed);
        SimProfile profile = new SimProfile(base.name(), base.description(), base.swept(), base.seed(), base.link(),
                base.host(), Optional.of(new DeviceStageModel(0, storageMbS, 5, jitterUs)), base.copy(), base.faults());
        Direction direction = in ? Direction.IN : Direction.OUT;
        double fewer = SimulatedThroughput.run(profile, direction, buffers, 16384, CopyMode.COPY, 0, MEASURED).mbS();
        double moreMbS = SimulatedThroughput.run(profile, direction, buffers + more, 16384, CopyMode.COPY, 0, MEASURED).mbS();
        assertThat(moreMbS).isGreaterThanOrEqualTo(fewer);
    }

    @Property(tries = 100)
    void aFixedSeedRepeatsBitForBit(@ForAll("profiles") String name, @ForAll("directions") Direction direction,
                                    @ForAll @IntRange(min = 1, max = 16) int buffers,
                                    @ForAll("requestSizes") int bytes, @ForAll CopyMode copyMode) {
        SimProfile profile = ProfileCatalog.builtIn(name);
        VirtualRun first = SimulatedThroughput.run(profile, direction, buffers, bytes, copyMode, 50, MEASURED);
        VirtualRun second = SimulatedThroughput.run(profile, direction, buffers, bytes, copyMode, 50, MEASURED);
        assertThat(second).isEqualTo(first);
        assertThat(Double.doubleToRawLongBits(second.mbS())).isEqualTo(Double.doubleToRawLongBits(first.mbS()));
    }

    @Property(tries = 50)
    void anotherSeedGivesAnotherJitteredRun(@ForAll @LongRange(min = 1, max = 1_000_000) long seed) {
        SimProfile profile = ProfileCatalog.builtIn("snowball-msc");
        VirtualRun first = SimulatedThroughput.run(profile, Direction.IN, 2, 16384, CopyMode.COPY, 50, MEASURED);
        VirtualRun other = SimulatedThroughput.run(profile.withSeed(profile.seed() + seed), Direction.IN, 2, 16384,
                CopyMode.COPY, 50, MEASURED);
        assertThat(other.nanos()).isNotEqualTo(first.nanos());
    }
}
