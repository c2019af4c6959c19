package io.bulkbench.history;

import io.bulkbench.core.BadInputException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import lombok.NonNull;

/**
 * Which results database a command talks to: a JDBC URL of SQLite ({@code jdbc:sqlite:FILE})
 * or PostgreSQL ({@code jdbc:postgresql://HOST/DB}), and the rule that picks it: {@code --db},
 * else {@code BULKBENCH_DB}, else {@code results/bulkbench.db} beside the run folders. Its
 * {@code origin} says where the URL came from ({@code --db}, {@code BULKBENCH_DB}, the
 * default), so a message about it names what the person has to change.
 */
public record DatabaseLocation(
        @NonNull Kind kind, @NonNull String url, @NonNull String origin) {
    /** The environment variable that names the database when {@code --db} does not. */
    public static final String ENVIRONMENT = "BULKBENCH_DB";
    /** The default database's file name, in the results root beside the board folders. */
    public static final String DEFAULT_FILE = "bulkbench.db";
    /** The origin of a location no person named. */
    public static final String DEFAULT_ORIGIN = "the default database";

    /** The two engines the schema is written for. */
    public enum Kind {
        SQLITE("jdbc:sqlite:"),
        POSTGRESQL("jdbc:postgresql:");

        private final String prefix;

        Kind(String prefix) {
            this.prefix = prefix;
        }
    }

    /** A URL given by a person; {@code where} says where it came from (--db, BULKBENCH_DB). */
    public static DatabaseLocation parse(String url, String where) {
        String text = url.strip();
        for (Kind kind : Kind.values()) {
            if (text.startsWith(kind.prefix) && text.length() > kind.prefix.length()) {
                return new DatabaseLocation(kind, text, where);
            }
        }
        throw new BadInputException(where + " '" + JdbcUrl.redacted(text) + "' is not a results database URL; give "
                + "jdbc:sqlite:FILE (e.g. jdbc:sqlite:results/bulkbench.db) or jdbc:postgresql://HOST/DB");
    }

    /** The SQLite database in a file. */
    public static DatabaseLocation sqlite(Path file) {
        return new DatabaseLocation(Kind.SQLITE, Kind.SQLITE.prefix + file, DEFAULT_ORIGIN);
    }

    /** The database named by {@code --db} or the environment, if either names one. */
    public static Optional<DatabaseLocation> named(Optional<String> flag, Map<String, String> environment) {
        if (flag.isPresent()) {
            return Optional.of(parse(flag.get(), "--db"));
        }
        return Optional.ofNullable(environment.get(ENVIRONMENT))
                .filter(v -> !v.isBlank())
                .map(v -> parse(v, ENVIRONMENT));
    }

    /** For import and history: the named database, else the default one in the results root. */
    public static DatabaseLocation chosen(Optional<String> flag, Map<String, String> environment, Path resultsRoot) {
        return named(flag, environment).orElseGet(() -> sqlite(resultsRoot.resolve(DEFAULT_FILE)));
    }

    /**
     * For a run that just ended: the named database, else the default one when the run
     * folder lies under the results root; a run written elsewhere is recorded only when a
     * database is named.
     */
    public static Optional<DatabaseLocation> forRun(
            Optional<String> flag, Map<String, String> environment, Path resultsRoot, Path runDir) {
        Optional<DatabaseLocation> named = named(flag, environment);
        if (named.isPresent()) {
            return named;
        }
        Path root = resultsRoot.toAbsolutePath().normalize();
        Path run = runDir.toAbsolutePath().normalize();
        return run.startsWith(root) && !run.equals(root)
                ? Optional.of(sqlite(resultsRoot.resolve(DEFAULT_FILE)))
                : Optional.empty();
    }

    /** The SQLite file, for a SQLite URL naming one (not {@code :memory:}). */
    public Optional<Path> sqliteFile() {
        if (kind != Kind.SQLITE) {
            return Optional.empty();
        }
        String rest = url.substring(Kind.SQLITE.prefix.length());
        int query = rest.indexOf('?');
        String file = query < 0 ? rest : rest.substring(0, query);
        return file.isEmpty() || file.startsWith(":")
                ? Optional.empty()
                : Optional.of(Path.of(file.replaceFirst("^file:", "")));
    }

    /** The URL as it may be printed: a password in it is replaced by ***. */
    public String shown() {
        return JdbcUrl.redacted(url);
    }

    /** Any text about this database (a driver's message) as it may be printed: no password of its URL in it. */
    public String redacted(String text) {
        return JdbcUrl.redact(text, url);
    }

    @Override
    public String toString() {
        return shown();
    }
}
