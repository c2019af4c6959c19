package io.bulkbench.history;

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
import java.util.ServiceLoader;

/**
 * Each board's summary (table {@code board_summary}, V6), kept for whoever summarises boards
 * (the site's index row): an entry and the settings it was made with, as text this store
 * does not read, and a revision that counts the board's recordings and acknowledgements. A
 * recording, and an acknowledgement made or undone ({@link AcknowledgementStore}), counts
 * the change and refreshes the row in its own transaction ({@link #countChange}, then
 * {@link #summarise}, through the {@link BoardSummaries} on the class path); the site reads
 * every row ({@link #all}) and stores the rows it computed itself ({@link #store}).
 */
public final class BoardSummaryStore {

    private final ResultsDatabase database;

    public BoardSummaryStore(ResultsDatabase database) {
        this.database = database;
    }

    /**
     * A board with a run and its stored summary: its revision (0 before any recording
     * refreshed it), the settings the entry was made with and the entry (both empty when
     * none was made yet).
     */
    public record Stored(String board, long revision, String settings, String entry) {}

    /** Every board with a run recorded, by name, with its stored summary. */
    public List<Stored> all() throws SQLException {
        List<Stored> out = new ArrayList<>();
        try (PreparedStatement s = database.connection()
                        .prepareStatement("SELECT b.name AS board, s.revision, s.settings, s.entry FROM board b "
                                + "LEFT JOIN board_summary s ON s.board_id = b.id "
                                + "WHERE EXISTS (SELECT 1 FROM run r WHERE r.board_id = b.id) ORDER BY b.name");
                ResultSet rs = s.executeQuery()) {
            while (rs.next()) {
                String settings = rs.getString("settings");
                String entry = rs.getString("entry");
                out.add(new Stored(
                        rs.getString("board"),
                        rs.getLong("revision"),
                        settings == null ? "" : settings,
                        entry == null ? "" : entry));
            }
        }
        return out;
    }

    /** When each board's latest run started, by board name (read run by run: times are compared as instants). */
    public Map<String, Instant> latestStarts() throws SQLException {
        Map<String, Instant> out = new HashMap<>();
        try (PreparedStatement s = database.connection()
                        .prepareStatement(
                                "SELECT b.name AS board, r.started_at, r.run_id FROM run r JOIN board b ON r.board_id = b.id");
                ResultSet rs = s.executeQuery()) {
            while (rs.next()) {
                String board = rs.getString("board");
                Instant started = RunRows.instant(
                        rs.getString("started_at"),
                        "started_at",
                        "run " + rs.getString("run_id") + " of board '" + board + "'");
                out.merge(board, started, (a, b) -> a.isAfter(b) ? a : b);
            }
        }
        return out;
    }

    /**
     * How many bisections and explain comparisons each board has, as text ("2 1"): its page
     * shows them, so a site remakes a board's page when this moves too.
     */
    public Map<String, String> recordsBeside() throws SQLException {
        Map<String, Long> bisections = counts("SELECT board, COUNT(*) AS records FROM bisection GROUP BY board");
        Map<String, Long> explanations = counts("SELECT b.name AS board, COUNT(*) AS records FROM explanation e "
                + "JOIN board b ON e.board_id = b.id GROUP BY b.name");
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

    /** A count by board from {@code sql}, whose columns are named board and records. */
    private Map<String, Long> counts(String sql) throws SQLException {
        Map<String, Long> out = new HashMap<>();
        try (PreparedStatement s = database.connection().prepareStatement(sql);
                ResultSet rs = s.executeQuery()) {
            while (rs.next()) {
                out.put(rs.getString("board"), rs.getLong("records"));
            }
        }
        return out;
    }

    /**
     * Stores an entry the site computed from the board's history at {@code revision}; a
     * recording since then (a higher revision) keeps its own, newer entry. Returns whether
     * it was stored.
     */
    public boolean store(String board, long revision, BoardSummaries.Summary summary) throws SQLException {
        Connection c = database.connection();
        Optional<Long> id = boardId(c, board);
        if (id.isEmpty()) {
            return false;
        }
        if (revision == 0) {
            try (PreparedStatement s = c.prepareStatement("INSERT INTO board_summary (board_id, revision, settings, "
                    + "entry, updated_at) VALUES (?, 0, ?, ?, ?) ON CONFLICT (board_id) DO NOTHING")) {
                s.setLong(1, id.get());
                s.setString(2, summary.settings());
                s.setString(3, summary.entry());
                s.setString(4, now());
                if (s.executeUpdate() == 1) {
                    return true;
                }
            }
        }
        try (PreparedStatement s = c.prepareStatement("UPDATE board_summary SET settings = ?, entry = ?, "
                + "updated_at = ? WHERE board_id = ? AND revision = ?")) {
            s.setString(1, summary.settings());
            s.setString(2, summary.entry());
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
     * After {@link #countChange}: stores the board's summary as it now stands, as the
     * {@link BoardSummaries} on the class path make it (none: the row keeps its revision only).
     */
    static void summarise(ResultsDatabase database, Connection c, String board) throws SQLException {
        long id = boardId(c, board).orElseThrow();
        Optional<BoardSummaries> summaries = summarisers();
        if (summaries.isPresent()) {
            BoardSummaries.Summary summary = summaries.get().summarise(database, board);
            try (PreparedStatement s = c.prepareStatement(
                    "UPDATE board_summary SET settings = ?, entry = ?, updated_at = ? WHERE board_id = ?")) {
                s.setString(1, summary.settings());
                s.setString(2, summary.entry());
                s.setString(3, now());
                s.setLong(4, id);
                s.executeUpdate();
            }
        }
    }

    /**
     * Who summarises a recorded board: the site when it is on the class path, else nobody;
     * looked up at each recording (a service file read and one object made, small beside the
     * transaction), so two on the class path are refused with their names, not with a class
     * that failed to load.
     */
    private static Optional<BoardSummaries> summarisers() {
        return theOne(ServiceLoader.load(BoardSummaries.class).stream()
                .map(ServiceLoader.Provider::get)
                .toList());
    }

    /**
     * The one summariser on the class path, or none. A board's summary has one owner: two
     * would each write the row and the last would win, so a class path with two is a build
     * fault, named.
     */
    static Optional<BoardSummaries> theOne(List<BoardSummaries> found) {
        if (found.size() > 1) {
            throw new IllegalStateException("two or more board summarisers on the class path ("
                    + found.stream().map(f -> f.getClass().getName()).toList()
                    + "); a board's summary has one owner, so keep one");
        }
        return found.stream().findFirst();
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
