package io.bulkbench.history;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.analysis.trend.Acknowledgement;
import io.bulkbench.analysis.trend.BoardSummary;
import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.HeldDefault;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.analysis.trend.WholeHistoryFacts;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import lombok.NonNull;

/**
 * What a board's index row is made of, and the one place it is read: the board's latest
 * nights of its latest plan (as many as the change-point window), the latest night's
 * verdict as stored when its run was recorded ({@link NightVerdicts}: the row's status and
 * change points, never judged again), and the few facts of its whole history
 * the row names (the headline's best, each default's first night), asked of the
 * database as aggregates. The rows it brings into Java do not grow with the history (the
 * aggregates run in the database, over index searches), which is what lets a recording
 * refresh its board's row in its own transaction; the recording
 * ({@link BoardSummaryStore}), the site's boards and {@code site --full} all summarise
 * from it, so their rows agree byte for byte. The change acknowledged on the board now, if
 * any ({@link AcknowledgementStore}), is read with them. Its nights are at least as many as
 * its defaults are held over ({@link #held}).
 */
public record LatestNights(
        @NonNull BoardTrend trend,
        @NonNull WholeHistoryFacts whole,
        @NonNull Optional<NightVerdict> tonight,
        @NonNull Optional<Acknowledgement> acknowledged,
        @NonNull SummarySettings settings) {

    /** How many of a board's latest nights its row is of: the change-point window, or the held nights when more. */
    public static int count(SummarySettings settings) {
        return Math.max(settings.changePoints().window(), settings.heldNights());
    }

    /** Reads a board's latest nights and its whole history's facts, its defaults held over the default nights. */
    public static LatestNights read(ResultsDatabase database, String board, ChangePointSettings settings)
            throws SQLException {
        return read(database, board, SummarySettings.of(settings));
    }

    /** Reads a board's latest nights and its whole history's facts, as {@code settings} say. */
    public static LatestNights read(ResultsDatabase database, String board, SummarySettings settings)
            throws SQLException {
        // Unmarked: the row's change points are the stored verdict's.
        BoardTrend latest = new HistoryQuery(database, ChangeMarks.NONE).latest(board, count(settings));
        Optional<NightVerdict> tonight = latest.runs().isEmpty()
                ? Optional.empty()
                : NightVerdicts.of(
                        database.connection(),
                        board,
                        latest.runs().get(latest.runs().size() - 1).runId());
        return new LatestNights(
                latest,
                new WholeHistoryFactsQuery(database.connection()).of(latest),
                tonight,
                AcknowledgementStore.current(database.connection(), board),
                settings);
    }

    /**
     * The same as {@link #read}, cut from {@code whole}, the board's whole history as {@link
     * HistoryQuery#of} reads it (every device, every day), where a site build has read it
     * for the board's page already: only tonight's stored verdict and the acknowledged
     * change are read again.
     */
    public static LatestNights fromWhole(ResultsDatabase database, BoardTrend whole, SummarySettings settings)
            throws SQLException {
        BoardTrend latest = whole.latestNights(count(settings));
        return new LatestNights(
                latest,
                WholeHistoryFacts.ofLatest(whole, latest),
                NightVerdicts.of(
                        database.connection(),
                        whole.board(),
                        latest.runs().get(latest.runs().size() - 1).runId()),
                AcknowledgementStore.current(database.connection(), whole.board()),
                settings);
    }

    /**
     * The latest run's defaults, each held or unsettled over the last
     * nights the settings say ({@link HeldDefault}); a hold that reaches the first night read may be older
     * where the default's value was recommended before it.
     */
    public List<HeldDefault> held() {
        List<HeldDefault> out = new ArrayList<>();
        Instant first = trend.runs().isEmpty()
                ? Instant.MAX
                : trend.runs().get(0).info().started();
        for (BoardSummary.CurrentDefault d : whole.defaults()) {
            boolean earlier = d.since().run().info().started().isBefore(first);
            out.add(HeldDefault.of(d.trend(), settings.heldNights(), earlier));
        }
        return out;
    }

    /** The board's regression threshold (a share), as its latest night was judged at; the default for a night never judged. */
    public double threshold() {
        return tonight.map(NightVerdict::threshold).orElse(RunComparison.DEFAULT_THRESHOLD);
    }

    /** The latest night's points against the night before, as judged when its run was recorded; none if never judged. */
    public List<PointChange> tonightsPoints() {
        return tonight.map(NightVerdict::points).orElse(List.of());
    }

    /** The board's summary on the lab's night of {@code labNewest}, from the latest night's stored verdict. */
    public BoardSummary on(Instant labNewest) {
        return BoardSummary.ofLatestNights(trend, whole, labNewest, tonight, acknowledged);
    }

    /** The board's summary on its own latest night: what a recording stores ("not run" is the site's to say). */
    public BoardSummary onItsOwnNight() {
        return on(trend.runs().get(trend.runs().size() - 1).info().started());
    }
}
