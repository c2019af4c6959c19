package io.bulkbench.analysis.trend;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.Verdict;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import lombok.NonNull;

/**
 * A board as the lab's index and its page show it: last night's status, the latest run, its
 * recommended defaults with the run where each last changed, tonight's throughput at the
 * board's headline point (the recommended configuration, else the first key point) against
 * the best that point ever measured, the change points its series mark ({@code changes}:
 * the history's, regressions of the verdict first, then the newest first; none where the
 * trend is unmarked), the latest night's verdict as it was stored when its run was recorded
 * ({@link NightVerdict}: its points against the night before, its change points and the
 * acknowledgement then in force), and the change acknowledged on the board now, if any.
 * Nothing is judged here: the status and every mark come from the stored verdict. Pure.
 */
public record BoardSummary(
        @NonNull BoardTrend trend,
        @NonNull BoardStatus status,
        List<CurrentDefault> defaults,
        @NonNull Optional<PointTrend> headline,
        double tonightMbS,
        double bestMbS,
        List<LevelChange> changes,
        @NonNull Optional<NightVerdict> verdict,
        @NonNull Optional<Acknowledgement> acknowledged) {

    public BoardSummary {
        defaults = List.copyOf(defaults);
        changes = List.copyOf(changes);
    }

    /** A default as the latest run recommends it, and the run from which it has held. */
    public record CurrentDefault(
            @NonNull DefaultTrend trend,
            @NonNull DefaultTrend.Night latest,
            @NonNull DefaultTrend.Night since) {}

    /**
     * The summary of a board's whole history on the night of {@code labNewest} (the newest run
     * of any board): the best throughput and each default's first night come from it, and its
     * change points are every one its points' series mark. {@code verdict} is its latest
     * night's, as stored; {@code acknowledged} the change acknowledged on the board now.
     */
    public static BoardSummary of(
            BoardTrend trend,
            Instant labNewest,
            Optional<NightVerdict> verdict,
            Optional<Acknowledgement> acknowledged) {
        return ofLatestNights(trend, WholeHistoryFacts.of(trend), labNewest, verdict, acknowledged);
    }

    /**
     * The same of a board's latest nights ({@code trend}), with what only its whole history
     * knows given ({@code whole}).
     */
    public static BoardSummary ofLatestNights(
            BoardTrend trend,
            WholeHistoryFacts whole,
            Instant labNewest,
            Optional<NightVerdict> verdict,
            Optional<Acknowledgement> acknowledged) {
        List<LevelChange> changes = new ArrayList<>();
        for (PointTrend p : trend.points()) {
            changes.addAll(LevelChange.of(p, p.changes()));
        }
        Optional<PointTrend> headline = headlineOf(trend);
        double tonight = Double.NaN;
        if (headline.isPresent() && !trend.runs().isEmpty()) {
            tonight = KeyPoints.latestThroughput(
                    headline.get(), trend.runs().get(trend.runs().size() - 1));
        }
        return new BoardSummary(
                trend,
                BoardStatus.of(trend, labNewest, verdict),
                whole.defaults(),
                headline,
                tonight,
                whole.bestMbS(),
                regressionsThenNewest(changes, verdict),
                verdict,
                acknowledged);
    }

    /** The board's headline point: the recommended configuration, else the first key point. */
    public static Optional<PointTrend> headlineOf(BoardTrend trend) {
        return KeyPoints.recommended(trend)
                .or(() -> KeyPoints.of(trend).stream().findFirst());
    }

    public String board() {
        return trend.board();
    }

    /** The regression threshold (a share) the latest night was judged at; the default for a night never judged. */
    public double threshold() {
        return verdict.map(NightVerdict::threshold).orElse(RunComparison.DEFAULT_THRESHOLD);
    }

    /** The latest night's points against the night before, as stored; none for a night never judged. */
    public List<PointChange> againstTheNightBefore() {
        return verdict.map(NightVerdict::points).orElse(List.of());
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
        return againstTheNightBefore().stream()
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
        long compared = againstTheNightBefore().stream()
                .filter(c -> c.verdict() != Verdict.NOT_COMPARABLE)
                .count();
        long late = notJudgedTonight().size();
        return late == 0
                ? status.label() + ": simulator late on a change point's nights"
                : status.label() + ": simulator late, " + late + " of " + compared + " points";
    }

    /** The board's latest run, if it has one. */
    public Optional<RecordedRun> latest() {
        List<RecordedRun> runs = trend.runs();
        return runs.isEmpty() ? Optional.empty() : Optional.of(runs.get(runs.size() - 1));
    }

    /** Tonight's headline throughput as a share of its best; NaN when either is unknown. */
    public double shareOfBest() {
        return bestMbS > 0 ? tonightMbS / bestMbS : Double.NaN;
    }

    /** The latest night's verdict on a change point of the series, if its verdict holds it. */
    public Optional<ChangePointFinding> judged(LevelChange change) {
        return judged(verdict, change);
    }

    private static Optional<ChangePointFinding> judged(Optional<NightVerdict> verdict, LevelChange change) {
        return verdict.flatMap(v -> v.changePointAt(
                change.point().key(),
                change.point().nightOf(change.change()).run().runId()));
    }

    /** Whether the latest night's verdict calls a change point of the series a regression. */
    public boolean isRegression(LevelChange change) {
        return isRegression(verdict, change);
    }

    private static boolean isRegression(Optional<NightVerdict> verdict, LevelChange change) {
        return judged(verdict, change)
                .map(f -> f.kind() == ChangePointFinding.Kind.REGRESSION)
                .orElse(false);
    }

    /** The change points in the order a reader wants them: the verdict's regressions first, then the newest first. */
    private static List<LevelChange> regressionsThenNewest(List<LevelChange> changes, Optional<NightVerdict> verdict) {
        List<LevelChange> sorted = new ArrayList<>(changes);
        sorted.sort(Comparator.comparing((LevelChange c) -> !isRegression(verdict, c))
                .thenComparing(
                        (LevelChange c) ->
                                c.point().nightOf(c.change()).run().info().started(),
                        Comparator.reverseOrder())
                .thenComparing(
                        Comparator.comparingDouble((LevelChange c) -> c.change().magnitude())
                                .reversed()));
        return sorted;
    }
}
