package io.bulkbench.analysis;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.util.Comparator;
import java.util.Objects;
import java.util.Optional;

/**
 * A default the analysis recommends for a board: a Kconfig-style symbol and its value,
 * with the evidence a reviewer needs (the throughput there, its share of the best, the
 * memory it costs), where that throughput comes from ({@code basis}: measured or fitted;
 * empty where a file from before it was said does not tell) and one sentence of rationale.
 * {@code cheaperOnCpu} says that this copy mode moves the same MB/s as the other at their
 * recommended configurations for measurably less CPU per MB, so it is the one a symbol
 * with one value follows ({@link #DEFAULTS_ORDER}).
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
        Optional<ThroughputBasis> basis,
        boolean cheaperOnCpu) {

    /**
     * Why a run recommends nothing: a count or a size is chosen along a series of at least
     * two points measured ok, with or without a fitted curve, and no series has them.
     */
    public static final String WHY_NONE = "no series has two points measured ok";

    /**
     * The order in which a symbol with one value per kernel takes the recommendations that
     * disagree (defaults.config, a patch): direction in, out, both; then the copy mode that
     * is cheaper on the CPU at the same MB/s; else copy before no-copy, the read(2)/write(2)
     * path most users take.
     */
    public static final Comparator<Recommendation> DEFAULTS_ORDER = Comparator.comparing(Recommendation::direction)
            .thenComparing(r -> !r.cheaperOnCpu())
            .thenComparing(Recommendation::copyMode);

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
                Optional.empty(),
                false);
    }

    /** The same recommendation, its throughput said to be {@code basis}. */
    public Recommendation withBasis(ThroughputBasis basis) {
        return copy(rationale, Optional.of(basis), cheaperOnCpu);
    }

    /** The same recommendation with another rationale. */
    public Recommendation withRationale(String text) {
        return copy(text, basis, cheaperOnCpu);
    }

    /** The same recommendation, said to be the copy mode that is cheaper on the CPU at the same MB/s. */
    public Recommendation asCheaperOnCpu() {
        return copy(rationale, basis, true);
    }

    private Recommendation copy(String rationale, Optional<ThroughputBasis> basis, boolean cheaperOnCpu) {
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
                basis,
                cheaperOnCpu);
    }
}
