package io.bulkbench.benchmarks.pipeline;

import io.bulkbench.benchmarks.device.SubmitResult;

/**
 * fastboot's rule for a host that cannot find memory for a request: a submit that fails
 * with ENOMEM is retried at half the size, down to 16 KiB, fastboot's smallest write.
 * The pipeline and its virtual-time twin both follow it from here, so the prediction
 * cannot drift from what it predicts.
 */
public final class RequestSizeFallback {
    /** fastboot's smallest write size: the floor of the fallback. */
    public static final int MIN_BYTES = 16 * 1024;

    private RequestSizeFallback() {}

    /**
     * The size to submit again at after a submit of {@code requestBytes} answered
     * {@code result}, or 0 when there is none to try: the submit was accepted, the device
     * is gone, or ENOMEM struck at the floor. A plain int, so a submit loop allocates nothing.
     */
    public static int retrySize(SubmitResult result, int requestBytes) {
        return result == SubmitResult.NO_MEMORY && requestBytes > MIN_BYTES ? Math.max(MIN_BYTES, requestBytes / 2) : 0;
    }
}
