package io.bulkbench.benchmarks.jmh;

import io.bulkbench.benchmarks.DeviceFactory;
import io.bulkbench.benchmarks.device.DataPattern;
import io.bulkbench.benchmarks.device.Device;
import io.bulkbench.benchmarks.pipeline.PipelineConfig;
import io.bulkbench.benchmarks.pipeline.TransferPipeline;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;

/**
 * The device and the one-direction pipeline a single-threaded harness drives, opened
 * from the harness's parameters and closed in the order libusb asks for (the pipeline
 * reaps everything in flight, then the device goes). Shared by the throughput and the
 * latency harness so both measure exactly the same workload.
 */
final class PipelineUnderTest implements AutoCloseable {
    private final Device device;
    private final TransferPipeline pipeline;

    private PipelineUnderTest(Device device, TransferPipeline pipeline) {
        this.device = device;
        this.pipeline = pipeline;
    }

    /** Opens {@code spec} and a pipeline of one direction on it; BOTH is refused with the harness to use. */
    static PipelineUnderTest open(
            String spec,
            Direction direction,
            int buffers,
            int requestSize,
            CopyMode copyMode,
            DataPattern verify,
            String harness) {
        if (direction == Direction.BOTH) {
            throw new IllegalArgumentException(harness + " measures IN or OUT; BOTH is BidirectionalThroughput");
        }
        PipelineConfig config = new PipelineConfig(direction, buffers, requestSize, copyMode, verify);
        Device device = DeviceFactory.open(spec);
        try {
            return new PipelineUnderTest(device, TransferPipeline.open(device, config));
        } catch (RuntimeException e) {
            device.close();
            throw e;
        }
    }

    Device device() {
        return device;
    }

    TransferPipeline pipeline() {
        return pipeline;
    }

    @Override
    public void close() {
        try {
            pipeline.close();
        } finally {
            device.close();
        }
    }
}
