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
 * beyond the threshold) first, then the newest first, the latest run's points compared
 * with the run before, and the change acknowledged on it, if any: its status judges
 * change points from the acknowledged run on. Pure.
 */
public record BoardSummary(
        BoardTrend trend,
        BoardStatus status,
        List<CurrentDefault> defaults,
        Optional<PointTrend> headline,
        double tonightMbS,
        double bestMbS,
        List<LevelChange> changes,
        List<PointChange> againstTheNightBefore,
        double threshold,
        Optional<Acknowledgement> acknowledged) {

    public BoardSummary {
        Objects.requireNonNull(trend, "trend");
        Objects.requireNonNull(status, "status");
        defaults = List.copyOf(defaults);
        Objects.requireNonNull(headline, "headline");
        changes = List.copyOf(changes);
        againstTheNightBefore = List.copyOf(againstTheNightBefore);
        Objects.requireNonNull(acknowledged, "acknowledged");
    }

    /** A default as the latest run recommends it, and the run from which it has held. */
    public record CurrentDefault(DefaultTrend trend, DefaultTrend.Night latest, DefaultTrend.Night since) {
        public CurrentDefault {
            Objects.requireNonNull(trend, "trend");
            Objects.requireNonNull(latest, "latest");
            Objects.requireNonNull(since, "since");
        }
    }

    /**
     * The summary of a board's history on the night of {@code labNewest} (the newest run of
     * any board), with its regression threshold (a fraction: 0.03 is 3 %): the history holds
     * every night of its plan, so the best throughput and each default's first night come
     * from it, and its change points are every one its points' series mark.
     */
    public static BoardSummary of(BoardTrend trend, Instant labNewest, double threshold, ChangePointSettings settings) {
        return of(
                trend,
                labNewest,
                threshold,
                BoardStatus.againstTheNightBefore(trend, threshold),
                Optional.empty(),
                settings);
    }

    /**
     * The same with the latest night's verdict as it was judged and stored when its run was
     * recorded: {@code tonight} its points against the night before, at the board's own
     * {@code threshold}; and the change {@code acknowledged} on the board, from whose run on
     * the status judges change points. Every change point the series mark is listed, the
     * acknowledged one too.
     */
    public static BoardSummary of(
            BoardTrend trend,
            Instant labNewest,
            double threshold,
            List<PointChange> tonight,
            Optional<Acknowledgement> acknowledged,
            ChangePointSettings settings) {
        List<LevelChange> changes = new ArrayList<>();
        for (PointTrend p : trend.points()) {
            changes.addAll(LevelChange.of(p, p.changes()));
        }
        return of(
                trend,
                WholeHistoryFacts.of(trend),
                labNewest,
                threshold,
                tonight,
                acknowledged,
                LevelChange.over(trend, acknowledged, settings),
                changes);
    }

    /**
     * The summary of a board's latest nights, with what only its whole history knows given:
     * the status, the headline, the comparison with the night before and the change points
     * are of {@code trend}'s nights, the change points those over the latest {@code
     * settings.window()} nights that the status is judged by (the series' own marks are not
     * read).
     */
    public static BoardSummary ofLatestNights(
            BoardTrend trend,
            WholeHistoryFacts whole,
            Instant labNewest,
            double threshold,
            ChangePointSettings settings) {
        return ofLatestNights(
                trend,
                whole,
                labNewest,
                threshold,
                BoardStatus.againstTheNightBefore(trend, threshold),
                Optional.empty(),
                settings);
    }

    /**
     * The same with the latest night's stored verdict ({@code tonight} judged at the board's
     * own {@code threshold}) and the change {@code acknowledged} on the board: the change
     * points, the status's and the ones listed, are those from its run on.
     */
    public static BoardSummary ofLatestNights(
            BoardTrend trend,
            WholeHistoryFacts whole,
            Instant labNewest,
            double threshold,
            List<PointChange> tonight,
            Optional<Acknowledgement> acknowledged,
            ChangePointSettings settings) {
        List<LevelChange> latest = LevelChange.over(trend, acknowledged, settings);
        return of(trend, whole, labNewest, threshold, tonight, acknowledged, latest, latest);
    }

    private static BoardSummary of(
            BoardTrend trend,
            WholeHistoryFacts whole,
            Instant labNewest,
            double threshold,
            List<PointChange> tonightsPoints,
            Optional<Acknowledgement> acknowledged,
            List<LevelChange> latestNights,
            List<LevelChange> changes) {
        BoardStatus status = BoardStatus.of(trend, labNewest, threshold, tonightsPoints, latestNights);
        Optional<PointTrend> headline = headlineOf(trend);
        double tonight = Double.NaN;
        if (headline.isPresent() && !trend.runs().isEmpty()) {
            tonight = KeyPoints.latestThroughput(
                    headline.get(), trend.runs().get(trend.runs().size() - 1));
        }
        return new BoardSummary(
                trend,
                status,
                whole.defaults(),
                headline,
                tonight,
                whole.bestMbS(),
                regressionsThenNewest(changes, threshold),
                tonightsPoints,
                threshold,
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
        List<RecordedRun> runs = trend.runs();
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

    /** The change points in the order a reader wants them: regressions first, then the newest first. */
    private static List<LevelChange> regressionsThenNewest(List<LevelChange> changes, double threshold) {
        List<LevelChange> sorted = new ArrayList<>(changes);
        sorted.sort(Comparator.comparing((LevelChange c) -> !c.dropsBeyond(threshold))
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
