package io.bulkbench.app.cli;

import io.bulkbench.analysis.trend.RunInfo;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * {@code --label TEXT}: free text recorded with a new run, e.g. the board's kernel or
 * firmware revision. Checked as it is parsed, so a bad one is refused before any folder is made.
 */
final class LabelOption {
    private String label;

    @Option(
            names = "--label",
            paramLabel = "TEXT",
            description = "Free text recorded with the run, e.g. the board's kernel or firmware revision.")
    void label(String text) {
        RunInfo.label(text, "--label");
        this.label = text;
    }

    Optional<String> label() {
        return Optional.ofNullable(label);
    }
}
