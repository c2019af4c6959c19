package io.bulkbench.app.cli;

import io.bulkbench.history.DatabaseLocation;
import java.util.Optional;
import picocli.CommandLine.Option;

/** {@code --db URL}: the results database, for every command that records or reads runs. */
final class DatabaseOption {
    /** The URLs a results database is named by, as every {@code --db} help says them. */
    static final String URLS = "jdbc:sqlite:FILE or jdbc:postgresql://HOST/DB";

    @Option(
            names = "--db",
            paramLabel = "URL",
            description = "Results database: " + URLS + " (default: $" + DatabaseLocation.ENVIRONMENT
                    + ", else results/" + DatabaseLocation.DEFAULT_FILE + ").")
    private String url;

    Optional<String> url() {
        return Optional.ofNullable(url);
    }
}
