package io.bulkbench.app.cli;

import java.nio.file.Path;

/** {@link HeldDefaultsLab} on a SQLite file. */
class HeldDefaultsLabSqliteIT extends HeldDefaultsLab {
    @Override
    String newDatabase(Path dir) {
        return "jdbc:sqlite:" + dir.resolve("lab.db");
    }
}
