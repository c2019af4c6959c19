package io.bulkbench.benchmarks.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Known answers of the timeline model, worked out by hand. */
class SimTimelineTest {

    private static SimProfile profile(double mbS, double perRequestUs, LinkModel.Duplex duplex, HostModel host) {
        return SimProfile.builder("t", new LinkModel(mbS, perRequestUs, duplex, Optional.empty()))
                .host(host)
                .build();
    }

    @Test
    void aRequestHoldsTheBusForItsFixedCostPlusItsBytesOverTheBandwidth() {
        SimTimeline timeline = new SimTimeline(new LinkModel(1000, 5, LinkModel.Duplex.HALF, Optional.empty()));
        assertThat(timeline.transfer(Direction.IN, 0, 0, 16_000, true)).isEqualTo(21_000);
        // Ready before the bus is free: it waits for the first request.
        assertThat(timeline.transfer(Direction.IN, 1_000, 1_000, 16_000, true)).isEqualTo(42_000);
    }

    @Test
    void halfDuplexSerialisesTheDirectionsAndFullDuplexDoesNot() {
        SimTimeline half = new SimTimeline(new LinkModel(1000, 0, LinkModel.Duplex.HALF, Optional.empty()));
        half.transfer(Direction.IN, 0, 0, 10_000, true);
        assertThat(half.transfer(Direction.OUT, 0, 0, 10_000, true)).isEqualTo(20_000);
        SimTimeline full = new SimTimeline(new LinkModel(1000, 0, LinkModel.Duplex.FULL, Optional.empty()));
        full.transfer(Direction.IN, 0, 0, 10_000, true);
        assertThat(full.transfer(Direction.OUT, 0, 0, 10_000, true)).isEqualTo(10_000);
    }

    @Test
    void aLateHostCostsTheBusOnlyTheTimeItWouldOtherwiseHaveBeenBusy() {
        SimTimeline timeline = new SimTimeline(new LinkModel(1000, 5, LinkModel.Duplex.HALF, Optional.empty()));
        // Due at 0, ready at 3 us: the idle bus waits 3 us for it.
        assertThat(timeline.transfer(Direction.IN, 0, 3_000, 16_000, true)).isEqualTo(24_000);
        assertThat(timeline.lateIdleNanos(0)).isEqualTo(3_000);
        // Due at 10 us, ready at 20 us, but the bus is busy until 24 us: the lateness costs nothing.
        assertThat(timeline.transfer(Direction.IN, 10_000, 20_000, 16_000, true))
                .isEqualTo(45_000);
        assertThat(timeline.lateIdleNanos(0)).isEqualTo(3_000);
        // Due at 40 us (the bus frees at 45), ready at 50: 5 us of idle bus are the host's doing.
        assertThat(timeline.transfer(Direction.IN, 40_000, 50_000, 16_000, true))
                .isEqualTo(71_000);
        assertThat(timeline.lateIdleNanos(0)).isEqualTo(8_000);
    }

    @Test
    void idleTimeBeforeAMeasurementStartsIsNotChargedToIt() {
        SimTimeline timeline = new SimTimeline(new LinkModel(1000, 5, LinkModel.Duplex.HALF, Optional.empty()));
        timeline.transfer(Direction.IN, 0, 0, 16_000, true);
        // The bus was free from 21 us; the harness paused and submitted again at 100 us, but
        // the measurement began at 90 us: only 10 us of that idle bus fall inside it.
        timeline.countLatenessFrom(90_000);
        timeline.transfer(Direction.IN, 21_000, 100_000, 16_000, true);
        assertThat(timeline.lateIdleNanos(0)).isEqualTo(10_000);
    }

    @Test
    void nothingIsChargedBetweenAMeasurementsEndAndTheNextOnesFirstRequest() {
        SimTimeline timeline = new SimTimeline(new LinkModel(1000, 5, LinkModel.Duplex.HALF, Optional.empty()));
        timeline.transfer(Direction.IN, 0, 0, 16_000, true);
        timeline.stopCountingLateness();
        // The keeper of the pause resubmits 30 us late: not measured time.
        timeline.transfer(Direction.IN, 21_000, 51_000, 16_000, true);
        assertThat(timeline.lateIdleNanos(0)).isZero();
        // The next measurement starts with its first request, ready at 76 us (the bus
        // freed at 72 us: those 4 us come before it); the one after is 6 us late, charged.
        timeline.countLatenessFromNextRequest();
        timeline.transfer(Direction.IN, 72_000, 76_000, 16_000, true);
        assertThat(timeline.lateIdleNanos(0)).isZero();
        timeline.transfer(Direction.IN, 97_000, 103_000, 16_000, true);
        assertThat(timeline.lateIdleNanos(0)).isEqualTo(6_000);
    }

    @Test
    void eachLaneOfAFullDuplexLinkKeepsItsOwnLateIdleTime() {
        SimTimeline full = new SimTimeline(new LinkModel(1000, 0, LinkModel.Duplex.FULL, Optional.empty()));
        full.transfer(Direction.IN, 0, 2_000, 10_000, true);
        full.transfer(Direction.OUT, 0, 7_000, 10_000, true);
        assertThat(full.lanes()).isEqualTo(2);
        assertThat(full.lateIdleNanos(0)).isEqualTo(2_000);
        assertThat(full.lateIdleNanos(1)).isEqualTo(7_000);
        SimTimeline half = new SimTimeline(new LinkModel(1000, 0, LinkModel.Duplex.HALF, Optional.empty()));
        half.transfer(Direction.IN, 0, 2_000, 10_000, true);
        // The OUT request is late too, but the IN one holds the shared bus until 12 us.
        half.transfer(Direction.OUT, 0, 7_000, 10_000, true);
        assertThat(half.lanes()).isEqualTo(1);
        assertThat(half.lateIdleNanos(0)).isEqualTo(2_000);
    }

    @Test
    void withTwoInFlightTheHostTurnaroundSetsThePaceWhenItIsLongerThanTheBus() {
        // fastboot at 16 KiB: the bus needs 16.4 us, the host 25 us to resubmit: 16384 B / 25 us.
        HostModel host = HostModel.FREE.withSubmitUs(25);
        SimProfile p = profile(1000, 0, LinkModel.Duplex.FULL, host);
        assertThat(SimulatedThroughput.expectedMbS(p, Direction.OUT, 2, 16384, CopyMode.NO_COPY))
                .isCloseTo(16384 / 25.0, within(0.01));
        // At 128 KiB the bus (131 us) is slower than the host: the link sets the pace.
        assertThat(SimulatedThroughput.expectedMbS(p, Direction.OUT, 2, 131072, CopyMode.NO_COPY))
                .isCloseTo(1000.0, within(0.01));
    }

    @Test
    void oneInFlightPaysBusHostAndLatencyInSeries() {
        HostModel host = HostModel.FREE.withSubmitUs(30).withCompletionLatencyUs(20);
        SimProfile p = profile(40, 10, LinkModel.Duplex.HALF, host);
        double period = 10 + 16384 / 40.0 + 30 + 20;
        assertThat(SimulatedThroughput.expectedMbS(p, Direction.IN, 1, 16384, CopyMode.NO_COPY))
                .isCloseTo(16384 / period, within(0.01));
    }

    @Test
    void theModelledCopyCostsOnlyInCopyModeAndSlowsBeyondTheCache() {
        CopyCostModel copy = new CopyCostModel(10, 1000, 64, 100);
        assertThat(copy.copyNanos(65536, 1)).isCloseTo((10 + 65536 / 1000.0) * 1000, within(1.0));
        assertThat(copy.copyNanos(131072, 1)).isCloseTo((10 + 65536 / 1000.0 + 65536 / 100.0) * 1000, within(1.0));
        // Two directions copying share the cache: half of 64 KiB each.
        assertThat(copy.copyNanos(65536, 2)).isCloseTo((10 + 32768 / 1000.0 + 32768 / 100.0) * 1000, within(1.0));
        SimProfile netbsd = ProfileCatalog.builtIn("usrp-netbsd-ugen");
        assertThat(SimulatedThroughput.expectedMbS(netbsd, Direction.IN, 1, 65536, CopyMode.COPY))
                .isLessThan(SimulatedThroughput.expectedMbS(netbsd, Direction.IN, 1, 65536, CopyMode.NO_COPY));
    }

    @Test
    void deviceBuffersLetTheDeviceFillAheadWhileTheBusSends() {
        // Storage 10 MB/s and link 40 MB/s: the device is the bottleneck at 10 MB/s once it
        // has two buffers; with one, filling and sending alternate (1638 + 420 us per 16 KiB).
        HostModel host = HostModel.FREE.withQueueDepth(4);
        SimProfile p = SimProfile.builder("t", new LinkModel(40, 10, LinkModel.Duplex.HALF, Optional.empty()))
                .swept(SweptParameter.DEVICE_BUFFERS)
                .host(host)
                .deviceStage(new DeviceStageModel(0, 10, 0, 0))
                .build();
        assertThat(SimulatedThroughput.expectedMbS(p, Direction.IN, 2, 16384, CopyMode.NO_COPY))
                .isCloseTo(10.0, within(0.01));
        double alternating = 16384 / (16384 / 10.0 + 10 + 16384 / 40.0);
        assertThat(SimulatedThroughput.expectedMbS(p, Direction.IN, 1, 16384, CopyMode.NO_COPY))
                .isCloseTo(alternating, within(0.01));
    }
}
