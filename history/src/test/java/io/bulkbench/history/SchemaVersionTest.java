package io.bulkbench.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The version a current database is recognised by, without Flyway, is the newest migration's (SQL or Java). */
class SchemaVersionTest {
    @Test
    void theSchemaVersionIsTheNewestMigrations() throws Exception {
        Path migrations =
                Path.of(ResultsDatabase.class.getResource("/db/migration").toURI());
        int newest;
        try (Stream<Path> files = Files.list(migrations)) {
            newest = files.map(f -> f.getFileName().toString())
                    .filter(n -> n.matches("V\\d+__.*\\.(sql|class)"))
                    .mapToInt(n -> Integer.parseInt(n.substring(1, n.indexOf("__"))))
                    .max()
                    .orElseThrow();
        }
        assertThat(ResultsDatabase.SCHEMA_VERSION).isEqualTo(newest);
    }
}
