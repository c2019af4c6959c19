package io.bulkbench.benchmarks.pipeline;

import org.junit.jupiter.api.Test;

import java.util.OptionalInt;

import static org.assertj.core.api.Assertions.assertThat;

class RequestSizeFallbackTest {

    @Test
    void halvesDownToSixteenKibAndNoFurther() {
        assertThat(RequestSizeFallback.after(2 << 20)).hasValue(1 << 20);
        assertThat(RequestSizeFallback.after(256 * 1024)).hasValue(128 * 1024);
        assertThat(RequestSizeFallback.after(24 * 1024)).as("half would be under the floor").hasValue(16 * 1024);
        assertThat(RequestSizeFallback.after(16 * 1024)).isEqualTo(OptionalInt.empty());
        assertThat(RequestSizeFallback.after(4096)).as("a request already under the floor is not grown")
                .isEqualTo(OptionalInt.empty());
    }
}
