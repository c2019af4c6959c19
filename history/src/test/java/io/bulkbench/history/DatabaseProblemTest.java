package io.bulkbench.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.BadInputException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each database a person can name wrongly gives one sentence with the fix, not a stack trace. */
class DatabaseProblemTest {

    @Test
    void aTextFileNamedLikeTheDatabaseIsNotTakenForOne(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("bulkbench.db"), "these are my notes, not a database\n".repeat(50));
        assertThatThrownBy(() -> ResultsDatabase.open(DatabaseLocation.sqlite(file)))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("is not a SQLite database")
                .hasMessageContaining("--db")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
        assertThat(Files.readString(file)).startsWith("these are my notes");
    }

    @Test
    void aSchemaNewerThanThisVersionKnowsAsksForAnUpgrade(@TempDir Path dir) throws Exception {
        DatabaseLocation location = DatabaseLocation.sqlite(dir.resolve("bulkbench.db"));
        try (ResultsDatabase db = ResultsDatabase.open(location);
                Statement s = db.connection().createStatement()) {
            // What a later bulkbench's migration would leave behind.
            s.executeUpdate("INSERT INTO flyway_schema_history (installed_rank, version, description, type, script, "
                    + "checksum, installed_by, installed_on, execution_time, success) VALUES (99, '99', 'later', 'SQL', "
                    + "'V99__later.sql', 0, 'bulkbench', CURRENT_TIMESTAMP, 1, 1)");
        }
        assertThatThrownBy(() -> ResultsDatabase.open(location))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("schema version 99")
                .hasMessageContaining("upgrade bulkbench");
    }

    @Test
    void aServerThatIsNotThereIsOneLine() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            port = free.getLocalPort();
        }
        DatabaseLocation nowhere = DatabaseLocation.parse(
                "jdbc:postgresql://127.0.0.1:" + port + "/results?password=s3cret&connectTimeout=2", "--db");
        assertThatThrownBy(() -> ResultsDatabase.open(nowhere))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("cannot reach the results database jdbc:postgresql://127.0.0.1:" + port)
                .hasMessageNotContaining("s3cret")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void aFolderThatDoesNotExistIsMadeForTheDatabase(@TempDir Path dir) {
        Path file = dir.resolve("results").resolve("bulkbench.db");
        try (ResultsDatabase db = ResultsDatabase.open(DatabaseLocation.sqlite(file))) {
            assertThat(db.location().sqliteFile()).contains(file);
        }
        assertThat(file).isRegularFile();
    }
}
