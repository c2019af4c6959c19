package io.bulkbench.history;

import io.bulkbench.core.BadInputException;
import io.bulkbench.inputs.InputFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationState;
import org.postgresql.ds.PGSimpleDataSource;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;
import org.sqlite.SQLiteOpenMode;

/**
 * An open results database with its schema brought up to date (Flyway, the same
 * migrations for SQLite and PostgreSQL). Every way opening can fail because of the
 * database a person named (unreachable, not a database, a schema newer than this
 * bulkbench) becomes one {@link BadInputException} sentence naming the URL and the fix.
 */
public final class ResultsDatabase implements AutoCloseable {
    /** How long a SQLite writer waits for another process's transaction before giving up. */
    static final int SQLITE_BUSY_TIMEOUT_MS = 60_000;
    /**
     * The newest migration this bulkbench has (db/migration/V{n}__*.sql or a Java migration of that package); a test checks it
     * against the files. A database at this version opens without starting Flyway.
     */
    static final int SCHEMA_VERSION = 14;
    /** A first migration of a new SQLite file can lose a race with another process's; it is then retried. */
    private static final int SQLITE_MIGRATE_TRIES = 5;

    static {
        DriverLogs.keepOffStderr();
    }

    private final DatabaseLocation location;
    private final Connection connection;

    private ResultsDatabase(DatabaseLocation location, Connection connection) {
        this.location = location;
        this.connection = connection;
    }

    /** Opens (and on first use creates) the database and migrates its schema. */
    public static ResultsDatabase open(DatabaseLocation location) {
        DataSource source = dataSource(location);
        try {
            migrate(location, source);
            Connection connection = source.getConnection();
            return new ResultsDatabase(location, connection);
        } catch (SQLException | FlywayException e) {
            throw DatabaseProblem.of(location, e);
        }
    }

    /**
     * Opens a database that runs were recorded into, for a command that changes what is kept
     * about them ({@code ack}): as {@link #open}, except that a SQLite file that does not
     * exist is named as such rather than created, and a database without bulkbench's schema
     * (an empty file) is refused before anything is written into it: it could hold no run to
     * change. An older schema is brought up to date, as a recording does.
     */
    public static ResultsDatabase openRecordedForUpdate(DatabaseLocation location) {
        location.sqliteFile().ifPresent(ResultsDatabase::requireDatabaseFile);
        try (Connection look = readingSource(location).getConnection()) {
            if (installedVersion(look).isEmpty()) {
                throw noSchema(location);
            }
        } catch (SQLException e) {
            throw DatabaseProblem.of(location, e);
        }
        return open(location);
    }

    /**
     * Opens a database that runs were recorded into for reading only, for commands that only
     * read it (history, site): nothing is created, migrated or written. A SQLite file that does not
     * exist is named as such instead of being created empty (which would read as a lab with
     * no runs), and a file without bulkbench's schema (an empty file) or with an older one is
     * refused in one sentence. How a SQLite file is opened: {@link #readingSource}.
     */
    public static ResultsDatabase openRecorded(DatabaseLocation location) {
        location.sqliteFile().ifPresent(ResultsDatabase::requireDatabaseFile);
        DataSource source = readingSource(location);
        try {
            Connection connection = source.getConnection();
            try {
                if (location.kind() == DatabaseLocation.Kind.SQLITE) {
                    try (Statement s = connection.createStatement()) {
                        s.execute("PRAGMA query_only = ON");
                    }
                }
                requireSchemaThisVersionReads(location, installedVersion(connection));
                return new ResultsDatabase(location, connection);
            } catch (SQLException | RuntimeException e) {
                connection.close();
                throw e;
            }
        } catch (SQLException e) {
            throw DatabaseProblem.of(location, e);
        }
    }

    private static BadInputException noSchema(DatabaseLocation location) {
        return new BadInputException("the results database " + location.shown() + " holds no bulkbench"
                + " schema (an empty file, or a database another program made); name the database runs were"
                + " recorded into with --db, or record runs into this one with 'bulkbench import DIR'");
    }

    private static void requireSchemaThisVersionReads(DatabaseLocation location, Optional<Integer> installed) {
        if (installed.isEmpty()) {
            throw noSchema(location);
        }
        if (installed.get() > SCHEMA_VERSION) {
            throw newerSchema(location, installed.get().toString(), Integer.toString(SCHEMA_VERSION));
        }
        if (installed.get() < SCHEMA_VERSION) {
            throw new BadInputException("the results database " + location.shown() + " has schema version "
                    + installed.get() + ", older than this bulkbench reads (" + SCHEMA_VERSION + "), and reading"
                    + " changes nothing; bring it up to date with 'bulkbench import RESULTS_DIR' on the same"
                    + " database (a run already recorded is skipped)");
        }
    }

    private static void requireDatabaseFile(Path file) {
        if (!InputFile.exists(file)) {
            throw new BadInputException("no results database at " + file + " yet: a sweep whose run folder is"
                    + " under results/ records into it, 'bulkbench import DIR' adds run folders to it; or name"
                    + " another with --db");
        }
        InputFile.check(file, Long.MAX_VALUE);
    }

    public DatabaseLocation location() {
        return location;
    }

    Connection connection() {
        return connection;
    }

    /**
     * This database through {@code wrap}'s connection around its own (a test's, which counts
     * the statements a query sends); closing either closes the one connection.
     */
    ResultsDatabase through(UnaryOperator<Connection> wrap) {
        return new ResultsDatabase(location, wrap.apply(connection));
    }

    /** A failure of this database as the one sentence a person can act on. */
    public BadInputException problem(Exception failure) {
        return DatabaseProblem.of(location, failure);
    }

    /**
     * Any failure while this database was in use, as a message may quote it: a SQL failure
     * as {@link #problem} says it, any other without a password of the URL.
     */
    public String describe(Exception failure) {
        return failure instanceof SQLException sql
                ? problem(sql).getMessage()
                : location.redacted(failure.getMessage());
    }

    @Override
    public void close() {
        try {
            connection.close();
        } catch (SQLException e) {
            // Nothing was left uncommitted; a failed close loses nothing.
        }
    }

    private static DataSource dataSource(DatabaseLocation location) {
        if (location.kind() == DatabaseLocation.Kind.POSTGRESQL) {
            return postgres(location, false);
        }
        location.sqliteFile().map(Path::toAbsolutePath).map(Path::getParent).ifPresent(ResultsDatabase::folderFor);
        SQLiteConfig config = new SQLiteConfig();
        // WAL lets readers go on while one process writes; the busy timeout makes a second
        // writer wait its turn instead of failing with "database is locked".
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
        config.setBusyTimeout(SQLITE_BUSY_TIMEOUT_MS);
        config.enforceForeignKeys(true);
        // A transaction takes the write lock when it begins, so two writers queue on the
        // busy timeout instead of one failing when it upgrades from reading to writing.
        config.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
        SQLiteDataSource sqlite = new SQLiteDataSource(config);
        sqlite.setUrl(location.url());
        return sqlite;
    }

    /**
     * Where a reader of a SQLite file cannot write: no journal mode is set (setting one is a
     * write) and the connection is query-only. A database in WAL mode is read through its
     * -wal and -shm files, which SQLite makes beside it for any reader; the file is opened
     * for writing (never created) so that the last of its connections to close removes them
     * again, as a read-only one could not. In a folder this user may not write, where no
     * reader can make them, the file is read as immutable (no writer could be changing it
     * there either), unless a -wal file is there to read it through.
     */
    private static DataSource readingSource(DatabaseLocation location) {
        if (location.kind() == DatabaseLocation.Kind.POSTGRESQL) {
            return postgres(location, true);
        }
        SQLiteConfig config = new SQLiteConfig();
        config.setBusyTimeout(SQLITE_BUSY_TIMEOUT_MS);
        config.resetOpenMode(SQLiteOpenMode.CREATE);
        config.setOpenMode(SQLiteOpenMode.OPEN_URI);
        Optional<Path> unwritable = location.sqliteFile()
                .filter(f -> !Files.isWritable(f.toAbsolutePath().getParent()));
        config.setReadOnly(unwritable.isPresent());
        SQLiteDataSource sqlite = new SQLiteDataSource(config);
        sqlite.setUrl(unwritable
                .filter(f -> !Files.exists(wal(f)))
                .map(f -> "jdbc:sqlite:" + f.toAbsolutePath().toUri() + "?immutable=1")
                .orElse(location.url()));
        return sqlite;
    }

    private static Path wal(Path file) {
        return file.resolveSibling(file.getFileName() + "-wal");
    }

    private static DataSource postgres(DatabaseLocation location, boolean readOnly) {
        PGSimpleDataSource pg = new PGSimpleDataSource();
        try {
            pg.setURL(location.url());
        } catch (IllegalArgumentException e) {
            // The driver's words quote the whole URL (or a piece of a password); say what to check instead.
            throw new BadInputException(location.origin() + " '" + location.shown() + "' is not a PostgreSQL URL the"
                    + " driver reads: check that the port is a number from 1 to 65535, that every % is followed by"
                    + " two hex digits (%25 for a % itself), and that user and password are given as ?user=U&password=P"
                    + " rather than before the host; write it as jdbc:postgresql://HOST/DB, with :PORT after HOST"
                    + " where it is not 5432");
        }
        pg.setReadOnly(readOnly);
        return pg;
    }

    /** The default database's folder is made on first use; a named one's must exist. */
    private static void folderFor(Path parent) {
        if (Files.isDirectory(parent)) {
            return;
        }
        try {
            Files.createDirectories(parent);
        } catch (IOException e) {
            throw new BadInputException("cannot create the folder " + parent + " for the results database ("
                    + e.getMessage() + "); name a writable place with --db jdbc:sqlite:FILE");
        }
    }

    private static void migrate(DatabaseLocation location, DataSource source) throws SQLException {
        // Flyway's start costs more than a command's own work; a current schema needs none of it.
        Optional<Integer> installed = installedVersion(source);
        if (installed.isPresent() && installed.get() > SCHEMA_VERSION) {
            throw newerSchema(location, installed.get().toString(), Integer.toString(SCHEMA_VERSION));
        }
        if (installed.isPresent() && installed.get() == SCHEMA_VERSION) {
            return;
        }
        Flyway flyway = Flyway.configure()
                .dataSource(source)
                .locations("classpath:db/migration")
                .placeholders(Map.of("id", identityColumn(location.kind())))
                .load();
        refuseNewerSchema(location, flyway);
        int tries = location.kind() == DatabaseLocation.Kind.SQLITE ? SQLITE_MIGRATE_TRIES : 1;
        for (int attempt = 1; ; attempt++) {
            try {
                flyway.migrate();
                return;
            } catch (FlywayException e) {
                if (attempt >= tries) {
                    throw e;
                }
                // Another process created the schema while this one did; its work is now
                // committed, so the next attempt finds the schema current.
            }
        }
    }

    /** A schema written by a newer bulkbench would be read wrong; say so rather than guess. */
    private static void refuseNewerSchema(DatabaseLocation location, Flyway flyway) {
        MigrationInfo[] all = flyway.info().all();
        MigrationInfo[] future = Arrays.stream(all)
                .filter(m ->
                        m.getState() == MigrationState.FUTURE_SUCCESS || m.getState() == MigrationState.FUTURE_FAILED)
                .toArray(MigrationInfo[]::new);
        if (future.length > 0) {
            String newest = future[future.length - 1].getVersion().getVersion();
            String known = Arrays.stream(all)
                    .filter(m -> !m.getState().name().startsWith("FUTURE"))
                    .map(m -> m.getVersion().getVersion())
                    .reduce((a, b) -> b)
                    .orElse("none");
            throw newerSchema(location, newest, known);
        }
    }

    private static BadInputException newerSchema(DatabaseLocation location, String version, String known) {
        return new BadInputException("the results database " + location.shown() + " has schema version " + version
                + ", newer than this bulkbench knows (" + known + "); upgrade bulkbench to use it");
    }

    /**
     * The schema version Flyway installed, when every migration it ran succeeded; empty for
     * a new database, or one Flyway must look at (a failed or unreadable migration).
     */
    private static Optional<Integer> installedVersion(DataSource source) throws SQLException {
        try (Connection c = source.getConnection()) {
            return installedVersion(c);
        }
    }

    private static Optional<Integer> installedVersion(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            int newest = 0;
            try (ResultSet rs =
                    s.executeQuery("SELECT version, success FROM flyway_schema_history WHERE version IS NOT NULL")) {
                while (rs.next()) {
                    String version = rs.getString("version");
                    if (!rs.getBoolean("success") || !version.matches("\\d+")) {
                        return Optional.empty();
                    }
                    newest = Math.max(newest, Integer.parseInt(version));
                }
            } catch (SQLException e) {
                if (isMissingTable(e)) {
                    return Optional.empty();
                }
                throw e;
            }
            return newest == 0 ? Optional.empty() : Optional.of(newest);
        }
    }

    /** PostgreSQL's undefined_table, or SQLite's "no such table". */
    private static boolean isMissingTable(SQLException e) {
        return "42P01".equals(e.getSQLState()) || String.valueOf(e.getMessage()).contains("no such table");
    }

    private static String identityColumn(DatabaseLocation.Kind kind) {
        return kind == DatabaseLocation.Kind.SQLITE
                ? "INTEGER PRIMARY KEY"
                : "BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY";
    }
}
