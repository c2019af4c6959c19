package io.bulkbench.history;

import java.nio.file.Path;

/** The store's contract on SQLite, the default database: a file created on first use. */
class SqliteStoreTest extends StoreContract {
    @Override
    DatabaseLocation newDatabase(Path scratch) {
        return DatabaseLocation.sqlite(scratch.resolve("results").resolve(DatabaseLocation.DEFAULT_FILE));
    }
}
