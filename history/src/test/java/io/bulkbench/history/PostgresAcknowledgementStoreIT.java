package io.bulkbench.history;

import io.bulkbench.testing.TestPostgres;
import java.nio.file.Path;

/** The acknowledgement store's contract on a real PostgreSQL server, the lab's shared database. */
class PostgresAcknowledgementStoreIT extends AcknowledgementStoreContract {
    @Override
    DatabaseLocation newDatabase(Path scratch) throws Exception {
        return DatabaseLocation.parse(TestPostgres.server().newDatabase(), "test");
    }
}
