package io.bulkbench.history;

import io.bulkbench.core.BadInputException;
import java.sql.SQLException;
import java.util.Optional;

/**
 * Turns a failure of the database a person named into one sentence with the fix: not
 * reachable, login refused, not a SQLite file, no such database. The driver's own words
 * follow in brackets, first line only, without a password of the URL.
 */
final class DatabaseProblem {
    /** SQLite's result codes (sqlite3.h) for "not a database" and "cannot open". */
    private static final int SQLITE_NOTADB = 26;

    private static final int SQLITE_CANTOPEN = 14;
    private static final int SQLITE_CORRUPT = 11;

    private DatabaseProblem() {}

    static BadInputException of(DatabaseLocation location, Exception failure) {
        Optional<SQLException> sql = sqlCause(failure);
        String said = location.redacted(
                firstLine(sql.<Throwable>map(e -> e).orElse(rootCause(failure)).getMessage()));
        String db = "the results database " + location.shown();
        if (location.kind() == DatabaseLocation.Kind.SQLITE) {
            int code = sql.map(SQLException::getErrorCode).orElse(0);
            if (code == SQLITE_NOTADB
                    || code == SQLITE_CORRUPT
                    || said.contains("NOTADB")
                    || said.contains("CORRUPT")) {
                return new BadInputException(
                        db + " is not a SQLite database (" + said
                                + "); move that file away, or name another with --db jdbc:sqlite:FILE",
                        failure);
            }
            if (code == SQLITE_CANTOPEN || said.contains("CANTOPEN")) {
                return new BadInputException(
                        "cannot open " + db + " (" + said
                                + "); check that its folder exists and is writable, or name another with --db",
                        failure);
            }
            return new BadInputException(
                    db + " failed (" + said + "); name another with --db, or move the file away", failure);
        }
        String state = sql.map(SQLException::getSQLState).orElse("");
        if (state.startsWith("08")) {
            return new BadInputException(
                    "cannot reach " + db + " (" + said
                            + "); check that the server runs and the host and port are right, or name another with --db",
                    failure);
        }
        if (state.startsWith("28")) {
            return new BadInputException(
                    db + " refused the login (" + said
                            + "); give user= and password= in the URL, or a line in ~/.pgpass",
                    failure);
        }
        if (state.equals("3D000")) {
            return new BadInputException(
                    db + " does not exist on its server (" + said
                            + "); create it (createdb NAME) or name another with --db",
                    failure);
        }
        return new BadInputException(
                db + " failed (" + said + "); check the URL given with " + location.origin(), failure);
    }

    private static Optional<SQLException> sqlCause(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof SQLException sql) {
                return Optional.of(sql);
            }
        }
        return Optional.empty();
    }

    private static Throwable rootCause(Throwable failure) {
        Throwable t = failure;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t;
    }

    static String firstLine(String message) {
        if (message == null || message.isBlank()) {
            return "no message";
        }
        return message.strip().lines().findFirst().orElse("").strip();
    }
}
