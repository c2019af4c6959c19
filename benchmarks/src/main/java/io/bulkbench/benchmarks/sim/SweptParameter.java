package io.bulkbench.benchmarks.sim;

/**
 * What the pipeline's "buffers" parameter means for a profile: the host's queue depth
 * (requests in flight, fastboot, ugen) or the device's buffer count (FSG_NUM_BUFFERS, with
 * the host reading through its own fixed queue like dd).
 */
public enum SweptParameter {
    HOST_QUEUE,
    DEVICE_BUFFERS
}
