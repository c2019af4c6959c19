package io.bulkbench.benchmarks.jmh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.benchmarks.DeviceFactory;
import io.bulkbench.benchmarks.device.DataPattern;
import io.bulkbench.benchmarks.device.Device;
import io.bulkbench.benchmarks.pipeline.PipelineConfig;
import io.bulkbench.benchmarks.pipeline.TransferFailedException;
import io.bulkbench.benchmarks.pipeline.TransferPipeline;
import io.bulkbench.benchmarks.sim.FaultModel;
import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.benchmarks.sim.SimulatedDevice;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import org.junit.jupiter.api.Test;

/**
 * The pipeline moves between iterations on the keeper's thread and is handed back intact:
 * the data stream stays in order across the hand-overs (a checked pattern finds no error),
 * the keeper really moves requests, and a device failure it meets is thrown where the
 * benchmark thread takes over.
 */
class PauseKeeperTest {

    @Test
    void theStreamMovesThroughThePauseAndStaysInOrderAcrossHandOvers() throws Exception {
        Device device = DeviceFactory.open("null");
        try (TransferPipeline pipeline = TransferPipeline.open(
                device, new PipelineConfig(Direction.IN, 8, 16384, CopyMode.COPY, DataPattern.LFSR32))) {
            PauseKeeper keeper = new PauseKeeper(pipeline, "test keeper");
            long measured = 0;
            for (int iteration = 0; iteration < 5; iteration++) {
                keeper.stop();
                for (int i = 0; i < 100; i++) {
                    pipeline.transferNext();
                    measured++;
                }
                keeper.start();
                Thread.sleep(5);
            }
            long handedOver = keeper.takeOver();

            // at most the one request the keeper was reaping when asked, handed over once
            assertThat(handedOver).isBetween(0L, 16384L);
            assertThat(keeper.takeOver()).isZero();
            assertThat(pipeline.counters().requests()).isGreaterThan(measured);
            assertThat(pipeline.counters().verifyErrors()).isZero();
        } finally {
            device.close();
        }
    }

    @Test
    void theRequestInFlightWhenTheMeasurementStartsCountsTheShareOfItThatMovedInIt() {
        // the request ran from 1000 to 5000 ns; the measurement started at 2000: three quarters of it
        assertThat(PauseKeeper.inMeasuredTime(16384, 1000, 5000, 2000)).isEqualTo(12288);
        assertThat(PauseKeeper.inMeasuredTime(16384, 3000, 5000, 2000)).isEqualTo(16384);
        assertThat(PauseKeeper.inMeasuredTime(16384, 1000, 2000, 2000)).isZero();
        assertThat(PauseKeeper.inMeasuredTime(16384, 1000, 1500, 2000)).isZero();
        assertThat(PauseKeeper.inMeasuredTime(16384, 5000, 5000, 2000)).isEqualTo(16384);
    }

    @Test
    void whatTheDeviceFinishedInThePauseBeyondTheStreamsOwnBacklogIsReapedUncounted() throws Exception {
        // 64 requests of 256 KiB queued on a real-time fastboot-ssp, whose link is slower than
        // its host: the bus works through all of them (about 17 ms) while no one reaps, as when
        // the keeper's thread is held off the processor. The measured stream left none waiting.
        try (PipelineUnderTest o = open("sim:fastboot-ssp", 64, 262144)) {
            Thread.sleep(50);
            long start = System.nanoTime();

            assertThat(PauseKeeper.catchUp(o.pipeline(), 0, start)).isEqualTo(64);
            assertThat(o.pipeline().counters().requests()).isEqualTo(64);
            assertThat(o.pipeline().finishedBy(start)).isZero();
        }
    }

    @Test
    void aBacklogTheMeasuredStreamKeepsItselfIsLeftToBeCounted() throws Exception {
        // At 16 KiB fastboot-ssp's host is slower than its link: its whole queue is always
        // finished and waiting, and the stream's iterations end with it so.
        try (PipelineUnderTest o = open("sim:fastboot-ssp", 64, 16384)) {
            Thread.sleep(20);
            int leftBehind = o.pipeline().finishedBy(System.nanoTime());
            Thread.sleep(5);

            assertThat(leftBehind).isEqualTo(64);
            assertThat(PauseKeeper.catchUp(o.pipeline(), leftBehind, System.nanoTime()))
                    .isZero();
            assertThat(o.pipeline().counters().requests()).isZero();
        }
    }

    @Test
    void aDeviceThatDoesNotSayWhenARequestFinishedIsTakenOverAtOnce() throws Exception {
        try (PipelineUnderTest o = open("null", 8, 16384)) {
            Thread.sleep(5);

            assertThat(o.pipeline().finishedBy(System.nanoTime())).isZero();
            assertThat(PauseKeeper.catchUp(o.pipeline(), 0, System.nanoTime())).isZero();
            assertThat(o.pipeline().counters().requests()).isZero();
        }
    }

    private static PipelineUnderTest open(String device, int buffers, int bytes) {
        Direction direction = device.equals("null") ? Direction.IN : Direction.OUT;
        return PipelineUnderTest.open(
                device, direction, buffers, bytes, CopyMode.NO_COPY, DataPattern.NONE, "PauseKeeperTest");
    }

    @Test
    void aDeviceFailureTheKeeperMeetsIsThrownAtTheHandOver() throws Exception {
        SimulatedDevice device = SimulatedDevice.virtualTime(
                ProfileCatalog.builtIn("hs").withFaults(FaultModel.NONE.withDisconnectAfterRequests(50)));
        try (TransferPipeline pipeline = TransferPipeline.open(
                device, new PipelineConfig(Direction.IN, 4, 16384, CopyMode.NO_COPY, DataPattern.NONE))) {
            PauseKeeper keeper = new PauseKeeper(pipeline, "test keeper");
            keeper.start();
            while (keeper.moving()) {
                Thread.sleep(1);
            }

            assertThatThrownBy(keeper::stop)
                    .isInstanceOf(TransferFailedException.class)
                    .hasMessageContaining("NO_DEVICE");
            keeper.stop();
        } finally {
            device.close();
        }
    }
}
