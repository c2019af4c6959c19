package io.bulkbench.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A git checkout a test made, and what a command that must not touch it has to leave as
 * it was: HEAD, the status, the worktrees and every file's hash.
 */
public final class GitCheckout {
    private GitCheckout() {}

    /** HEAD, the status, the worktrees, and every file's hash in the working tree. */
    public static String state(Path dir) throws IOException, InterruptedException {
        StringBuilder state = new StringBuilder();
        state.append("HEAD ").append(git(dir, "rev-parse", "HEAD"));
        state.append("status ").append(git(dir, "status", "--porcelain", "--untracked-files=all"));
        state.append("worktrees ").append(git(dir, "worktree", "list", "--porcelain"));
        try (var files = Files.walk(dir)) {
            for (Path f : files.filter(Files::isRegularFile)
                    .filter(f -> !dir.relativize(f).startsWith(".git"))
                    .sorted()
                    .toList()) {
                state.append(dir.relativize(f)).append(' ').append(sha256(f)).append('\n');
            }
        }
        return state.toString();
    }

    private static String sha256(Path file) throws IOException {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Runs git in {@code dir} with a fixed author; returns its output, or fails with it. */
    public static String git(Path dir, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                "git",
                "-c",
                "user.name=Test",
                "-c",
                "user.email=test@example.com",
                "-c",
                "commit.gpgsign=false",
                "-C",
                dir.toString()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IOException(String.join(" ", command) + " failed: " + out);
        }
        return out;
    }
}
