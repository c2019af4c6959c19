package io.bulkbench.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

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

    /** What a bisect must leave as it was: HEAD, the status, the worktrees and every file's hash. */
    public String checkoutState() throws IOException, InterruptedException {
        return GitCheckout.state(dir);
    }

    /** Runs git in the repository with a fixed author; returns its output. */
    public String git(String... args) throws IOException, InterruptedException {
        return GitCheckout.git(dir, args);
    }
}
