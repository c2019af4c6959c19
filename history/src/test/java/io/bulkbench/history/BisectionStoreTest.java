package io.bulkbench.history;

import java.nio.file.Path;

/** The bisection store's contract on SQLite, the default database. */
class BisectionStoreTest extends BisectionStoreContract {
    @Override
    DatabaseLocation newDatabase(Path scratch) {
        return DatabaseLocation.sqlite(scratch.resolve("results").resolve(DatabaseLocation.DEFAULT_FILE));
    }
}
