package io.bulkbench.app.cli;

import io.bulkbench.sweeps.run.ResultsLayout;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --results}: the results root holding BOARD/RUN-ID folders, for {@code nightly} and {@code site}. */
final class ResultsOption {

    @Option(
            names = "--results",
            paramLabel = "DIR",
            defaultValue = ResultsLayout.DEFAULT_ROOT_NAME,
            description = "The results root holding BOARD/RUN-ID folders (default ${DEFAULT-VALUE}).")
    private Path root;

    Path root() {
        return root;
    }
}
