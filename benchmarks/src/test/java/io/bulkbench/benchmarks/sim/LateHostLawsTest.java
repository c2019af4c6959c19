package io.bulkbench.benchmarks.sim;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.benchmarks.device.Channel;
import io.bulkbench.benchmarks.device.ChannelSpec;
import io.bulkbench.benchmarks.device.Completion;
import io.bulkbench.benchmarks.device.DataPattern;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.testing.RandomCases;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The laws a late share rests on, checked on every built-in profile with a host that is
 * late by seeded random amounts: the late idle time never exceeds the time the run took
 * (so the share is a share), and the run took longer than an on-time one by no more than
 * that idle time (so a late point reads low by at most its share). A lateness within the
 * machine's noise allowance keeps the model's schedule. The run's end is the instant its
 * last request became visible, the device's side of the timeline.
 */
class LateHostLawsTest {
    private static final int REQUESTS = 3_000;

    /** The present runs behind the host cursor by a seeded amount, and never backwards. */
    private static final class LateClock implements SimClock {
        private final SplittableRandom random;
        private final double lateOdds;
        private final long maxLateNanos;
        private long last;

        LateClock(long seed, double lateOdds, long maxLateNanos) {
            this.random = new SplittableRandom(seed);
            this.lateOdds = lateOdds;
            this.maxLateNanos = maxLateNanos;
        }

        @Override
        public long now(long hostCursor) {
            long late = random.nextDouble() < lateOdds ? random.nextLong(maxLateNanos + 1) : 0;
            last = Math.max(last, hostCursor + late);
            return last;
        }

        @Override
        public void waitUntil(long instant) {
            last = Math.max(last, instant);
        }
    }

    /** How long the run took on the device's side, and the late idle time it counted. */
    private record Timed(long durationNanos, long lateIdleNanos) {}

    private static Timed run(SimProfile profile, int buffers, int bytes, CopyMode mode, SimClock clock) {
        SimulatedDevice device = SimulatedDevice.onClock("sim:" + profile.name(), profile, clock);
        Channel channel = device.open(new ChannelSpec(Direction.IN, buffers, bytes, mode, DataPattern.NONE));
        SimChannel sim = (SimChannel) channel;
        ByteBuffer slot = ByteBuffer.allocate(0);
        Completion done = new Completion();
        for (int i = 0; i < channel.queueDepth(); i++) {
            channel.submit(slot, bytes);
        }
        long start = sim.cursor();
        long lastVisible = start;
        for (int i = 0; i < REQUESTS; i++) {
            lastVisible = sim.oldestVisibleAt();
            channel.awaitNext(done);
            channel.submit(slot, bytes);
        }
        long late = 0;
        for (int lane = 0; lane < device.lanes(); lane++) {
            late = Math.max(late, device.lateIdleNanos(lane));
        }
        channel.cancelAll();
        while (channel.outstanding() > 0) {
            channel.awaitNext(done);
        }
        channel.close();
        return new Timed(lastVisible - start, late);
    }

    @Test
    void aLateHostCostsTheDeviceNoMoreThanItsLateIdleTime() {
        List<String> names = ProfileCatalog.names();
        int[] withLateness = new int[1];
        RandomCases.check(60, c -> {
            SimProfile profile = ProfileCatalog.builtIn(c.oneOf("profile", names));
            int buffers = c.oneOf("buffers", 1, 2, 4, 8, 32);
            int bytes = c.oneOf("bytes", 16_384, 65_536, 262_144);
            CopyMode mode = c.oneOf("mode", CopyMode.COPY, CopyMode.NO_COPY);
            double odds = c.doubleIn("lateOdds", 0, 1);
            long maxLate = c.longIn("maxLateNanos", 0, 5 * SimChannel.HOST_NOISE_NANOS);
            long seed = c.anyLong("clockSeed");
            Timed onTime = run(profile, buffers, bytes, mode, SimClock.VIRTUAL);
            Timed late = run(profile, buffers, bytes, mode, new LateClock(seed, odds, maxLate));
            assertThat(onTime.lateIdleNanos()).as("%s", c).isZero();
            assertThat(late.lateIdleNanos()).as("%s", c).isBetween(0L, late.durationNanos());
            // The first submits of the queue are placed before the counted window; their lateness
            // may still delay it, by at most one maximal lateness each.
            long slack = (long) buffers * maxLate;
            assertThat(late.durationNanos() - onTime.durationNanos())
                    .as("%s", c)
                    .isLessThanOrEqualTo(late.lateIdleNanos() + slack);
            withLateness[0] += late.lateIdleNanos() > 0 ? 1 : 0;
        });
        // The law is not vacuous: at least a quarter of the cases idled the bus.
        assertThat(withLateness[0]).isGreaterThanOrEqualTo(15);
    }

    @Test
    void aHostThatIsNeverLateCountsNoIdleTime() {
        Timed timed = run(ProfileCatalog.builtIn("fastboot-ssp"), 2, 16_384, CopyMode.NO_COPY, new LateClock(1, 0, 0));
        assertThat(timed.lateIdleNanos()).isZero();
    }

    @Test
    void aHostLateByLessThanTheMachinesNoiseKeepsTheModelsSchedule() {
        SimProfile profile = ProfileCatalog.builtIn("fastboot-ssp");
        Timed onTime = run(profile, 1, 16_384, CopyMode.NO_COPY, SimClock.VIRTUAL);
        Timed late = run(profile, 1, 16_384, CopyMode.NO_COPY, new LateClock(7, 0.3, SimChannel.HOST_NOISE_NANOS / 2));
        assertThat(late.lateIdleNanos()).isZero();
        assertThat(late.durationNanos()).isEqualTo(onTime.durationNanos());
    }

    @Test
    void aHostLateBeyondTheMachinesNoiseWithOneRequestInFlightCostsTheBusNearlyAllOfIt() {
        // One request in flight on a link whose device never makes it wait: the bus always
        // waits for the host, so a lateness beyond the allowance idles it, and the run takes
        // that much longer (within 1 %: a lag inside the allowance afterwards is caught up).
        SimProfile profile = ProfileCatalog.builtIn("fastboot-ssp");
        long maxLate = 5 * SimChannel.HOST_NOISE_NANOS;
        Timed onTime = run(profile, 1, 16_384, CopyMode.NO_COPY, SimClock.VIRTUAL);
        Timed late = run(profile, 1, 16_384, CopyMode.NO_COPY, new LateClock(7, 1, maxLate));
        assertThat(late.lateIdleNanos()).isGreaterThan(REQUESTS * SimChannel.HOST_NOISE_NANOS);
        assertThat(late.durationNanos() - onTime.durationNanos()).isLessThanOrEqualTo(late.lateIdleNanos() + maxLate);
        assertThat(late.durationNanos() - onTime.durationNanos())
                .isGreaterThanOrEqualTo((long) (0.99 * late.lateIdleNanos()));
    }
}
