package io.bulkbench.analysis.trend;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a board's summary needs from beyond the nights it was given: the best throughput
 * its headline point measured under the plan, and for each default the latest run
 * recommends, the night from which that value has held. A summary of a board's latest
 * nights only (the site's index) gets them from the database's aggregates; a summary of
 * the whole history works them out from it ({@link #of}). Pure.
 *
 * @param bestMbS  the headline point's best throughput; NaN with no headline or no ok night
 * @param defaults the latest run's defaults, each with the night it has held since
 */
public record WholeHistoryFacts(double bestMbS, List<BoardSummary.CurrentDefault> defaults) {

    public WholeHistoryFacts {
        defaults = List.copyOf(defaults);
    }

    /** The facts of a history that holds every night of its plan. */
    public static WholeHistoryFacts of(BoardTrend whole) {
        // the whole history is its own latest nights
        return ofLatest(whole, whole);
    }

    /**
     * The facts a summary of {@code latest}, the latest nights of {@code whole} ({@link
     * BoardTrend#latestNights}), needs from beyond them, as the database's aggregates give
     * them: the best the headline of {@code latest} measured over every night of the plan,
     * and each of its current defaults with the night its value has held since.
     */
    public static WholeHistoryFacts ofLatest(BoardTrend whole, BoardTrend latest) {
        double best = BoardSummary.headlineOf(latest)
                .flatMap(headline -> whole.points().stream()
                        .filter(p -> p.key().equals(headline.key()))
                        .findFirst())
                .map(p -> maxOf(p.throughputs()))
                .orElse(Double.NaN);
        List<BoardSummary.CurrentDefault> current = new ArrayList<>();
        for (DefaultTrend d : current(latest)) {
            DefaultTrend all = whole.defaults().stream()
                    .filter(w -> w.device().equals(d.device())
                            && w.direction() == d.direction()
                            && w.copyMode() == d.copyMode()
                            && w.symbol().equals(d.symbol()))
                    .findFirst()
                    .orElseThrow(() -> new IllegalArgumentException(
                            "default " + d.symbol() + " of board " + latest.board() + " is not in the whole history"));
            current.add(new BoardSummary.CurrentDefault(d, last(d.nights()), since(all.nights())));
        }
        return new WholeHistoryFacts(best, current);
    }

    /** The night from which the last night's value has held: the first after the latest of another value. */
    private static DefaultTrend.Night since(List<DefaultTrend.Night> nights) {
        int start = nights.size() - 1;
        while (start > 0
                && nights.get(start - 1).value().equals(nights.get(start).value())) {
            start--;
        }
        return nights.get(start);
    }

    private static DefaultTrend.Night last(List<DefaultTrend.Night> nights) {
        return nights.get(nights.size() - 1);
    }

    /** The defaults the history's latest run recommends (each one's last night is that run), in the history's order. */
    public static List<DefaultTrend> current(BoardTrend trend) {
        Optional<RecordedRun> latest = trend.runs().isEmpty()
                ? Optional.empty()
                : Optional.of(trend.runs().get(trend.runs().size() - 1));
        List<DefaultTrend> current = new ArrayList<>();
        for (DefaultTrend d : trend.defaults()) {
            List<DefaultTrend.Night> nights = d.nights();
            if (latest.isPresent()
                    && !nights.isEmpty()
                    && nights.get(nights.size() - 1).run().equals(latest.get())) {
                current.add(d);
            }
        }
        return current;
    }

    private static double maxOf(double[] values) {
        double best = Double.NaN;
        for (double v : values) {
            if (!Double.isNaN(v) && !(v <= best)) {
                best = v;
            }
        }
        return best;
    }
}
