package io.bulkbench.history;

import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Keeps what the database drivers and Flyway log through java.util.logging off stderr.
 * Their records are for their own developers, come two lines each, and quote what they
 * could not parse, a password included (the PostgreSQL driver logs "invalid port number:
 * secret@host" for a URL with user info). A command says what went wrong itself, in one
 * line with the password redacted. {@code BULKBENCH_DEBUG} lets them through again, as the
 * stack traces are.
 */
final class DriverLogs {
    /** Held here: java.util.logging forgets the settings of a logger nobody references. */
    private static final List<Logger> LOGGERS = List.of(
            Logger.getLogger("org.postgresql"), Logger.getLogger("org.sqlite"), Logger.getLogger("org.flywaydb"));

    static {
        boolean debugging = System.getenv("BULKBENCH_DEBUG") != null;
        for (Logger logger : LOGGERS) {
            logger.setUseParentHandlers(debugging);
            logger.setLevel(debugging ? Level.WARNING : Level.OFF);
        }
    }

    private DriverLogs() {}

    /** Applies the rule; the first call does, later ones find it applied. */
    static void keepOffStderr() {
        // The static initialiser does the work once per class loader.
    }
}
