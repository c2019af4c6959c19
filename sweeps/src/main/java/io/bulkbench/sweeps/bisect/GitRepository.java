package io.bulkbench.sweeps.bisect;

import io.bulkbench.core.BadInputException;
import io.bulkbench.sweeps.git.GitProcess;
import io.bulkbench.sweeps.git.GitProcess.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
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

    /**
     * Checks {@code commit} out, detached, in a new linked worktree at {@code folder},
     * replacing one of this repository's left there by a bisect that was stopped.
     */
    public void addWorktree(Path folder, String commit) throws IOException {
        requireWorktreeOrNothing(folder);
        removeWorktree(folder);
        Result r = query("worktree", "add", "--detach", "--force", folder.toString(), commit);
        if (r.code() != 0) {
            throw new IOException("git worktree add " + folder + " " + commit + " failed: "
                    + r.out().strip());
        }
    }

    /**
     * Refuses {@code folder} when something is there that is not a linked worktree of this
     * repository (a folder, a file or a link of the person's), which making the worktree
     * would have removed: bisect removes only worktrees it made.
     */
    public void requireWorktreeOrNothing(Path folder) {
        if (Files.exists(folder, LinkOption.NOFOLLOW_LINKS) && !isLinkedWorktree(folder)) {
            throw new BadInputException(folder + " is there already and is not a worktree a bisect of " + dir
                    + " made; bisect checks commits out there and would remove it, so move it away or give another"
                    + " --out");
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

    /**
     * Removes the worktree at {@code folder} if it is one of this repository's linked
     * worktrees, and git's record of any worktree whose folder is gone; anything else at
     * {@code folder} is left as it is.
     */
    public void removeWorktree(Path folder) throws IOException {
        if (isLinkedWorktree(folder)) {
            query("worktree", "remove", "--force", "--force", folder.toString());
            if (Files.exists(folder)) {
                GitProcess.removeFolder(folder);
            }
        }
        query("worktree", "prune");
    }

    /** Whether {@code folder} (not a link) is one of this repository's linked worktrees, as git lists them. */
    private boolean isLinkedWorktree(Path folder) {
        if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        Result r = query("worktree", "list", "--porcelain");
        if (r.code() != 0) {
            return false;
        }
        List<String> listed = r.out()
                .lines()
                .filter(line -> line.startsWith("worktree "))
                .map(line -> line.substring("worktree ".length()))
                .toList();
        // The first is the main working tree, the person's checkout: never one bisect made.
        for (String worktree : listed.subList(Math.min(1, listed.size()), listed.size())) {
            if (sameFolder(Path.of(worktree), folder)) {
                return true;
            }
        }
        return false;
    }

    private static boolean sameFolder(Path a, Path b) {
        try {
            return Files.isSameFile(a, b);
        } catch (IOException e) {
            return false;
        }
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
