package io.bulkbench.app.cli;

import java.nio.file.Path;

/** {@link OneVerdictLab} on a SQLite file. */
class OneVerdictLabSqliteIT extends OneVerdictLab {
    @Override
    String newDatabase(Path dir) {
        return "jdbc:sqlite:" + dir.resolve("lab.db");
    }
}
