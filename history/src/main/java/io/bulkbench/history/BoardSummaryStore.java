package io.bulkbench.history;

import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.reports.site.IndexEntry;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Each board's summary as the site's index shows it (table {@code board_summary}, V6): an
 * {@link IndexEntry} as JSON text and a revision that counts the board's recordings and
 * acknowledgements. A recording, and an acknowledgement made or undone
 * ({@link AcknowledgementStore}), refreshes its board's row in its own transaction ({@link #countChange}, then
 * {@link #summarise}); the site
 * reads every row ({@link #all}) and stores the rows it computed itself ({@link #store}:
 * boards recorded before the table existed, other change-point settings, {@code site --full}).
 */
public final class BoardSummaryStore {
    /** The settings a recording summarises with: the defaults, as {@code site} without options uses. */
    public static final ChangePointSettings RECORDING_SETTINGS = ChangePointSettings.defaults();

    private final ResultsDatabase database;

    public BoardSummaryStore(ResultsDatabase database) {
        this.database = database;
    }

    /**
     * A board with a run and its stored summary: its revision (0 before any recording
     * refreshed it), the settings the entry was computed with, and the entry (empty when
     * none was computed yet).
     */
    public record Stored(String board, long revision, String settings, Optional<IndexEntry> entry) {
        /** Whether the entry is there and was computed with {@code settings}. */
        public boolean holds(ChangePointSettings wanted) {
            return entry.isPresent() && settings.equals(textOf(wanted));
        }
    }

    /**
     * The text a summary's settings are kept as: the change-point settings, the nights its
     * entry is of ({@link LatestNights}) and that tonight's points are the stored verdict's
     * (judged on the two nights' iterations, the test named), so an entry made otherwise (by
     * a bulkbench whose entries were of the whole history, or judged tonight again at 3 % by
     * the normal approximation) does not serve, and the next site build makes it again.
     */
    public static String textOf(ChangePointSettings settings) {
        return settings + " over the latest " + LatestNights.count(settings) + " nights, tonight as stored";
    }

    /** Every board with a run recorded, by name, with its stored summary. */
    public List<Stored> all() throws SQLException {
        List<Stored> out = new ArrayList<>();
        try (PreparedStatement s = database.connection()
                        .prepareStatement("SELECT b.name, s.revision, s.settings, s.entry FROM board b "
                                + "LEFT JOIN board_summary s ON s.board_id = b.id "
                                + "WHERE EXISTS (SELECT 1 FROM run r WHERE r.board_id = b.id) ORDER BY b.name");
                ResultSet rs = s.executeQuery()) {
            while (rs.next()) {
                String entry = rs.getString(4);
                out.add(new Stored(
                        rs.getString(1),
                        rs.getLong(2),
                        rs.getString(3) == null ? "" : rs.getString(3),
                        entry == null || entry.isEmpty() ? Optional.empty() : Optional.of(IndexEntry.parse(entry))));
            }
        }
        return out;
    }

    /** When each board's latest run started, by board name (read run by run: times are compared as instants). */
    public Map<String, Instant> latestStarts() throws SQLException {
        Map<String, Instant> out = new HashMap<>();
        try (PreparedStatement s = database.connection()
                        .prepareStatement(
                                "SELECT b.name, r.started_at, r.run_id FROM run r JOIN board b ON r.board_id = b.id");
                ResultSet rs = s.executeQuery()) {
            while (rs.next()) {
                Instant started = RunRows.instant(
                        rs.getString(2),
                        "started_at",
                        "run " + rs.getString(3) + " of board '" + rs.getString(1) + "'");
                out.merge(rs.getString(1), started, (a, b) -> a.isAfter(b) ? a : b);
            }
        }
        return out;
    }

    /**
     * How many bisections and explain comparisons each board has, as text ("2 1"): its page
     * shows them, so a site remakes a board's page when this moves too.
     */
    public Map<String, String> recordsBeside() throws SQLException {
        Map<String, Long> bisections = counts("SELECT board, COUNT(*) FROM bisection GROUP BY board");
        Map<String, Long> explanations = counts(
                "SELECT b.name, COUNT(*) FROM explanation e " + "JOIN board b ON e.board_id = b.id GROUP BY b.name");
        Map<String, String> out = new HashMap<>();
        for (String board : union(bisections, explanations)) {
            out.put(board, bisections.getOrDefault(board, 0L) + " " + explanations.getOrDefault(board, 0L));
        }
        return out;
    }

    private static List<String> union(Map<String, Long> a, Map<String, Long> b) {
        List<String> all = new ArrayList<>(a.keySet());
        b.keySet().stream().filter(k -> !a.containsKey(k)).forEach(all::add);
        return all;
    }

    private Map<String, Long> counts(String sql) throws SQLException {
        Map<String, Long> out = new HashMap<>();
        try (PreparedStatement s = database.connection().prepareStatement(sql);
                ResultSet rs = s.executeQuery()) {
            while (rs.next()) {
                out.put(rs.getString(1), rs.getLong(2));
            }
        }
        return out;
    }

    /**
     * Stores an entry the site computed from the board's history at {@code revision}; a
     * recording since then (a higher revision) keeps its own, newer entry. Returns whether
     * it was stored.
     */
    public boolean store(String board, long revision, ChangePointSettings settings, IndexEntry entry)
            throws SQLException {
        Connection c = database.connection();
        Optional<Long> id = boardId(c, board);
        if (id.isEmpty()) {
            return false;
        }
        if (revision == 0) {
            try (PreparedStatement s = c.prepareStatement("INSERT INTO board_summary (board_id, revision, settings, "
                    + "entry, updated_at) VALUES (?, 0, ?, ?, ?) ON CONFLICT (board_id) DO NOTHING")) {
                s.setLong(1, id.get());
                s.setString(2, textOf(settings));
                s.setString(3, entry.json());
                s.setString(4, now());
                if (s.executeUpdate() == 1) {
                    return true;
                }
            }
        }
        try (PreparedStatement s = c.prepareStatement("UPDATE board_summary SET settings = ?, entry = ?, "
                + "updated_at = ? WHERE board_id = ? AND revision = ?")) {
            s.setString(1, textOf(settings));
            s.setString(2, entry.json());
            s.setString(3, now());
            s.setLong(4, id.get());
            s.setLong(5, revision);
            return s.executeUpdate() == 1;
        }
    }

    /**
     * Inside a recording's or an acknowledgement's transaction, after its rows are written
     * and before anything reads the board again: counts a change of the board in its
     * revision (so a site makes the board again) and locks the row until the commit. A second
     * host recording a run of the same board waits here, and what it reads afterwards holds
     * this run as well (PostgreSQL reads committed rows per statement; SQLite lets one writer
     * in at a time), so no run is left out of a verdict or a summary.
     */
    static void countChange(Connection c, String board) throws SQLException {
        long id = boardId(c, board).orElseThrow();
        try (PreparedStatement s = c.prepareStatement("INSERT INTO board_summary (board_id, revision, settings, entry, "
                + "updated_at) VALUES (?, 1, '', '', ?) "
                + "ON CONFLICT (board_id) DO UPDATE SET revision = board_summary.revision + 1")) {
            s.setLong(1, id);
            s.setString(2, now());
            s.executeUpdate();
        }
    }

    /**
     * After {@link #countChange}: stores the board's entry as it now stands, from its latest
     * nights ({@link LatestNights}), so the cost does not grow with its history.
     */
    static void summarise(ResultsDatabase database, Connection c, String board) throws SQLException {
        long id = boardId(c, board).orElseThrow();
        IndexEntry entry = IndexEntry.of(
                LatestNights.read(database, board, RECORDING_SETTINGS).onItsOwnNight());
        try (PreparedStatement s = c.prepareStatement(
                "UPDATE board_summary SET settings = ?, entry = ?, updated_at = ? WHERE board_id = ?")) {
            s.setString(1, textOf(RECORDING_SETTINGS));
            s.setString(2, entry.json());
            s.setString(3, now());
            s.setLong(4, id);
            s.executeUpdate();
        }
    }

    private static Optional<Long> boardId(Connection c, String board) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT id FROM board WHERE name = ?")) {
            s.setString(1, board);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? Optional.of(rs.getLong(1)) : Optional.empty();
            }
        }
    }

    private static String now() {
        return RunRows.time(Instant.now().truncatedTo(ChronoUnit.SECONDS));
    }
}
