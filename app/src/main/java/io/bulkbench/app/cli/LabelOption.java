package io.bulkbench.app.cli;

import java.util.Optional;
import picocli.CommandLine.Option;

/** {@code --label TEXT}: free text recorded with a new run, e.g. the board's kernel or firmware revision. */
final class LabelOption {
    @Option(
            names = "--label",
            paramLabel = "TEXT",
            description = "Free text recorded with the run, e.g. the board's kernel or firmware revision.")
    private String label;

    Optional<String> label() {
        return Optional.ofNullable(label);
    }
}
