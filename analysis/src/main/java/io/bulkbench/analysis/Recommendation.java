package io.bulkbench.analysis;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.util.Comparator;
import java.util.Optional;
import lombok.NonNull;

/**
 * A default the analysis recommends for a board: a Kconfig-style symbol and its value,
 * with the evidence a reviewer needs (the throughput there, its share of the best, the
 * memory it costs), where that throughput comes from ({@code basis}: measured or fitted;
 * empty where a file from before it was said does not tell) and one sentence of rationale.
 * {@code cheaperMode} answers "copy or not?" at the recommendation's own configuration,
 * measured both ways ({@link CheaperMode}); where it names this row's mode with no MB/s
 * given up, this mode is the one a symbol with one value follows ({@link #cheaperOnCpu},
 * {@link #DEFAULTS_ORDER}). {@code undecided} is there when late
 * points could have moved the value ({@link LateBoundChoices}): such a default is not shipped.
 * {@code interval} is the range its estimate allows (a buffer count's knee interval), where
 * there is one: a lab holds a default only while its nights' intervals overlap.
 */
public record Recommendation(
        @NonNull String board,
        @NonNull String device,
        @NonNull Direction direction,
        @NonNull CopyMode copyMode,
        @NonNull String symbol,
        @NonNull String value,
        double throughputMbS,
        double shareOfBest,
        long memoryBytes,
        String rationale,
        @NonNull Optional<ThroughputBasis> basis,
        @NonNull Optional<CheaperMode> cheaperMode,
        @NonNull Optional<Undecided> undecided,
        @NonNull Optional<ValueInterval> interval) {

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
        rationale = rationale == null ? "" : rationale;
    }

    /**
     * A decided recommendation; {@code cheaperOnCpu} says this mode used less CPU per MB
     * than the other at the same MB/s (what files from before {@link CheaperMode} say).
     */
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
            String rationale,
            Optional<ThroughputBasis> basis,
            boolean cheaperOnCpu) {
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
                basis,
                cheaperOnCpu ? Optional.of(new CheaperMode(copyMode, "")) : Optional.empty(),
                Optional.empty(),
                Optional.empty());
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

    /**
     * Whether this copy mode is the one to follow on the CPU: it used measurably less CPU per
     * MB than the other at the configuration, and gave up no MB/s for it.
     */
    public boolean cheaperOnCpu() {
        return cheaperMode.filter(c -> c.mode() == copyMode && !c.isTrade()).isPresent();
    }

    /** Whether the value stands whatever the run's late points truly read. */
    public boolean decided() {
        return undecided.isEmpty();
    }

    /** The same recommendation, its throughput said to be {@code basis}. */
    public Recommendation withBasis(ThroughputBasis basis) {
        return copy(rationale, Optional.of(basis), cheaperMode, undecided, interval);
    }

    /** The same recommendation with another rationale. */
    public Recommendation withRationale(String text) {
        return copy(text, basis, cheaperMode, undecided, interval);
    }

    /** The same recommendation, said to be the copy mode that is cheaper on the CPU at the same MB/s. */
    public Recommendation asCheaperOnCpu() {
        return withCheaperMode(new CheaperMode(copyMode, ""));
    }

    /** The same recommendation with the answer to "copy or not?" at its configuration. */
    public Recommendation withCheaperMode(CheaperMode answer) {
        return copy(rationale, basis, Optional.of(answer), undecided, interval);
    }

    /** The same recommendation, said to be left open by late points. */
    public Recommendation asUndecided(Undecided open) {
        return copy(rationale, basis, cheaperMode, Optional.of(open), interval);
    }

    /** The same recommendation with the interval its estimate allows. */
    public Recommendation withInterval(ValueInterval allowed) {
        return copy(rationale, basis, cheaperMode, undecided, Optional.of(allowed));
    }

    private Recommendation copy(
            String rationale,
            Optional<ThroughputBasis> basis,
            Optional<CheaperMode> cheaperMode,
            Optional<Undecided> undecided,
            Optional<ValueInterval> interval) {
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
                cheaperMode,
                undecided,
                interval);
    }
}
