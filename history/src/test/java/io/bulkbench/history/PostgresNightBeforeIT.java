package io.bulkbench.history;

import io.bulkbench.testing.TestPostgres;
import java.nio.file.Path;

/** The night before judged from the database as from the run folders, on a real PostgreSQL server. */
class PostgresNightBeforeIT extends NightBeforeContract {
    @Override
    DatabaseLocation newDatabase(Path scratch) throws Exception {
        return DatabaseLocation.parse(TestPostgres.server().newDatabase(), "test");
    }
}
