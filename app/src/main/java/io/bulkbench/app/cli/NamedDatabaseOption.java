package io.bulkbench.app.cli;

import io.bulkbench.history.DatabaseLocation;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * {@code --db URL} of a command whose answer is whole without a database ({@code bisect},
 * {@code explain}): it records only into a database someone named, never into the default
 * one, so its help names no default file.
 */
final class NamedDatabaseOption {
    @Option(
            names = "--db",
            paramLabel = "URL",
            description = "Also record the result in this results database: " + DatabaseOption.URLS + " (default: $"
                    + DatabaseLocation.ENVIRONMENT + "; with neither, nothing is recorded).")
    private String url;

    Optional<String> url() {
        return Optional.ofNullable(url);
    }
}
