package io.bulkbench.history;

import java.nio.file.Path;

/** The acknowledgement store's contract on SQLite, the default database. */
class AcknowledgementStoreTest extends AcknowledgementStoreContract {
    @Override
    DatabaseLocation newDatabase(Path scratch) {
        return DatabaseLocation.sqlite(scratch.resolve("results").resolve(DatabaseLocation.DEFAULT_FILE));
    }
}
