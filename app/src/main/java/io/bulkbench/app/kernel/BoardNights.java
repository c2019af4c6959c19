package io.bulkbench.app.kernel;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.analysis.trend.HeldDefault;
import io.bulkbench.analysis.trend.NightlyPoint;
import io.bulkbench.analysis.trend.PointTrend;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.analysis.trend.SymbolHold;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.history.LatestNights;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.StoredRecommendations;
import io.bulkbench.history.SummarySettings;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A board as a patch from its nights reads it: its latest nights of its plan (as many as a
 * default is held over, {@link LatestNights}), its defaults held or unsettled over them
 * ({@link HeldDefault}), and its latest night's recommendations and measured points, which
 * the patch's table and message show.
 */
public record BoardNights(
        String board, LatestNights latest, List<Recommendation> recommendations, List<MeasuredPoint> points) {

    public BoardNights {
        recommendations = List.copyOf(recommendations);
        points = List.copyOf(points);
    }

    /**
     * Reads board {@code board} from the database as the site's summary does (its latest
     * nights as many as the change-point window, so "held since" reaches as far back as the
     * board page's); refused in one line when it has no run.
     */
    public static BoardNights read(ResultsDatabase database, String board, int heldNights) throws SQLException {
        return read(database, board, new SummarySettings(ChangePointSettings.defaults(), heldNights));
    }

    /**
     * The same, reading only the nights a default is held over: whether it is held, and its
     * value, are the same; "held since" reaches no further back than they do.
     */
    public static BoardNights readHeldNightsOnly(ResultsDatabase database, String board, int heldNights)
            throws SQLException {
        return read(
                database,
                board,
                new SummarySettings(
                        ChangePointSettings.defaults().withWindow(ChangePointSettings.MIN_WINDOW), heldNights));
    }

    private static BoardNights read(ResultsDatabase database, String board, SummarySettings settings)
            throws SQLException {
        LatestNights latest = LatestNights.read(database, board, settings);
        RecordedRun run = latest.trend().runs().get(latest.trend().runs().size() - 1);
        List<MeasuredPoint> points = new ArrayList<>();
        for (PointTrend p : latest.trend().points()) {
            p.nights().stream()
                    .filter(n -> n.run().equals(run))
                    .map(NightlyPoint::point)
                    .forEach(points::add);
        }
        return new BoardNights(board, latest, StoredRecommendations.of(database, board, run.runId()), points);
    }

    public RecordedRun latestRun() {
        return latest.trend().runs().get(latest.trend().runs().size() - 1);
    }

    /** The board's symbols, each with the one value its nights hold (or why none), narrowed as asked. */
    public List<SymbolHold> symbols(Optional<Direction> direction, Optional<CopyMode> mode) {
        return SymbolHold.of(board, latest.held(), direction, mode);
    }

    public Optional<SymbolHold> symbol(String symbol, Optional<Direction> direction, Optional<CopyMode> mode) {
        return symbols(direction, mode).stream()
                .filter(s -> s.symbol().equals(symbol))
                .findFirst();
    }
}
