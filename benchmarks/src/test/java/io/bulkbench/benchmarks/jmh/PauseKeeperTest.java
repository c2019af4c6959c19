package io.bulkbench.benchmarks.jmh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.benchmarks.DeviceFactory;
import io.bulkbench.benchmarks.device.Completion;
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
    void whatTheDeviceFinishedBeforeTheMeasurementAndNoOneReapedIsReapedAtTheTakeOverUncounted() throws Exception {
        // 64 requests of 256 KiB queued on a real-time fastboot-ssp: the bus works through all of
        // them (about 17 ms) while no one reaps, as when the keeper's thread is held off the processor.
        Device device = DeviceFactory.open("sim:fastboot-ssp");
        try (TransferPipeline pipeline = TransferPipeline.open(
                device, new PipelineConfig(Direction.OUT, 64, 262144, CopyMode.NO_COPY, DataPattern.NONE))) {
            long opened = System.nanoTime();
            Thread.sleep(50);
            long start = System.nanoTime();

            long moved = PauseKeeper.catchUp(pipeline, 0, opened, opened, start);

            assertThat(pipeline.counters().requests()).isGreaterThanOrEqualTo(65);
            assertThat(pipeline.lastFinishedNanos()).isGreaterThan(start);
            // only the share of the first request the bus finished after the start
            assertThat(moved).isBetween(0L, 262144L);
        } finally {
            device.close();
        }
    }

    @Test
    void aDeviceThatDoesNotSayWhenARequestFinishedIsTakenOverAtOnce() throws Exception {
        Device device = DeviceFactory.open("null");
        try (TransferPipeline pipeline = TransferPipeline.open(
                device, new PipelineConfig(Direction.IN, 8, 16384, CopyMode.NO_COPY, DataPattern.NONE))) {
            long before = System.nanoTime();
            Thread.sleep(5);
            long start = System.nanoTime();

            long moved = PauseKeeper.catchUp(pipeline, 0, before, before, start);

            // its reap is its finish: one request, after the start, counted by its share
            assertThat(pipeline.lastFinishedNanos()).isEqualTo(Completion.UNKNOWN);
            assertThat(pipeline.counters().requests()).isEqualTo(1);
            assertThat(moved).isBetween(0L, 16384L);
        } finally {
            device.close();
        }
    }

    @Test
    void aDeviceFailureTheKeeperMeetsIsThrownAtTheHandOver() throws Exception {
        SimulatedDevice device = SimulatedDevice.virtualTime(
                ProfileCatalog.builtIn("hs").withFaults(FaultModel.NONE.withDisconnectAfter(50)));
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
