package io.bulkbench.history;

import java.nio.file.Path;

/** The night before judged from the database as from the run folders, on SQLite. */
class NightBeforeTest extends NightBeforeContract {
    @Override
    DatabaseLocation newDatabase(Path scratch) {
        return DatabaseLocation.sqlite(scratch.resolve("results").resolve(DatabaseLocation.DEFAULT_FILE));
    }
}
