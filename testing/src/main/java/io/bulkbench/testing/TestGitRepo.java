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
 * A git repository a test builds commit by commit with git itself (a fixed author, no
 * signing): each commit takes the working tree as the test left it, its SHA is kept by
 * index, and {@link #checkoutState()} is what a bisect must leave as it was.
 */
public final class TestGitRepo {
    private final Path dir;
    private final List<String> commits = new ArrayList<>();

    private TestGitRepo(Path dir) {
        this.dir = dir;
    }

    /** A new repository at {@code dir} (created if missing) on branch {@code main}, with no commit yet. */
    public static TestGitRepo init(Path dir) throws IOException, InterruptedException {
        Files.createDirectories(dir);
        TestGitRepo repo = new TestGitRepo(dir);
        repo.git("init", "-q", "-b", "main");
        return repo;
    }

    /** Commits every change in the working tree (new and deleted files too); returns the new commit's SHA. */
    public String commitAll(String subject) throws IOException, InterruptedException {
        git("add", "-A");
        git("commit", "-q", "-m", subject);
        String sha = git("rev-parse", "HEAD").strip();
        commits.add(sha);
        return sha;
    }

    public Path dir() {
        return dir;
    }

    /** The SHA of the commit made {@code index}-th, from 0. */
    public String commit(int index) {
        return commits.get(index);
    }

    /** What a bisect must leave as it was: HEAD, the status, and every file's hash in the working tree. */
    public String checkoutState() throws IOException, InterruptedException {
        StringBuilder state = new StringBuilder();
        state.append("HEAD ").append(git("rev-parse", "HEAD"));
        state.append("status ").append(git("status", "--porcelain", "--untracked-files=all"));
        state.append("worktrees ").append(git("worktree", "list", "--porcelain"));
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

    /** Runs git in the repository with a fixed author; returns its output. */
    public String git(String... args) throws IOException, InterruptedException {
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
