package io.bulkbench.history;

import java.nio.file.Path;

/** Recorded runs' reports read back from SQLite, the default database. */
class RecordedReportsTest extends RecordedReportsContract {
    @Override
    DatabaseLocation newDatabase(Path scratch) {
        return DatabaseLocation.sqlite(scratch.resolve("results").resolve(DatabaseLocation.DEFAULT_FILE));
    }
}
