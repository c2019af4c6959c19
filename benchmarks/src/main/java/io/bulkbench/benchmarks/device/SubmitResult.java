package io.bulkbench.benchmarks.device;

/**
 * What happened when a request was handed to a device. Submission fails synchronously
 * only for reasons the caller can act on at once: the kernel could not allocate a
 * contiguous buffer of that size (fastboot's ENOMEM, which it answers by halving the
 * request), or the device is gone.
 */
public enum SubmitResult {
    /** The request is in flight; exactly one completion will follow. */
    ACCEPTED,
    /** No memory for a request of this size (ENOMEM); a smaller one may succeed. */
    NO_MEMORY,
    /** The device is gone; no completion follows. */
    NO_DEVICE
}
