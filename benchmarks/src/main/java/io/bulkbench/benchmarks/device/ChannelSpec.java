package io.bulkbench.benchmarks.device;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import lombok.NonNull;

/**
 * What a pipeline asks of one endpoint: a single direction (IN or OUT; BOTH is two
 * channels), how many requests it wants in flight, their size, whether the application
 * copies (a device may model the cost of that copy in its own stack) and which data
 * pattern IN data should carry so it can be checked.
 */
public record ChannelSpec(
        @NonNull Direction direction,
        int buffers,
        int requestBytes,
        @NonNull CopyMode copyMode,
        @NonNull DataPattern pattern) {

    public ChannelSpec {
        if (direction == Direction.BOTH) {
            throw new IllegalArgumentException(
                    "a channel carries one direction; open an IN and an OUT channel for BOTH");
        }
        if (buffers < 1) {
            throw new BadInputException(
                    "buffers " + buffers + " is below 1; a pipeline needs at least one request in flight");
        }
        if (requestBytes < 1) {
            throw new BadInputException("request size " + requestBytes + " bytes is below 1; give a size such as 16K");
        }
    }
}
