package io.bulkbench.history;

import java.nio.file.Path;

/** The explanation store's contract on SQLite, the default database. */
class ExplanationStoreTest extends ExplanationStoreContract {
    @Override
    DatabaseLocation newDatabase(Path scratch) {
        return DatabaseLocation.sqlite(scratch.resolve("results").resolve(DatabaseLocation.DEFAULT_FILE));
    }
}
