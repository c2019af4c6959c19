package io.bulkbench.benchmarks.pipeline;

import io.bulkbench.benchmarks.device.Device;
import io.bulkbench.core.Direction;

/**
 * The BOTH direction: an IN and an OUT pipeline on the same device, each to be driven by
 * its own thread (a JMH @Group with one IN and one OUT method). Throughput is the sum.
 */
public record DuplexPipelines(TransferPipeline in, TransferPipeline out) implements AutoCloseable {

    /** Opens both directions with the same buffers, size, copy mode and pattern. */
    public static DuplexPipelines open(Device device, PipelineConfig config) {
        TransferPipeline in = TransferPipeline.open(device, config.withDirection(Direction.IN));
        try {
            return new DuplexPipelines(in, TransferPipeline.open(device, config.withDirection(Direction.OUT)));
        } catch (RuntimeException e) {
            in.close();
            throw e;
        }
    }

    /** Closes both; each reaps its own requests first. */
    @Override
    public void close() {
        try {
            in.close();
        } finally {
            out.close();
        }
    }
}
