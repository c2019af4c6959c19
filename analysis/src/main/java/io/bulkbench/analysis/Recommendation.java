package io.bulkbench.analysis;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.util.Objects;
import java.util.Optional;

/**
 * A default the analysis recommends for a board: a Kconfig-style symbol and its value,
 * with the evidence a reviewer needs (the throughput there, its share of the best, the
 * memory it costs), where that throughput comes from ({@code basis}: measured or fitted;
 * empty where a file from before it was said does not tell) and one sentence of rationale.
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
        String rationale,
        Optional<ThroughputBasis> basis) {

    public Recommendation {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(device, "device");
        Objects.requireNonNull(direction, "direction");
        Objects.requireNonNull(copyMode, "copyMode");
        Objects.requireNonNull(symbol, "symbol");
        Objects.requireNonNull(value, "value");
        rationale = rationale == null ? "" : rationale;
        Objects.requireNonNull(basis, "basis");
    }

    /** A recommendation whose throughput's basis is not known. */
    public Recommendation(
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
        this(
                board,
                device,
                direction,
                copyMode,
                symbol,
                value,
                throughputMbS,
                shareOfBest,
                memoryBytes,
                rationale,
                Optional.empty());
    }

    /** The same recommendation, its throughput said to be {@code basis}. */
    public Recommendation withBasis(ThroughputBasis basis) {
        return new Recommendation(
                board,
                device,
                direction,
                copyMode,
                symbol,
                value,
                throughputMbS,
                shareOfBest,
                memoryBytes,
                rationale,
                Optional.of(basis));
    }

    /** The same recommendation with another rationale. */
    public Recommendation withRationale(String text) {
        return new Recommendation(
                board, device, direction, copyMode, symbol, value, throughputMbS, shareOfBest, memoryBytes, text);
    }
}
