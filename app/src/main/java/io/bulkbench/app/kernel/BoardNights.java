package io.bulkbench.app.kernel;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.HeldDefault;
import io.bulkbench.analysis.trend.NightlyPoint;
import io.bulkbench.analysis.trend.PointTrend;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.analysis.trend.SymbolHold;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.history.ChangeMarks;
import io.bulkbench.history.HistoryQuery;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.StoredRecommendations;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A board as a patch from its nights reads it: its defaults over its latest nights of its
 * plan ({@link HistoryQuery#latestDefaults}, a few rows a night), held or unsettled over the
 * last {@code heldNights} of them ({@link HeldDefault}), and its latest night's
 * recommendations and measured points, which the patch's table and message show.
 *
 * @param trend      the board's defaults over the nights read, without points
 * @param nightsRead how many of the board's latest nights were asked for: a hold that reaches
 *                   the first of them may be older
 */
public record BoardNights(
        String board,
        BoardTrend trend,
        int heldNights,
        int nightsRead,
        List<Recommendation> recommendations,
        List<MeasuredPoint> points) {

    /** As many nights as the board page's summary reads, so "held since" reaches as far back as there. */
    public static final int EVIDENCE_NIGHTS = HeldDefault.MAX_NIGHTS;

    public BoardNights {
        recommendations = List.copyOf(recommendations);
        points = List.copyOf(points);
    }

    /** Reads board {@code board}'s latest {@code nightsRead} nights; refused in one line when it has no run. */
    public static BoardNights read(ResultsDatabase database, String board, int heldNights, int nightsRead)
            throws SQLException {
        HistoryQuery query = new HistoryQuery(database, ChangeMarks.NONE);
        BoardTrend trend = query.latestDefaults(board, Math.max(heldNights, nightsRead));
        RecordedRun run = trend.runs().get(trend.runs().size() - 1);
        List<MeasuredPoint> points = new ArrayList<>();
        for (PointTrend p : query.latest(board, 1).points()) {
            p.nights().stream()
                    .filter(n -> n.run().equals(run))
                    .map(NightlyPoint::point)
                    .forEach(points::add);
        }
        return new BoardNights(
                board,
                trend,
                heldNights,
                Math.max(heldNights, nightsRead),
                StoredRecommendations.of(database, board, run.runId()),
                points);
    }

    public RecordedRun latestRun() {
        return trend.runs().get(trend.runs().size() - 1);
    }

    /** The latest run's defaults, each held or unsettled over the last {@code heldNights} nights. */
    public List<HeldDefault> held() {
        return HeldDefault.of(trend, heldNights, trend.runs().size() >= nightsRead);
    }

    /** The board's symbols, each with the one value its nights hold (or why none), narrowed as asked. */
    public List<SymbolHold> symbols(Optional<Direction> direction, Optional<CopyMode> mode) {
        return SymbolHold.of(board, held(), direction, mode);
    }

    public Optional<SymbolHold> symbol(String symbol, Optional<Direction> direction, Optional<CopyMode> mode) {
        return symbols(direction, mode).stream()
                .filter(s -> s.symbol().equals(symbol))
                .findFirst();
    }
}
