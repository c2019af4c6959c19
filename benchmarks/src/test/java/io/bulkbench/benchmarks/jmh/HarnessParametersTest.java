package io.bulkbench.benchmarks.jmh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.benchmarks.device.ChannelSpec;
import io.bulkbench.benchmarks.device.DataPattern;
import io.bulkbench.benchmarks.device.Device;
import io.bulkbench.benchmarks.device.NullDevice;
import io.bulkbench.benchmarks.pipeline.TransferPipeline;
import io.bulkbench.benchmarks.sim.SimulatedDevice;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.nio.ByteBuffer;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every {@code @Param} value reaches the workload: each harness is set up the way JMH
 * does it (fields set, then the trial setup) and the pipeline, device or buffers it built
 * are checked, by their behaviour where it can be seen. This is the agrona lesson: a setup
 * that quietly overwrote a parameter would make a whole sweep axis measure one point.
 */
class HarnessParametersTest {

    private static PipelineThroughput throughput(
            String device, int buffers, int size, CopyMode mode, Direction direction, DataPattern verify) {
        PipelineThroughput bench = new PipelineThroughput();
        bench.device = device;
        bench.buffers = buffers;
        bench.requestSize = size;
        bench.copyMode = mode;
        bench.direction = direction;
        bench.verify = verify;
        bench.open();
        return bench;
    }

    private static CompletionLatency latency(
            String device, int buffers, int size, CopyMode mode, Direction direction, DataPattern verify) {
        CompletionLatency bench = new CompletionLatency();
        bench.device = device;
        bench.buffers = buffers;
        bench.requestSize = size;
        bench.copyMode = mode;
        bench.direction = direction;
        bench.verify = verify;
        bench.open();
        return bench;
    }

    @ParameterizedTest(name = "buffers={0}")
    @ValueSource(ints = {1, 2, 4, 8, 64})
    void buffersSetTheRequestsInFlight(int buffers) {
        PipelineThroughput onNull =
                throughput("null", buffers, 16384, CopyMode.NO_COPY, Direction.IN, DataPattern.NONE);
        try {
            assertThat(onNull.pipeline().queueDepth()).isEqualTo(buffers);
        } finally {
            onNull.close();
        }
        // The simulator counts what is really in flight on its channels.
        PipelineThroughput onSim =
                throughput("sim:fastboot-ssp", buffers, 16384, CopyMode.NO_COPY, Direction.OUT, DataPattern.NONE);
        try {
            assertThat(((SimulatedDevice) onSim.openedDevice()).outstanding()).isEqualTo(buffers);
            onSim.transfer(
                    new TransferBytes(), new TransferEvents(), new LateIdle(), new SimulatorCpu(), Measuring.now());
            assertThat(((SimulatedDevice) onSim.openedDevice()).outstanding()).isEqualTo(buffers);
        } finally {
            onSim.close();
        }
        CompletionLatency sampled =
                latency("sim:fastboot-ssp", buffers, 16384, CopyMode.COPY, Direction.OUT, DataPattern.NONE);
        try {
            assertThat(((SimulatedDevice) sampled.openedDevice()).outstanding()).isEqualTo(buffers);
        } finally {
            sampled.close();
        }
    }

    @ParameterizedTest(name = "requestSize={0}")
    @ValueSource(ints = {4096, 16384, 65536, 262144})
    void requestSizeIsTheBytesEveryRequestMoves(int size) {
        PipelineThroughput bench = throughput("null", 2, size, CopyMode.COPY, Direction.IN, DataPattern.NONE);
        try {
            TransferBytes bytes = new TransferBytes();
            for (int i = 0; i < 3; i++) {
                assertThat(bench.transfer(
                                bytes, new TransferEvents(), new LateIdle(), new SimulatorCpu(), Measuring.now()))
                        .isEqualTo(size);
            }
            assertThat(bytes.bytes).isEqualTo(3L * size);
            assertThat(bytes.megabytes()).isEqualTo(3.0 * size / 1e6);
            assertThat(bench.pipeline().applicationData().orElseThrow()).hasSize(size);
        } finally {
            bench.close();
        }
        CompletionLatency sampled = latency("null", 2, size, CopyMode.NO_COPY, Direction.OUT, DataPattern.NONE);
        try {
            assertThat(sampled.interval()).isEqualTo(size);
        } finally {
            sampled.close();
        }
    }

    @ParameterizedTest(name = "copyMode={0}")
    @EnumSource(CopyMode.class)
    void copyModeDecidesWhetherDataPassesThroughAHeapArray(CopyMode mode) {
        PipelineThroughput bench = throughput("null", 2, 4096, mode, Direction.IN, DataPattern.GADGET_ZERO);
        try {
            assertThat(bench.pipeline().applicationData().isPresent()).isEqualTo(mode == CopyMode.COPY);
            bench.transfer(
                    new TransferBytes(), new TransferEvents(), new LateIdle(), new SimulatorCpu(), Measuring.now());
            // COPY: the device's pattern arrived in the application's array.
            bench.pipeline()
                    .applicationData()
                    .ifPresent(data -> assertThat(data[1]).isEqualTo((byte) 1));
        } finally {
            bench.close();
        }
        CompletionLatency sampled = latency("null", 2, 4096, mode, Direction.OUT, DataPattern.NONE);
        try {
            assertThat(sampled.pipeline().applicationData().isPresent()).isEqualTo(mode == CopyMode.COPY);
        } finally {
            sampled.close();
        }
    }

    @ParameterizedTest(name = "direction={0}")
    @EnumSource(
            value = Direction.class,
            names = {"IN", "OUT"})
    void directionOpensThatEndpointOfTheDevice(Direction direction) {
        Direction other = direction == Direction.IN ? Direction.OUT : Direction.IN;
        PipelineThroughput bench = throughput("null", 2, 4096, CopyMode.NO_COPY, direction, DataPattern.NONE);
        try {
            Device device = bench.openedDevice();
            // The null device refuses a second channel of a direction already open.
            assertThatThrownBy(() -> device.open(channel(direction))).isInstanceOf(IllegalStateException.class);
            device.open(channel(other)).close();
            assertThat(bench.pipeline().config().direction()).isEqualTo(direction);
        } finally {
            bench.close();
        }
        assertThatThrownBy(() -> throughput("null", 2, 4096, CopyMode.NO_COPY, Direction.BOTH, DataPattern.NONE))
                .hasMessageContaining("BidirectionalThroughput");
    }

    private static ChannelSpec channel(Direction direction) {
        return new ChannelSpec(direction, 1, 4096, CopyMode.NO_COPY, DataPattern.NONE);
    }

    @Test
    void deviceSpecChoosesTheDevice() {
        PipelineThroughput onNull = throughput("null", 2, 16384, CopyMode.NO_COPY, Direction.IN, DataPattern.NONE);
        try {
            assertThat(onNull.openedDevice()).isInstanceOf(NullDevice.class);
            assertThat(onNull.openedDevice().spec()).isEqualTo("null");
        } finally {
            onNull.close();
        }
        for (String profile : new String[] {"sim:snowball-msc", "sim:fastboot-ssp"}) {
            PipelineThroughput onSim = throughput(profile, 2, 16384, CopyMode.NO_COPY, Direction.IN, DataPattern.NONE);
            try {
                assertThat(onSim.openedDevice().spec()).isEqualTo(profile);
                assertThat(((SimulatedDevice) onSim.openedDevice()).profile().name())
                        .isEqualTo(profile.substring(4));
            } finally {
                onSim.close();
            }
        }
    }

    @ParameterizedTest(name = "verify={0}")
    @EnumSource(DataPattern.class)
    void verifyDecidesWhatDataMovesAndIsChecked(DataPattern verify) {
        PipelineThroughput bench = throughput("null", 2, 4096, CopyMode.COPY, Direction.IN, verify);
        try {
            bench.transfer(
                    new TransferBytes(), new TransferEvents(), new LateIdle(), new SimulatorCpu(), Measuring.now());
            byte[] data = bench.pipeline().applicationData().orElseThrow();
            boolean allZero = Arrays.equals(data, new byte[data.length]);
            // NONE: the null device writes nothing; a pattern: its bytes arrived.
            assertThat(allZero).isEqualTo(verify == DataPattern.NONE);
            assertThat(bench.pipeline().counters().verifyErrors()).isZero();
        } finally {
            bench.close();
        }
    }

    @ParameterizedTest(name = "buffers={0}")
    @ValueSource(ints = {1, 2, 4})
    void bidirectionalParametersReachBothPipelines(int buffers) {
        BidirectionalThroughput bench = new BidirectionalThroughput();
        bench.device = "null";
        bench.buffers = buffers;
        bench.requestSize = 8192;
        bench.copyMode = CopyMode.COPY;
        bench.direction = Direction.BOTH;
        bench.verify = DataPattern.LFSR32;
        bench.open();
        try {
            for (TransferPipeline pipeline : new TransferPipeline[] {
                bench.pipelines().in(), bench.pipelines().out()
            }) {
                assertThat(pipeline.queueDepth()).isEqualTo(buffers);
                assertThat(pipeline.counters().requestBytes()).isEqualTo(8192);
                assertThat(pipeline.applicationData()).isPresent();
                assertThat(pipeline.config().verify()).isEqualTo(DataPattern.LFSR32);
            }
            assertThat(bench.pipelines().in().config().direction()).isEqualTo(Direction.IN);
            assertThat(bench.pipelines().out().config().direction()).isEqualTo(Direction.OUT);
            assertThat(bench.openedDevice().spec()).isEqualTo("null");
        } finally {
            bench.close();
        }
        BidirectionalThroughput oneWay = new BidirectionalThroughput();
        oneWay.device = "null";
        oneWay.buffers = buffers;
        oneWay.requestSize = 8192;
        oneWay.copyMode = CopyMode.COPY;
        oneWay.direction = Direction.IN;
        oneWay.verify = DataPattern.NONE;
        assertThatThrownBy(oneWay::open).hasMessageContaining("BOTH");
    }

    @ParameterizedTest(name = "direction={0}")
    @EnumSource(
            value = Direction.class,
            names = {"IN", "OUT"})
    void memoryCopyParametersShapeTheCopy(Direction direction) {
        MemoryCopyBaseline bench = new MemoryCopyBaseline();
        bench.requestSize = 4096;
        bench.buffers = 3;
        bench.direction = direction;
        bench.open();
        assertThat(bench.slots())
                .hasSize(3)
                .allSatisfy(slot -> assertThat(slot.capacity()).isEqualTo(4096));
        assertThat(bench.application()).hasSize(4096);
        byte[] before = bench.application().clone();
        Arrays.fill(bench.application(), (byte) 0);
        TransferBytes bytes = new TransferBytes();
        for (int i = 0; i < 3; i++) {
            assertThat(bench.copy(bytes)).isEqualTo(4096);
        }
        assertThat(bytes.bytes).isEqualTo(3L * 4096);
        if (direction == Direction.IN) {
            // IN reads a direct buffer into the heap array.
            assertThat(bench.application()).isEqualTo(before);
        } else {
            // OUT writes the heap array into every buffer in turn.
            for (ByteBuffer slot : bench.slots()) {
                assertThat(slot.get(0)).isZero();
                assertThat(slot.get(4095)).isZero();
            }
        }
    }

    @Test
    void bytesCountOnlyWhileJmhMeasures() {
        PipelineThroughput bench = throughput("null", 2, 4096, CopyMode.NO_COPY, Direction.IN, DataPattern.NONE);
        try {
            TransferBytes bytes = new TransferBytes();
            TransferEvents events = new TransferEvents();
            // A group's first thread waits for the others to start, and later to stop, running operations.
            bench.transfer(bytes, events, new LateIdle(), new SimulatorCpu(), Measuring.control(false, false));
            bench.transfer(bytes, events, new LateIdle(), new SimulatorCpu(), Measuring.now());
            bench.transfer(bytes, events, new LateIdle(), new SimulatorCpu(), Measuring.control(true, true));
            assertThat(bytes.bytes).isEqualTo(4096);
            assertThat(bench.pipeline().counters().bytes()).isEqualTo(3 * 4096);
        } finally {
            bench.close();
        }
    }
}
