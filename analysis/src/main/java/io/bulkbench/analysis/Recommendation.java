package io.bulkbench.analysis;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.util.Comparator;
import java.util.Optional;
import lombok.Builder;
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
@Builder(toBuilder = true)
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

    /** A recommendation for a series' board, device, direction and copy mode, to be completed. */
    public static RecommendationBuilder forSeries(SeriesKey series) {
        return builder()
                .board(series.board())
                .device(series.device())
                .direction(series.direction())
                .copyMode(series.copyMode());
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
                Optional.empty(),
                Optional.empty(),
                Optional.empty());
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
        return toBuilder().basis(Optional.of(basis)).build();
    }

    /** The same recommendation with another rationale. */
    public Recommendation withRationale(String text) {
        return toBuilder().rationale(text).build();
    }

    /** The same recommendation, said to be the copy mode that is cheaper on the CPU at the same MB/s. */
    public Recommendation asCheaperOnCpu() {
        return withCheaperMode(new CheaperMode(copyMode, ""));
    }

    /** The same recommendation with the answer to "copy or not?" at its configuration. */
    public Recommendation withCheaperMode(CheaperMode answer) {
        return toBuilder().cheaperMode(Optional.of(answer)).build();
    }

    /** The same recommendation, said to be left open by late points. */
    public Recommendation asUndecided(Undecided open) {
        return toBuilder().undecided(Optional.of(open)).build();
    }

    /** The same recommendation with the interval its estimate allows. */
    public Recommendation withInterval(ValueInterval allowed) {
        return toBuilder().interval(Optional.of(allowed)).build();
    }

    /** Lombok writes the rest; what a recommendation does not say is empty, not null. */
    public static final class RecommendationBuilder {
        private String rationale = "";
        private Optional<ThroughputBasis> basis = Optional.empty();
        private Optional<CheaperMode> cheaperMode = Optional.empty();
        private Optional<Undecided> undecided = Optional.empty();
        private Optional<ValueInterval> interval = Optional.empty();
    }
}
