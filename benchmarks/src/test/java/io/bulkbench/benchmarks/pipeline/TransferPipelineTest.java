package io.bulkbench.benchmarks.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.benchmarks.device.DataPattern;
import io.bulkbench.benchmarks.device.NullDevice;
import io.bulkbench.benchmarks.device.PatternStream;
import io.bulkbench.benchmarks.device.TransferStatus;
import io.bulkbench.benchmarks.sim.FaultModel;
import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.benchmarks.sim.SimulatedDevice;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/** The pipeline's data path, counters, ENOMEM rule and clean close. */
class TransferPipelineTest {

    private static PipelineConfig config(
            Direction direction, int buffers, int bytes, CopyMode mode, DataPattern verify) {
        return new PipelineConfig(direction, buffers, bytes, mode, verify);
    }

    @Test
    void copyModeCopiesTheDataIntoTheApplicationsHeapArray() {
        try (NullDevice device = new NullDevice();
                TransferPipeline pipeline = TransferPipeline.open(
                        device, config(Direction.IN, 2, 4096, CopyMode.COPY, DataPattern.GADGET_ZERO))) {
            byte[] application = pipeline.applicationData().orElseThrow();
            assertThat(application).containsOnly(0);
            pipeline.transferNext();
            byte[] expected = new byte[4096];
            new PatternStream(DataPattern.GADGET_ZERO).fill(expected, 4096);
            assertThat(application).isEqualTo(expected);
            assertThat(pipeline.counters().verifyErrors()).isZero();
        }
        try (NullDevice device = new NullDevice();
                TransferPipeline pipeline = TransferPipeline.open(
                        device, config(Direction.IN, 2, 4096, CopyMode.NO_COPY, DataPattern.GADGET_ZERO))) {
            assertThat(pipeline.applicationData()).isEmpty();
            assertThat(pipeline.transferNext()).isEqualTo(4096);
        }
    }

    @Test
    void outDataReachesTheTransferBufferThroughTheCopy() {
        for (CopyMode mode : CopyMode.values()) {
            RecordingDevice device = new RecordingDevice(DataPattern.LFSR32);
            try (TransferPipeline pipeline =
                    TransferPipeline.open(device, config(Direction.OUT, 3, 2048, mode, DataPattern.LFSR32))) {
                for (int i = 0; i < 50; i++) {
                    pipeline.transferNext();
                }
            }
            assertThat(device.checkedBytes()).as(mode.label()).isGreaterThanOrEqualTo(50L * 2048);
            assertThat(device.mismatches()).as(mode.label()).isZero();
        }
    }

    @Test
    void corruptedInDataIsCountedWhenVerifyingAndUnseenOtherwise() {
        SimProfile corrupting = ProfileCatalog.builtIn("hs").withFaults(FaultModel.NONE.withCorruption(0.25));
        for (CopyMode mode : CopyMode.values()) {
            SimulatedDevice device = SimulatedDevice.virtualTime(corrupting);
            try (TransferPipeline pipeline =
                    TransferPipeline.open(device, config(Direction.IN, 4, 16384, mode, DataPattern.LFSR32))) {
                for (int i = 0; i < 400; i++) {
                    assertThat(pipeline.transferNext()).isEqualTo(16384);
                }
                assertThat(pipeline.counters().verifyErrors()).as(mode.label()).isBetween(50L, 150L);
            }
        }
        SimulatedDevice device = SimulatedDevice.virtualTime(corrupting);
        try (TransferPipeline pipeline =
                TransferPipeline.open(device, config(Direction.IN, 4, 16384, CopyMode.COPY, DataPattern.NONE))) {
            for (int i = 0; i < 400; i++) {
                pipeline.transferNext();
            }
            assertThat(pipeline.counters().verifyErrors()).isZero();
        }
    }

    @Test
    void faultsAreCountedByStatusAndEveryBufferIsReleasedOnClose() {
        SimProfile faulty = ProfileCatalog.builtIn("ss")
                .withFaults(FaultModel.NONE.withStalls(0.1).withTimeouts(0.1, 5).withShortTransfers(0.1));
        SimulatedDevice device = SimulatedDevice.virtualTime(faulty);
        TransferPipeline pipeline = TransferPipeline.open(
                device, config(Direction.IN, 8, 65536, CopyMode.NO_COPY, DataPattern.GADGET_ZERO));
        long delivered = 0;
        for (int i = 0; i < 1000; i++) {
            delivered += pipeline.transferNext();
        }
        PipelineCounters counters = pipeline.counters();
        assertThat(counters.faults(TransferStatus.STALL)).isBetween(50L, 150L);
        assertThat(counters.faults(TransferStatus.TIMED_OUT)).isBetween(50L, 150L);
        assertThat(counters.shortTransfers()).isBetween(50L, 150L);
        assertThat(counters.requests() + counters.totalFaults()).isEqualTo(1000);
        assertThat(counters.bytes()).isEqualTo(delivered).isLessThan(1000L * 65536);
        assertThat(counters.verifyErrors()).isZero();
        assertThat(device.outstanding()).isEqualTo(8);
        pipeline.close();
        assertThat(device.outstanding()).isZero();
        pipeline.close();
        assertThatThrownBy(pipeline::transferNext).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aDisconnectEndsThePipelineWithNoDeviceAndCloseStillReapsEverything() {
        SimProfile unplugged = ProfileCatalog.builtIn("hs").withFaults(FaultModel.NONE.withDisconnectAfterRequests(20));
        SimulatedDevice device = SimulatedDevice.virtualTime(unplugged);
        TransferPipeline pipeline =
                TransferPipeline.open(device, config(Direction.OUT, 4, 16384, CopyMode.COPY, DataPattern.NONE));
        assertThatThrownBy(() -> {
                    for (int i = 0; i < 100; i++) {
                        pipeline.transferNext();
                    }
                })
                .isInstanceOf(TransferFailedException.class)
                .satisfies(
                        e -> assertThat(((TransferFailedException) e).status()).isEqualTo(TransferStatus.NO_DEVICE));
        // The 21st request is the first to fail; the pipeline stops when a resubmit is refused,
        // with the requests before it (at most 20) still delivered.
        assertThat(pipeline.counters().requests()).isBetween(17L, 20L);
        assertThat(pipeline.counters().faults(TransferStatus.NO_DEVICE)).isEqualTo(1);
        pipeline.close();
        assertThat(pipeline.counters().faults(TransferStatus.NO_DEVICE)).isEqualTo(2);
        assertThat(device.outstanding()).isZero();
    }

    @Test
    void enomemHalvesTheRequestDownToWhatTheDeviceAccepts() {
        SimProfile tight = ProfileCatalog.builtIn("fastboot-ssp").withFaults(FaultModel.NONE.withEnomemAboveKib(64));
        SimulatedDevice device = SimulatedDevice.virtualTime(tight);
        try (TransferPipeline pipeline =
                TransferPipeline.open(device, config(Direction.OUT, 2, 256 * 1024, CopyMode.COPY, DataPattern.NONE))) {
            assertThat(pipeline.transferNext()).isEqualTo(64 * 1024);
            assertThat(pipeline.counters().enomemFallbacks()).isEqualTo(2);
            assertThat(pipeline.counters().requestBytes()).isEqualTo(64 * 1024);
        }
        SimProfile floor = ProfileCatalog.builtIn("fastboot-ssp").withFaults(FaultModel.NONE.withEnomemAboveKib(16));
        try (TransferPipeline pipeline = TransferPipeline.open(
                SimulatedDevice.virtualTime(floor),
                config(Direction.OUT, 2, 256 * 1024, CopyMode.COPY, DataPattern.NONE))) {
            assertThat(pipeline.transferNext()).isEqualTo(16 * 1024);
            assertThat(pipeline.counters().enomemFallbacks()).isEqualTo(4);
        }
    }

    @Test
    void closingARealTimePipelineCancelsWhatIsInFlightAndWaitsForIt() {
        // A link so slow (16 KiB in ~160 ms) that no scheduling delay of a loaded machine
        // lets the queue drain before close: there is always something to cancel.
        SimulatedDevice device =
                SimulatedDevice.realTime("sim:hs", ProfileCatalog.builtIn("hs").withBandwidth(0.1));
        TransferPipeline pipeline =
                TransferPipeline.open(device, config(Direction.IN, 16, 16384, CopyMode.COPY, DataPattern.NONE));
        pipeline.transferNext();
        assertThat(device.outstanding()).isEqualTo(16);
        pipeline.close();
        assertThat(pipeline.counters().cancelled()).isPositive();
        assertThat(device.outstanding()).isZero();
        device.close();
    }

    @Test
    void aTimedOutRequestEndsWithAStatusInRealTimeInsteadOfHanging() {
        SimProfile stuck = ProfileCatalog.builtIn("hs").withFaults(FaultModel.NONE.withTimeouts(1.0, 20));
        SimulatedDevice device = SimulatedDevice.realTime("sim:hs", stuck);
        try (TransferPipeline pipeline =
                TransferPipeline.open(device, config(Direction.IN, 2, 16384, CopyMode.COPY, DataPattern.NONE))) {
            for (int i = 0; i < 5; i++) {
                assertThat(pipeline.transferNext()).isZero();
            }
            assertThat(pipeline.counters().faults(TransferStatus.TIMED_OUT)).isEqualTo(5);
        }
        assertThat(device.outstanding()).isZero();
    }

    @Test
    void bothDirectionsRunOnTwoThreadsOverOneDevice() throws Exception {
        SimulatedDevice device =
                SimulatedDevice.realTime("sim:usrp-netbsd-ugen", ProfileCatalog.builtIn("usrp-netbsd-ugen"));
        try (DuplexPipelines both = DuplexPipelines.open(
                device, config(Direction.BOTH, 1, 16384, CopyMode.COPY, DataPattern.GADGET_ZERO))) {
            Thread out = new Thread(() -> {
                for (int i = 0; i < 200; i++) {
                    both.out().transferNext();
                }
            });
            out.start();
            for (int i = 0; i < 200; i++) {
                both.in().transferNext();
            }
            out.join();
            assertThat(both.in().counters().bytes()).isEqualTo(200L * 16384);
            assertThat(both.out().counters().bytes()).isEqualTo(200L * 16384);
            assertThat(both.in().counters().verifyErrors()).isZero();
        }
        assertThat(device.outstanding()).isZero();
        device.close();
    }

    @Test
    void theSteadyStateAllocatesNothingPerRequest() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        SimulatedDevice device = SimulatedDevice.virtualTime(ProfileCatalog.builtIn("snowball-msc"));
        try (TransferPipeline pipeline =
                TransferPipeline.open(device, config(Direction.IN, 4, 16384, CopyMode.COPY, DataPattern.GADGET_ZERO))) {
            for (int i = 0; i < 2_000; i++) {
                pipeline.transferNext();
            }
            long before = threads.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < 20_000; i++) {
                pipeline.transferNext();
            }
            long allocated = threads.getCurrentThreadAllocatedBytes() - before;
            // A few hundred bytes of noise (the bean's own bookkeeping), never per-request garbage.
            assertThat(allocated).isLessThan(20_000);
        }
    }

    @Test
    void aBadConfigurationIsBadInput() {
        assertThatThrownBy(() -> config(Direction.IN, 0, 16384, CopyMode.COPY, DataPattern.NONE))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("buffers 0");
        assertThatThrownBy(() -> config(Direction.IN, 2, 0, CopyMode.COPY, DataPattern.NONE))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("request size 0");
        assertThatThrownBy(() -> TransferPipeline.open(
                        new NullDevice(), config(Direction.BOTH, 2, 16, CopyMode.COPY, DataPattern.NONE)))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
