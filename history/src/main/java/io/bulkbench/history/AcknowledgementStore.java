package io.bulkbench.history;

import io.bulkbench.analysis.trend.Acknowledgement;
import io.bulkbench.core.BadInputException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Objects;
import java.util.Optional;

/**
 * The changes acknowledged on boards (table {@code acknowledgement}, V7): made and undone
 * by {@code bulkbench ack}, each in one transaction that also refreshes the board's summary
 * ({@link BoardSummaryStore}), so its index row shows it at once and the site's next build
 * makes the board again. A board's acknowledgement in force is its newest live one, by the
 * night of its run ({@link #current}); the judge of the next night recorded ({@link
 * NightVerdicts}) and the summary ({@link LatestNights}) read it. A row is never deleted: undoing one keeps it, with who undid it
 * and when.
 */
public final class AcknowledgementStore {
    private final ResultsDatabase database;

    public AcknowledgementStore(ResultsDatabase database) {
        this.database = database;
    }

    /**
     * Acknowledges {@code board}'s level from its run {@code sinceRun} on, for {@code reason}
     * ({@link Acknowledgement#reason}), made by {@code by} now. Refused in one sentence: a
     * board or run the database does not hold, a reason it would not keep, or a run already
     * acknowledged.
     */
    public Acknowledgement acknowledge(String board, String sinceRun, String reason, String by) throws SQLException {
        String kept = Acknowledgement.reason(reason, "the reason");
        requireWho(by);
        return inTransaction(board, sinceRun, c -> {
            Optional<Acknowledgement> live = live(c, board, sinceRun);
            if (live.isPresent()) {
                throw new BadInputException("board '" + board + "' is acknowledged since " + sinceRun + " already ("
                        + said(live.get()) + "); undo it with --undo to give another reason");
            }
            Acknowledgement made = new Acknowledgement(sinceRun, kept, by, now());
            try (PreparedStatement s = c.prepareStatement("INSERT INTO acknowledgement (board_id, since_run, reason, "
                    + "made_by, made_at) SELECT id, ?, ?, ?, ? FROM board WHERE name = ?")) {
                s.setString(1, sinceRun);
                s.setString(2, made.reason());
                s.setString(3, made.by());
                s.setString(4, RunRows.time(made.at()));
                s.setString(5, board);
                s.executeUpdate();
            }
            return made;
        });
    }

    /**
     * Undoes {@code board}'s live acknowledgement since {@code sinceRun}, as {@code by} now;
     * returns it. Refused in one sentence when there is none (naming the one in force, if any).
     */
    public Acknowledgement undo(String board, String sinceRun, String by) throws SQLException {
        requireWho(by);
        return inTransaction(board, sinceRun, c -> {
            Optional<Acknowledgement> live = live(c, board, sinceRun);
            if (live.isEmpty()) {
                throw new BadInputException("board '" + board + "' has no acknowledgement since " + sinceRun
                        + " to undo in " + database.location().shown()
                        + current(c, board)
                                .map(a -> "; the one in force is since " + a.sinceRun() + " (" + said(a) + ")")
                                .orElse("; none of its runs is acknowledged"));
            }
            try (PreparedStatement s = c.prepareStatement(
                    "UPDATE acknowledgement SET undone_by = ?, undone_at = ? WHERE undone_at IS NULL AND since_run = ?"
                            + " AND board_id = (SELECT id FROM board WHERE name = ?)")) {
                s.setString(1, by);
                s.setString(2, RunRows.time(now()));
                s.setString(3, sinceRun);
                s.setString(4, board);
                s.executeUpdate();
            }
            return live.get();
        });
    }

    /** The board's acknowledgement in force: of its live ones, the one whose run started last. */
    public Optional<Acknowledgement> current(String board) throws SQLException {
        return current(database.connection(), board);
    }

    static Optional<Acknowledgement> current(Connection c, String board) throws SQLException {
        return one(
                c,
                board,
                "SELECT a.since_run, a.reason, a.made_by, a.made_at FROM acknowledgement a "
                        + "JOIN board b ON a.board_id = b.id "
                        + "JOIN run r ON r.board_id = a.board_id AND r.run_id = a.since_run "
                        + "WHERE b.name = ? AND a.undone_at IS NULL "
                        + "ORDER BY r.started_at DESC, r.run_id DESC, a.id DESC LIMIT 1",
                Optional.empty());
    }

    /** The board's live acknowledgement since that run, if any. */
    private static Optional<Acknowledgement> live(Connection c, String board, String sinceRun) throws SQLException {
        return one(
                c,
                board,
                "SELECT a.since_run, a.reason, a.made_by, a.made_at FROM acknowledgement a "
                        + "JOIN board b ON a.board_id = b.id "
                        + "WHERE b.name = ? AND a.since_run = ? AND a.undone_at IS NULL ORDER BY a.id DESC LIMIT 1",
                Optional.of(sinceRun));
    }

    private static Optional<Acknowledgement> one(Connection c, String board, String sql, Optional<String> sinceRun)
            throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setString(1, board);
            if (sinceRun.isPresent()) {
                s.setString(2, sinceRun.get());
            }
            try (ResultSet rs = s.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                String since = rs.getString("since_run");
                return Optional.of(new Acknowledgement(
                        since,
                        rs.getString("reason"),
                        rs.getString("made_by"),
                        RunRows.instant(
                                rs.getString("made_at"),
                                "made_at",
                                "acknowledgement since " + since + " of board '" + board + "'")));
            }
        }
    }

    /** A change of the board's acknowledgements, inside the transaction {@link #inTransaction} opens. */
    @FunctionalInterface
    private interface Change {
        Acknowledgement apply(Connection c) throws SQLException;
    }

    /**
     * Runs {@code change} in one transaction once the board and its run are known to be
     * recorded: the board's summary row is locked first (its revision counts the change),
     * so two hosts changing one board's acknowledgements take turns, and the summary is
     * made again before the commit.
     */
    private Acknowledgement inTransaction(String board, String sinceRun, Change change) throws SQLException {
        Connection c = database.connection();
        requireRun(c, board, sinceRun);
        c.setAutoCommit(false);
        try {
            BoardSummaryStore.countChange(c, board);
            Acknowledgement changed = change.apply(c);
            BoardSummaryStore.summarise(database, c, board);
            c.commit();
            return changed;
        } catch (SQLException | RuntimeException e) {
            RunStore.rollbackQuietly(c);
            throw e;
        } finally {
            c.setAutoCommit(true);
        }
    }

    private void requireRun(Connection c, String board, String runId) throws SQLException {
        if (runId == null || runId.isBlank()) {
            throw new BadInputException("the run id is empty; give the run from which board '" + board
                    + "' is acknowledged, e.g. 20261130-021500");
        }
        if (has(
                c,
                "SELECT 1 FROM run r JOIN board b ON r.board_id = b.id WHERE b.name = ? AND r.run_id = ?",
                board,
                runId)) {
            return;
        }
        if (!has(c, "SELECT 1 FROM run r JOIN board b ON r.board_id = b.id WHERE b.name = ?", board, null)) {
            // The refusal names the board asked for, never the database's others: they are not the user's input.
            throw new BadInputException("board '" + board + "' has no run recorded in "
                    + database.location().shown()
                    + "; give the board name a sweep recorded (the folder under results/)");
        }
        throw new BadInputException("board '" + board + "' has no run " + runId + " recorded in "
                + database.location().shown() + "; give one of its run ids (its folders under results/" + board
                + "/, or bulkbench history --board " + board + ")");
    }

    private static boolean has(Connection c, String sql, String board, String runId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setString(1, board);
            if (runId != null) {
                s.setString(2, runId);
            }
            try (ResultSet rs = s.executeQuery()) {
                return rs.next();
            }
        }
    }

    private static void requireWho(String by) {
        if (Objects.requireNonNull(by, "by").isBlank()) {
            throw new IllegalArgumentException("an acknowledgement is made by someone; the user name is blank");
        }
    }

    /** "by alice at 2026-01-07T09:00:00Z: REASON", as a refusal quotes an acknowledgement. */
    private static String said(Acknowledgement a) {
        return "by " + a.by() + " at " + a.at() + ": " + a.reason();
    }

    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.SECONDS);
    }
}
