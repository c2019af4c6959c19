package io.bulkbench.sweeps.bisect;

import io.bulkbench.core.BadInputException;
import io.bulkbench.reports.WriteTarget;
import io.bulkbench.sweeps.run.ChildProcess;
import io.bulkbench.sweeps.run.Programs;
import io.bulkbench.sweeps.run.StopRequest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * The user's build step of a bisect: {@code sh -c CMD} in the commit's worktree, with
 * {@value #COMMIT_VARIABLE} set to the commit's SHA, its output (stderr joined) into a log
 * file of its own. As with {@code git bisect run}, exit 0 means measure the commit, 125
 * means it cannot be tested (skip it), anything else stops the bisect. A stop request
 * (Ctrl-C, SIGTERM) ends the build and every process it started; a build that died of
 * Ctrl-C itself (exit 130) is that stop too ({@link StopRequest#childInterrupted}).
 */
public record BuildCommand(String command) {
    public static final String COMMIT_VARIABLE = "BULKBENCH_BISECT_COMMIT";
    /** The exit code by which a build says its commit cannot be tested, as {@code git bisect run} reads it. */
    public static final int SKIP_CODE = 125;

    /** A first word that is a program's name or path, not shell syntax (an assignment, a subshell, a quote). */
    private static final Pattern PLAIN_WORD = Pattern.compile("[A-Za-z0-9_./+-]+");
    /** Words the shell runs itself: no file to look for. */
    private static final Set<String> SHELL_WORDS = Set.of(
            ".", ":", "[", "cd", "command", "eval", "exec", "exit", "export", "false", "for", "if", "set", "test",
            "true", "umask", "unset", "while", "case", "until", "{", "!");

    /** How a build ended. */
    public enum End {
        BUILT,
        SKIP,
        FAILED,
        STOPPED
    }

    /** The end of a build and the exit code it had (-1 when stopped before it ended). */
    public record Outcome(End end, int exitCode) {}

    public BuildCommand {
        if (command.isBlank()) {
            throw new BadInputException("--build is empty; give the command that builds and installs a commit,"
                    + " e.g. --build 'make && make flash'");
        }
    }

    /**
     * Refuses a command whose first word names a program that is not there: an absolute
     * path that is no executable file, or a name on no folder of {@code path}. A relative
     * path ({@code ./build.sh}) lives in the commit's tree and is left to the build.
     */
    public void requireProgram(String path) {
        String first = command.strip().split("\\s+")[0];
        if (!PLAIN_WORD.matcher(first).matches() || SHELL_WORDS.contains(first)) {
            return;
        }
        if (first.contains("/") && !first.startsWith("/")) {
            return;
        }
        Programs.problem(first, path).ifPresent(problem -> {
            throw new BadInputException("--build's program '" + first + "' " + problem
                    + "; install it, or give its full path as the first word of --build");
        });
    }

    /** Builds the commit checked out in {@code worktree}; the output goes to {@code log}. */
    public Outcome run(Path worktree, String commit, Path log, StopRequest stop) throws IOException {
        Files.createDirectories(WriteTarget.requireNoLink(log.toAbsolutePath().getParent()));
        WriteTarget.requirePlain(log);
        ProcessBuilder builder = new ProcessBuilder(List.of("sh", "-c", command))
                .directory(worktree.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()));
        builder.environment().put(COMMIT_VARIABLE, commit);
        Process process = builder.start();
        try {
            while (!process.waitFor(100, TimeUnit.MILLISECONDS)) {
                if (stop.isRequested()) {
                    ChildProcess.stop(process);
                    return new Outcome(End.STOPPED, -1);
                }
            }
        } catch (InterruptedException e) {
            ChildProcess.stop(process);
            Thread.currentThread().interrupt();
            return new Outcome(End.STOPPED, -1);
        }
        int code = process.exitValue();
        if (stop.childInterrupted(code)) {
            return new Outcome(End.STOPPED, code);
        }
        return new Outcome(code == 0 ? End.BUILT : code == SKIP_CODE ? End.SKIP : End.FAILED, code);
    }
}
