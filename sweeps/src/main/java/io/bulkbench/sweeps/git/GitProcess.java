package io.bulkbench.sweeps.git;

import io.bulkbench.core.BadInputException;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * git itself, run as a program in a child process: the one place that starts it, for
 * bisect's worktrees and patch's commit. Its standard error is joined to its output, so a
 * failure's message comes back with its code; a git that hangs (a lock, a prompt) is
 * stopped after {@link #QUERY_SECONDS}. Its refusal of another user's repository is read
 * here too, for bisect and patch alike ({@link #untrusted}).
 */
public final class GitProcess {
    /** A query that takes longer than this is a git that hangs (a lock, a prompt). */
    public static final long QUERY_SECONDS = 120;

    private GitProcess() {}

    /** What a git command printed (stderr joined to stdout), as bytes, and its exit code. */
    public record Result(int code, byte[] bytes) {
        public boolean ok() {
            return code == 0;
        }

        /** The output as text; a byte that is not UTF-8 is shown as U+FFFD. */
        public String out() {
            return new String(bytes, StandardCharsets.UTF_8);
        }

        /**
         * When git refused the repository because another user owns it ("detected dubious
         * ownership"), the path git's safe.directory would have to name; else empty.
         */
        public Optional<String> untrustedRepository() {
            String text = out();
            if (!text.contains("dubious ownership")) {
                return Optional.empty();
            }
            return text.lines()
                    .map(String::strip)
                    .filter(l -> l.startsWith(SAFE_DIRECTORY_FIX))
                    .map(l -> l.substring(SAFE_DIRECTORY_FIX.length()).strip())
                    .findFirst()
                    .or(() -> Optional.of(""));
        }
    }

    /** How git's own message says to trust a repository, followed by its path. */
    private static final String SAFE_DIRECTORY_FIX = "git config --global --add safe.directory ";

    /**
     * The one sentence for a repository git will not read because another user owns it:
     * {@code given} says what was given (the flag and the folder), {@code path} is the folder
     * git's safe.directory setting must name ({@link Result#untrustedRepository}).
     */
    public static BadInputException untrusted(String given, Path dir, String path) {
        String trusted = path.isEmpty() ? dir.toString() : path;
        return new BadInputException(given + " belongs to another user, and git reads such a repository only when"
                + " its safe.directory setting names it; if you trust that user, run: " + SAFE_DIRECTORY_FIX + trusted
                + " (or run bulkbench as the repository's owner)");
    }

    /** Runs {@code command} in {@code cwd} with nothing on its standard input. */
    public static Result run(List<String> command, Path cwd) throws IOException {
        return run(command, cwd, Map.of(), null);
    }

    /**
     * Runs {@code command} in {@code cwd} with {@code env} added to the environment and
     * {@code input} (when not null) written to its standard input.
     */
    public static Result run(List<String> command, Path cwd, Map<String, String> env, String input) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(new ArrayList<>(command))
                .directory(cwd.toFile())
                .redirectErrorStream(true);
        builder.environment().putAll(env);
        Process p = builder.start();
        // The output is drained while the input is written, so neither pipe fills and blocks the other.
        CompletableFuture<byte[]> out = CompletableFuture.supplyAsync(() -> {
            try {
                return p.getInputStream().readAllBytes();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        try (OutputStream stdin = p.getOutputStream()) {
            if (input != null) {
                stdin.write(input.getBytes(StandardCharsets.UTF_8));
            }
        }
        try {
            if (!p.waitFor(QUERY_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IOException(String.join(" ", command) + " did not finish in " + QUERY_SECONDS + " s");
            }
            return new Result(p.exitValue(), out.join());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            p.destroyForcibly();
            throw new IOException("interrupted while running " + String.join(" ", command), e);
        }
    }

    /** Removes a folder git made (a worktree, a clone) with everything in it; nothing when it is gone already. */
    public static void removeFolder(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (var paths = Files.walk(folder)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
