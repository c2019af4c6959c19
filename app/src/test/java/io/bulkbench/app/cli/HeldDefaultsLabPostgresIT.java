package io.bulkbench.app.cli;

import io.bulkbench.testing.TestPostgres;
import java.nio.file.Path;

/** {@link HeldDefaultsLab} on a PostgreSQL server the test starts. */
class HeldDefaultsLabPostgresIT extends HeldDefaultsLab {
    @Override
    String newDatabase(Path dir) throws Exception {
        return TestPostgres.server().newDatabase();
    }
}
