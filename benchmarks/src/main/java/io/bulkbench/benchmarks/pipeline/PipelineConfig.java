package io.bulkbench.benchmarks.pipeline;

import io.bulkbench.benchmarks.device.DataPattern;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import lombok.NonNull;
import lombok.With;

/**
 * The parameters of one pipeline: direction (BOTH opens an IN and an OUT pipeline, see
 * {@link DuplexPipelines}), buffers in flight, request size, copy mode, and the data
 * pattern to send and check ({@link DataPattern#NONE} = no verification).
 */
public record PipelineConfig(
        @With @NonNull Direction direction,
        int buffers,
        int requestBytes,
        @NonNull CopyMode copyMode,
        @NonNull DataPattern verify) {

    /** Largest request a pipeline accepts (one contiguous buffer). */
    public static final int MAX_REQUEST_BYTES = 64 * 1024 * 1024;

    public PipelineConfig {
        if (buffers < 1 || buffers > 4096) {
            throw new BadInputException("buffers " + buffers + " is outside 1..4096; give a queue depth such as 2..64");
        }
        if (requestBytes < 1 || requestBytes > MAX_REQUEST_BYTES) {
            throw new BadInputException("request size " + requestBytes + " bytes is outside 1 B.."
                    + ByteSizeText.of(MAX_REQUEST_BYTES) + "; give a size such as 16K..256K");
        }
    }
}
