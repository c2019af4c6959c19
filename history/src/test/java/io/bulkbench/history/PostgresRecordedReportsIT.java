package io.bulkbench.history;

import io.bulkbench.testing.TestPostgres;
import java.nio.file.Path;

/** Recorded runs' reports read back from a real PostgreSQL server, the lab's shared database. */
class PostgresRecordedReportsIT extends RecordedReportsContract {
    @Override
    DatabaseLocation newDatabase(Path scratch) throws Exception {
        return DatabaseLocation.parse(TestPostgres.server().newDatabase(), "test");
    }
}
