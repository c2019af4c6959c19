package io.bulkbench.analysis.trend;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.analysis.change.ChangePointSettings;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A board as the lab's index shows it: last night's status, the latest run, its
 * recommended defaults with the run where each last changed, tonight's throughput at the
 * board's headline point (the recommended configuration, else the first key point)
 * against the best that point ever measured, its change points, regressions (drops
 * beyond the threshold) first, then the newest first, and the latest run's points
 * compared with the run before. Pure.
 */
public record BoardSummary(
        BoardHistory history,
        BoardStatus status,
        List<CurrentDefault> defaults,
        Optional<PointHistory> headline,
        double tonightMbS,
        double bestMbS,
        List<LevelChange> changes,
        List<PointChange> againstTheNightBefore,
        double threshold) {

    public BoardSummary {
        Objects.requireNonNull(history, "history");
        Objects.requireNonNull(status, "status");
        defaults = List.copyOf(defaults);
        Objects.requireNonNull(headline, "headline");
        changes = List.copyOf(changes);
        againstTheNightBefore = List.copyOf(againstTheNightBefore);
    }

    /** A default as the latest run recommends it, and the run from which it has held. */
    public record CurrentDefault(DefaultHistory history, DefaultHistory.Night latest, DefaultHistory.Night since) {
        public CurrentDefault {
            Objects.requireNonNull(history, "history");
            Objects.requireNonNull(latest, "latest");
            Objects.requireNonNull(since, "since");
        }
    }

    /**
     * The summary of a board's history on the night of {@code labNewest} (the newest run of
     * any board), with its regression threshold (a fraction: 0.03 is 3 %).
     */
    public static BoardSummary of(
            BoardHistory history, Instant labNewest, double threshold, ChangePointSettings settings) {
        List<PointChange> tonightsPoints = BoardStatus.againstTheNightBefore(history, threshold);
        BoardStatus status = BoardStatus.of(
                history, labNewest, threshold, tonightsPoints, LevelChange.over(history.points(), settings));
        Optional<PointHistory> headline = KeyPoints.recommended(history)
                .or(() -> KeyPoints.of(history).stream().findFirst());
        double tonight = Double.NaN;
        double best = Double.NaN;
        if (headline.isPresent() && !history.runs().isEmpty()) {
            tonight = KeyPoints.latestThroughput(
                    headline.get(), history.runs().get(history.runs().size() - 1));
            best = maxOf(headline.get().throughputs());
        }
        return new BoardSummary(
                history,
                status,
                defaults(history),
                headline,
                tonight,
                best,
                changes(history, threshold),
                tonightsPoints,
                threshold);
    }

    public String board() {
        return history.board();
    }

    /** The latest run's points that regressed against the run before. */
    public List<PointChange> slowerThanTheNightBefore() {
        return withVerdict(Verdict.REGRESSION);
    }

    /** The latest run's points whose drop against the run before the simulator's lateness may account for. */
    public List<PointChange> notJudgedTonight() {
        return withVerdict(Verdict.SIMULATOR_LATE);
    }

    private List<PointChange> withVerdict(Verdict verdict) {
        return againstTheNightBefore.stream()
                .filter(c -> c.verdict() == verdict)
                .toList();
    }

    /**
     * The status as a reader sees it: the label, and for a night not judged how many of its
     * compared points the simulator's lateness left unjudged ("not judged: simulator late,
     * 4 of 4 points").
     */
    public String statusLine() {
        if (status != BoardStatus.NOT_JUDGED) {
            return status.label();
        }
        long compared = againstTheNightBefore.stream()
                .filter(c -> c.verdict() != Verdict.NOT_COMPARABLE)
                .count();
        long late = notJudgedTonight().size();
        return late == 0
                ? status.label() + ": simulator late on a change point's nights"
                : status.label() + ": simulator late, " + late + " of " + compared + " points";
    }

    /** The board's latest run, if it has one. */
    public Optional<RecordedRun> latest() {
        List<RecordedRun> runs = history.runs();
        return runs.isEmpty() ? Optional.empty() : Optional.of(runs.get(runs.size() - 1));
    }

    /** Tonight's headline throughput as a share of its best; NaN when either is unknown. */
    public double shareOfBest() {
        return bestMbS > 0 ? tonightMbS / bestMbS : Double.NaN;
    }

    /** Whether a change is a regression: a new level lower than the old beyond the threshold, lateness allowed for. */
    public boolean isRegression(LevelChange change) {
        return change.dropsBeyond(threshold);
    }

    private static List<CurrentDefault> defaults(BoardHistory history) {
        List<CurrentDefault> current = new ArrayList<>();
        Optional<RecordedRun> latest = history.runs().isEmpty()
                ? Optional.empty()
                : Optional.of(history.runs().get(history.runs().size() - 1));
        for (DefaultHistory d : history.defaults()) {
            List<DefaultHistory.Night> nights = d.nights();
            if (nights.isEmpty()
                    || latest.isEmpty()
                    || !nights.get(nights.size() - 1).run().equals(latest.get())) {
                continue;
            }
            int start = nights.size() - 1;
            while (start > 0
                    && nights.get(start - 1).value().equals(nights.get(start).value())) {
                start--;
            }
            current.add(new CurrentDefault(d, nights.get(nights.size() - 1), nights.get(start)));
        }
        return current;
    }

    /** Every point's marked change points: regressions first, then the newest first. */
    static List<LevelChange> changes(BoardHistory history, double threshold) {
        List<LevelChange> changes = new ArrayList<>();
        for (PointHistory p : history.points()) {
            changes.addAll(LevelChange.of(p, p.changes()));
        }
        changes.sort(Comparator.comparing((LevelChange c) -> !c.dropsBeyond(threshold))
                .thenComparing(
                        (LevelChange c) ->
                                c.point().nightOf(c.change()).run().info().started(),
                        Comparator.reverseOrder())
                .thenComparing(
                        Comparator.comparingDouble((LevelChange c) -> c.change().magnitude())
                                .reversed()));
        return changes;
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
