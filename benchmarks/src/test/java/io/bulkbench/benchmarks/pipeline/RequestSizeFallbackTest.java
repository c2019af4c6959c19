package io.bulkbench.benchmarks.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.benchmarks.device.SubmitResult;
import org.junit.jupiter.api.Test;

class RequestSizeFallbackTest {

    @Test
    void halvesDownToSixteenKibAndNoFurther() {
        assertThat(RequestSizeFallback.retrySize(SubmitResult.NO_MEMORY, 2 << 20))
                .isEqualTo(1 << 20);
        assertThat(RequestSizeFallback.retrySize(SubmitResult.NO_MEMORY, 256 * 1024))
                .isEqualTo(128 * 1024);
        assertThat(RequestSizeFallback.retrySize(SubmitResult.NO_MEMORY, 24 * 1024))
                .as("half would be under the floor")
                .isEqualTo(16 * 1024);
        assertThat(RequestSizeFallback.retrySize(SubmitResult.NO_MEMORY, 16 * 1024))
                .isZero();
        assertThat(RequestSizeFallback.retrySize(SubmitResult.NO_MEMORY, 4096))
                .as("a request already under the floor is not grown")
                .isZero();
    }

    @Test
    void onlyEnomemIsRetried() {
        assertThat(RequestSizeFallback.retrySize(SubmitResult.ACCEPTED, 256 * 1024))
                .isZero();
        assertThat(RequestSizeFallback.retrySize(SubmitResult.NO_DEVICE, 256 * 1024))
                .as("a device that is gone takes no smaller request either")
                .isZero();
    }
}
