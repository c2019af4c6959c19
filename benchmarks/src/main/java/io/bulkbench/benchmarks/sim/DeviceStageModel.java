package io.bulkbench.benchmarks.sim;

import lombok.With;

/**
 * The device's own buffers between its backing storage and the bus, the mass-storage
 * gadget's FSG_NUM_BUFFERS: for IN each buffer is filled from storage (fixed cost plus
 * S / storage rate, with jitter) before it can be sent and is reused once sent; for OUT a
 * received buffer is drained to storage before it can receive again. One storage worker
 * per direction. {@code buffers} is the fixed count of a host-queue profile; a
 * device-buffers profile sweeps the count and leaves it 0 here.
 */
public record DeviceStageModel(
        int buffers,
        @With double storageMbS,
        @With double fixedUs,
        @With double jitterUs) {

    public DeviceStageModel {
        if (buffers < 0 || !(storageMbS > 0) || !(fixedUs >= 0) || !(jitterUs >= 0)) {
            throw new IllegalArgumentException("device stage needs buffers >= 0, storage rate > 0, costs >= 0");
        }
    }

    /** Nanoseconds to fill or drain one buffer of {@code bytes}, given a uniform draw. */
    public double workNanos(int bytes, double jitterDraw) {
        double us = fixedUs + bytes / storageMbS + jitterUs * (2.0 * jitterDraw - 1.0);
        return Math.max(0.0, us) * 1_000.0;
    }
}
