package io.bulkbench.app.cli;

import io.bulkbench.sweeps.plan.BoardConfig;
import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * {@code --config BOARD.yaml} of a command that plans points from flags or a board config
 * ({@code sweep}, {@code predict}): the flags given win over the file.
 */
final class BoardConfigOption {

    @Option(
            names = "--config",
            paramLabel = "BOARD.yaml",
            description = "Board config with the plan; flags given here win over it.")
    private Path path;

    /** The path given, if any. */
    Optional<Path> path() {
        return Optional.ofNullable(path);
    }

    /** The board config given, read, if any. */
    Optional<BoardConfig> load() {
        return path().map(BoardConfig::load);
    }
}
