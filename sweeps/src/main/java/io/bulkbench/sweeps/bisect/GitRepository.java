package io.bulkbench.sweeps.bisect;

import io.bulkbench.core.BadInputException;
import io.bulkbench.sweeps.git.GitProcess;
import io.bulkbench.sweeps.git.GitProcess.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The user's repository as a bisect sees it, through git itself ({@code git -C DIR ...} in
 * a child process): commits are looked up, listed and described, and each is checked out
 * in a linked worktree of its own folder ({@code git worktree add --detach}), so the
 * user's working tree, index and HEAD are never touched. Removing the worktree also
 * prunes git's record of it. git runs through {@link GitProcess}.
 */
public final class GitRepository {
    private final Path dir;
    private final String git;

    private GitRepository(Path dir, String git) {
        this.dir = dir;
        this.git = git;
    }

    /**
     * The repository at {@code dir}, refused in one sentence when git is missing, {@code dir}
     * is no repository, or git will not read it (another user's, not named safe).
     */
    public static GitRepository open(Path dir) {
        return open(dir, "git");
    }

    static GitRepository open(Path dir, String git) {
        try {
            Result version = run(List.of(git, "--version"), Path.of("."));
            if (version.code() != 0) {
                throw new BadInputException("'" + git + " --version' exited " + version.code()
                        + "; bisect runs git, so install a working git");
            }
        } catch (IOException e) {
            throw new BadInputException("git is not installed (no '" + git + "' on PATH); install git to bisect");
        }
        if (!Files.isDirectory(dir)) {
            throw new BadInputException("--repo " + dir + " is not a folder; give the folder of a git repository");
        }
        GitRepository repo = new GitRepository(dir.toAbsolutePath().normalize(), git);
        Result top = repo.query("rev-parse", "--git-dir");
        if (top.code() != 0) {
            throw top.untrustedRepository()
                    .map(path -> GitProcess.untrusted("--repo " + dir, repo.dir, path))
                    .orElseGet(() -> new BadInputException("--repo " + dir
                            + " is not a git repository; give the folder of a git checkout (git init or clone)"));
        }
        return repo;
    }

    public Path dir() {
        return dir;
    }

    /** The top folder of the user's working tree, absolute. */
    public Path workingTree() {
        Result r = query("rev-parse", "--show-toplevel");
        return r.code() == 0 ? Path.of(r.out().strip()).toAbsolutePath().normalize() : dir;
    }

    /** The full SHA of a revision, refused with the revision's flag named when git knows no such commit. */
    public String commit(String rev, String flag) {
        if (rev.isBlank() || rev.startsWith("-")) {
            throw new BadInputException(flag + " '" + rev + "' is not a revision; give a commit such as v1.2 or a SHA");
        }
        Result r = query("rev-parse", "--verify", "--quiet", rev + "^{commit}");
        if (r.code() != 0) {
            throw new BadInputException(flag + " '" + rev + "' is no commit of " + dir
                    + "; give a SHA, tag or branch that 'git log' shows there");
        }
        return r.out().strip();
    }

    /** Whether {@code ancestor} is reachable from {@code commit} ({@code git merge-base --is-ancestor}). */
    public boolean isAncestor(String ancestor, String commit) {
        return query("merge-base", "--is-ancestor", ancestor, commit).code() == 0;
    }

    /** The first-parent commits after {@code good} up to {@code bad}, oldest first; the last is {@code bad}. */
    public List<String> firstParentCommits(String good, String bad) {
        Result r = query("rev-list", "--first-parent", "--reverse", good + ".." + bad);
        if (r.code() != 0) {
            throw new IllegalStateException("git rev-list failed in " + dir + ": " + r.out());
        }
        return Arrays.stream(r.out().split("\n")).filter(s -> !s.isBlank()).toList();
    }

    /** The first line of a commit's message. */
    public String subject(String commit) {
        return query("log", "-1", "--format=%s", commit).out().strip();
    }

    /** Checks {@code commit} out, detached, in a new linked worktree at {@code folder} (replacing one left there). */
    public void addWorktree(Path folder, String commit) throws IOException {
        removeWorktree(folder);
        Result r = query("worktree", "add", "--detach", "--force", folder.toString(), commit);
        if (r.code() != 0) {
            throw new IOException("git worktree add " + folder + " " + commit + " failed: "
                    + r.out().strip());
        }
    }

    /** Checks {@code commit} out, detached, in the worktree at {@code folder}, leaving untracked build output there. */
    public void checkout(Path folder, String commit) throws IOException {
        Result r =
                run(List.of(git, "-C", folder.toString(), "checkout", "--quiet", "--detach", "--force", commit), dir);
        if (r.code() != 0) {
            throw new IOException("git checkout " + commit + " in " + folder + " failed: "
                    + r.out().strip());
        }
    }

    /** Removes the worktree at {@code folder} if there is one, and git's record of any worktree whose folder is gone. */
    public void removeWorktree(Path folder) throws IOException {
        if (Files.exists(folder)) {
            query("worktree", "remove", "--force", "--force", folder.toString());
            if (Files.exists(folder)) {
                GitProcess.removeFolder(folder);
            }
        }
        query("worktree", "prune");
    }

    private Result query(String... args) {
        List<String> command = new ArrayList<>(List.of(git, "-C", dir.toString()));
        command.addAll(List.of(args));
        try {
            return run(command, dir);
        } catch (IOException e) {
            throw new IllegalStateException("git could not be run: " + e.getMessage(), e);
        }
    }

    private static Result run(List<String> command, Path cwd) throws IOException {
        return GitProcess.run(command, cwd);
    }
}
