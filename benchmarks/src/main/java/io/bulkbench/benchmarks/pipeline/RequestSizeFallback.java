package io.bulkbench.benchmarks.pipeline;

import java.util.OptionalInt;

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

    /** The size to retry at after {@code requestBytes} failed with ENOMEM, or empty at the floor. */
    public static OptionalInt smallerThan(int requestBytes) {
        return requestBytes > MIN_BYTES ? OptionalInt.of(Math.max(MIN_BYTES, requestBytes / 2)) : OptionalInt.empty();
    }
}
