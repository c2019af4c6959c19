package io.bulkbench.benchmarks.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class RequestSizeFallbackTest {

    @Test
    void halvesDownToSixteenKibAndNoFurther() {
        assertThat(RequestSizeFallback.smallerThan(2 << 20)).hasValue(1 << 20);
        assertThat(RequestSizeFallback.smallerThan(256 * 1024)).hasValue(128 * 1024);
        assertThat(RequestSizeFallback.smallerThan(24 * 1024))
                .as("half would be under the floor")
                .hasValue(16 * 1024);
        assertThat(RequestSizeFallback.smallerThan(16 * 1024)).isEqualTo(OptionalInt.empty());
        assertThat(RequestSizeFallback.smallerThan(4096))
                .as("a request already under the floor is not grown")
                .isEqualTo(OptionalInt.empty());
    }
}
