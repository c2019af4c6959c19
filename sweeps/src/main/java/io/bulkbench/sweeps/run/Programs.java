package io.bulkbench.sweeps.run;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Whether a program named by a user (a board's setup command, a bisect's build command) is
 * there to run, checked before anything starts: a path must be an executable file, a bare
 * name an executable in a folder of PATH.
 */
public final class Programs {
    private Programs() {}

    /**
     * Why {@code program} cannot be run, or empty when it can: {@code path} is the PATH
     * variable's text, searched for a name without a slash.
     */
    public static Optional<String> problem(String program, String path) {
        if (program.contains("/")) {
            Path file = Path.of(program);
            if (!Files.isRegularFile(file) || !Files.isExecutable(file)) {
                return Optional.of(Files.exists(file) ? "is not an executable file" : "does not exist");
            }
            return Optional.empty();
        }
        return find(program, path).isPresent()
                ? Optional.empty()
                : Optional.of("is not on PATH (no executable of that name)");
    }

    /** The executable {@code name} (no slash) in the first folder of {@code path} (PATH's text) that has one. */
    public static Optional<Path> find(String name, String path) {
        for (String folder : path.split(":")) {
            Path candidate = Path.of(folder.isEmpty() ? "." : folder, name);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
