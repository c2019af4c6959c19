package io.bulkbench.analysis;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.util.Objects;

/**
 * A default the analysis recommends for a board: a Kconfig-style symbol and its value,
 * with the evidence a reviewer needs (the throughput measured there, its share of the
 * best, the memory it costs) and one sentence of rationale.
 */
public record Recommendation(
        String board,
        String device,
        Direction direction,
        CopyMode copyMode,
        String symbol,
        String value,
        double throughputMbS,
        double shareOfBest,
        long memoryBytes,
        String rationale) {

    public Recommendation {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(device, "device");
        Objects.requireNonNull(direction, "direction");
        Objects.requireNonNull(copyMode, "copyMode");
        Objects.requireNonNull(symbol, "symbol");
        Objects.requireNonNull(value, "value");
        rationale = rationale == null ? "" : rationale;
    }

    /** The same recommendation with another rationale. */
    public Recommendation withRationale(String text) {
        return new Recommendation(
                board, device, direction, copyMode, symbol, value, throughputMbS, shareOfBest, memoryBytes, text);
    }
}
