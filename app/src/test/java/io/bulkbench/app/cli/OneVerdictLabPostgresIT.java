package io.bulkbench.app.cli;

import io.bulkbench.testing.TestPostgres;
import java.nio.file.Path;

/** {@link OneVerdictLab} on a PostgreSQL server the test starts. */
class OneVerdictLabPostgresIT extends OneVerdictLab {
    @Override
    String newDatabase(Path dir) throws Exception {
        return TestPostgres.server().newDatabase();
    }
}
