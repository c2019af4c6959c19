package io.bulkbench.history;

import java.sql.BatchUpdateException;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * Recording something the database keeps once (a bisection by its folder, a comparison by
 * its two runs): in one transaction, skipped when it is there already, also when another
 * process recorded it between this one's look and its insert (the unique key refuses the
 * second insert, and the loser says it was there).
 */
final class RecordOnce {
    /** Whether it is recorded already. */
    @FunctionalInterface
    interface Look {
        boolean there(Connection c) throws SQLException;
    }

    /** Every row of it, inside the transaction. */
    @FunctionalInterface
    interface Insert {
        void insert(Connection c) throws SQLException;
    }

    private RecordOnce() {}

    static RecordOutcome record(Connection c, Look look, Insert insert) throws SQLException {
        c.setAutoCommit(false);
        try {
            if (look.there(c)) {
                c.rollback();
                return RecordOutcome.ALREADY_RECORDED;
            }
            try {
                insert.insert(c);
            } catch (SQLException e) {
                if (!isUniqueViolation(e)) {
                    throw e;
                }
                c.rollback();
                return RecordOutcome.ALREADY_RECORDED;
            }
            c.commit();
            return RecordOutcome.RECORDED;
        } catch (SQLException | RuntimeException e) {
            RunStore.rollbackQuietly(c);
            throw e;
        } finally {
            c.setAutoCommit(true);
        }
    }

    /** A unique violation, also when a batch reports it on the statement that failed. */
    private static boolean isUniqueViolation(SQLException e) {
        return RunStore.isUniqueViolation(e)
                || (e instanceof BatchUpdateException
                        && e.getNextException() != null
                        && RunStore.isUniqueViolation(e.getNextException()));
    }
}
