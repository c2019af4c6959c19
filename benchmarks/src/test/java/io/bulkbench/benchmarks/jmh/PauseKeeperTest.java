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
            long handedOver = keeper.stop();

            // at most the one request the keeper was reaping when asked, handed over once
            assertThat(handedOver).isBetween(0L, 16384L);
            assertThat(keeper.stop()).isZero();
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
