package io.bulkbench.app.cli;

import static io.bulkbench.app.cli.HostileInputTest.refused;
import static io.bulkbench.app.cli.HostileInputTest.tree;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.ShownUrl;
import io.bulkbench.testing.TestJvm;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The results database as hostile input: a password in a URL the driver cannot parse is
 * never printed (neither in the one line nor by the driver's own logging), a URL from
 * BULKBENCH_DB is named as such, and the commands that only read (history, site) write
 * nothing: not into an empty file, not a schema, not a folder for a database they cannot read.
 */
class HostileInputDatabaseTest {
    private static final String SECRET = "S3cr3t";

    /** URLs the PostgreSQL driver refuses before it connects: no server is needed. */
    private static final List<String> UNPARSABLE = List.of(
            "jdbc:postgresql://127.0.0.1:notaport/bulkbench?user=u&password=" + SECRET,
            "jdbc:postgresql://127.0.0.1:99999/bulkbench?user=u&password=" + SECRET,
            "jdbc:postgresql://127.0.0.1/bulkbench?user=u&password=" + SECRET + "%zz",
            "jdbc:postgresql://u:" + SECRET + "@127.0.0.1/bulkbench");

    /** Every log record that reaches the root logger, where the console handler writes to stderr. */
    private static final class RootRecords extends Handler implements AutoCloseable {
        final List<LogRecord> records = new ArrayList<>();

        RootRecords() {
            Logger.getLogger("").addHandler(this);
        }

        @Override
        public synchronized void publish(LogRecord record) {
            records.add(record);
        }

        @Override
        public void flush() {}

        @Override
        public void close() {
            Logger.getLogger("").removeHandler(this);
        }
    }

    @Test
    void aUrlTheDriverCannotParseIsOneLineWithoutItsPassword() {
        try (RootRecords logged = new RootRecords()) {
            for (String url : UNPARSABLE) {
                for (CliRun run : List.of(
                        CliRun.of("history", "--board", "fx", "--db", url),
                        CliRun.of("site", "--out", "unused-site", "--db", url))) {
                    refused(run, "--db '" + ShownUrl.UNREADABLE + "'", "is not a PostgreSQL URL the driver reads");
                    assertThat(run.err() + run.out()).doesNotContain(SECRET);
                }
            }
            assertThat(logged.records)
                    .as("the drivers' java.util.logging records that reach stderr")
                    .isEmpty();
        }
        assertThat(Path.of("unused-site")).doesNotExist();
    }

    @Test
    void aUrlFromTheEnvironmentIsNamedAsSuchAndNothingElseReachesStderr() throws Exception {
        ProcessBuilder program = new ProcessBuilder(
                TestJvm.javaBinary(),
                "-cp",
                TestJvm.classpath(),
                BulkbenchCommand.class.getName(),
                "history",
                "--board",
                "fx");
        program.environment().put(DatabaseLocation.ENVIRONMENT, UNPARSABLE.get(0));
        program.environment().remove("BULKBENCH_DEBUG");
        Process process = program.start();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Thread drain = new Thread(() -> {
            try {
                process.getInputStream().transferTo(out);
            } catch (java.io.IOException e) {
                // The process ended; what was read is what there is.
            }
        });
        drain.start();
        process.getErrorStream().transferTo(err);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        drain.join();
        CliRun run = new CliRun(
                process.exitValue(), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));

        refused(run, "history: " + DatabaseLocation.ENVIRONMENT + " '" + ShownUrl.UNREADABLE + "'");
        assertThat(run.err()).doesNotContain(SECRET).doesNotContain("--db '");
    }

    static String sha256(Path file) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    }

    @Test
    void anEmptyFileOrATextFileGivenAsTheDatabaseIsOneLineAndStaysAsItWas(@TempDir Path dir) throws Exception {
        Path empty = Files.createFile(dir.resolve("empty.db"));
        Path notes = Files.writeString(dir.resolve("notes.db"), "my notes, not a database\n".repeat(40));
        String notesHash = sha256(notes);
        Path site = dir.resolve("site");

        refused(CliRun.of("history", "--board", "fx", "--db", "jdbc:sqlite:" + empty), "holds no bulkbench schema");
        refused(CliRun.of("site", "--out", site.toString(), "--db", "jdbc:sqlite:" + empty), "holds no bulkbench");
        refused(CliRun.of("history", "--board", "fx", "--db", "jdbc:sqlite:" + notes), "is not a SQLite database");
        refused(CliRun.of("site", "--out", site.toString(), "--db", "jdbc:sqlite:" + notes), "not a SQLite database");

        assertThat(empty).isEmptyFile();
        assertThat(sha256(notes)).isEqualTo(notesHash);
        assertThat(tree(dir)).containsExactlyInAnyOrder("", "empty.db", "notes.db");
    }

    @Test
    void siteChecksItsDatabaseBeforeItMakesItsFolder(@TempDir Path dir) throws Exception {
        Path site = dir.resolve("deep").resolve("site");
        refused(
                CliRun.of("site", "--out", site.toString(), "--db", "jdbc:sqlite:" + dir.resolve("typo.db")),
                "no results database at");
        refused(CliRun.of("site", "--out", site.toString(), "--db", UNPARSABLE.get(0)), "--db");
        refused(CliRun.of("site", "--out", site.toString(), "--db", "jdbc:mysql://lab/db"), "not a results database");
        assertThat(tree(dir)).containsExactly("");
    }

    @Test
    void historyAndSiteLeaveTheDatabaseAndItsFolderAsTheyWere(@TempDir Path dir) throws Exception {
        Path labDir = Files.createDirectories(dir.resolve("lab"));
        String url = SiteCommandTest.lab(labDir, 3);
        Path db = labDir.resolve("lab.db");
        Set<String> before = tree(labDir);
        String hash = sha256(db);

        CliRun history = CliRun.of("history", "--board", "alpha", "--db", url);
        CliRun site = CliRun.of("site", "--out", dir.resolve("site").toString(), "--db", url);

        assertThat(history.exitCode()).as(history.err()).isZero();
        assertThat(site.exitCode()).as(site.err()).isZero();
        assertThat(tree(labDir)).isEqualTo(before);
        assertThat(sha256(db)).isEqualTo(hash);
    }

    @Test
    void aSchemaOlderThanThisBulkbenchReadsIsNamedNotUpgraded(@TempDir Path dir) throws Exception {
        String url = SiteCommandTest.lab(dir, 1);
        try (Connection c = DriverManager.getConnection(url);
                Statement s = c.createStatement()) {
            s.executeUpdate("DELETE FROM flyway_schema_history WHERE version IS NOT NULL AND version <> '1'");
        }
        String hash = sha256(dir.resolve("lab.db"));

        refused(CliRun.of("history", "--board", "alpha", "--db", url), "has schema version 1, older", "import");

        assertThat(sha256(dir.resolve("lab.db"))).isEqualTo(hash);
    }

    /** Runs a program; true when it exits 0. */
    private static boolean ran(String... command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());
        return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
    }

    @Test
    void aDatabaseInAFolderThisUserMayNotWriteIsRead(@TempDir Path dir) throws Exception {
        Path labDir = Files.createDirectories(dir.resolve("lab"));
        String url = SiteCommandTest.lab(labDir, 3);
        Set<String> before = tree(labDir);
        Files.setPosixFilePermissions(labDir, PosixFilePermissions.fromString("r-xr-xr-x"));
        // root writes past permissions, but not into a folder marked immutable
        boolean immutable = Files.isWritable(labDir) && ran("chattr", "+i", labDir.toString());
        try {
            assumeThat(Files.isWritable(labDir))
                    .as("a folder this user may not write (as root: chattr +i)")
                    .isFalse();

            CliRun history = CliRun.of("history", "--board", "alpha", "--db", url);
            CliRun site = CliRun.of("site", "--out", dir.resolve("site").toString(), "--db", url);

            assertThat(history.exitCode()).as(history.err()).isZero();
            assertThat(history.out()).contains("alpha");
            assertThat(site.exitCode()).as(site.err()).isZero();
            assertThat(tree(labDir)).isEqualTo(before);
        } finally {
            if (immutable) {
                ran("chattr", "-i", labDir.toString());
            }
            Files.setPosixFilePermissions(labDir, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }
}
