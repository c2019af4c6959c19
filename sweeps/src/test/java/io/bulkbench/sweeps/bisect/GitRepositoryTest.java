package io.bulkbench.sweeps.bisect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.BadInputException;
import io.bulkbench.testing.FirmwareRepo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The repository through git itself: the first-parent list, subjects, and a worktree that leaves no trace. */
class GitRepositoryTest {

    @Test
    void withoutGitTheBisectIsRefusedInOneSentence(@TempDir Path dir) {
        assertThatThrownBy(() -> GitRepository.open(dir, "no-such-git-binary"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("git is not installed (no 'no-such-git-binary' on PATH); install git to bisect");
    }

    @Test
    void listsTheFirstParentCommitsAfterTheGoodEndOldestFirst(@TempDir Path dir) throws Exception {
        FirmwareRepo fw = FirmwareRepo.create(
                dir.resolve("fw"), dir.resolve("installed.yaml"), new int[] {15, 16, 17, 18}, List.of());
        // a side branch merged into main: its commit is not on the first-parent path
        fw.git("checkout", "-q", "-b", "side", fw.commit(1));
        fw.git("commit", "-q", "--allow-empty", "-m", "side work");
        fw.git("checkout", "-q", "main");
        fw.git("merge", "-q", "--no-ff", "-m", "merge side", "side");
        String merge = fw.git("rev-parse", "HEAD").strip();
        GitRepository repo = GitRepository.open(fw.dir());

        assertThat(repo.firstParentCommits(fw.commit(0), merge))
                .containsExactly(fw.commit(1), fw.commit(2), fw.commit(3), merge);
        assertThat(repo.subject(fw.commit(2))).isEqualTo("step 2: per-request cost 17 us");
        assertThat(repo.isAncestor(fw.commit(0), merge)).isTrue();
        assertThat(repo.isAncestor(merge, fw.commit(0))).isFalse();
    }

    @Test
    void aWorktreeComesAndGoesWithoutTouchingTheCheckout(@TempDir Path dir) throws Exception {
        FirmwareRepo fw = FirmwareRepo.create(
                dir.resolve("fw"), dir.resolve("installed.yaml"), new int[] {15, 16, 17}, List.of());
        String before = fw.checkoutState();
        GitRepository repo = GitRepository.open(fw.dir());
        Path tree = dir.resolve("run/worktree");

        repo.addWorktree(tree, fw.commit(0));
        assertThat(tree.resolve("board.yaml")).content().contains("per_request_us: 15");
        repo.checkout(tree, fw.commit(2));
        assertThat(tree.resolve("board.yaml")).content().contains("per_request_us: 17");
        repo.removeWorktree(tree);

        assertThat(tree).doesNotExist();
        assertThat(fw.checkoutState()).isEqualTo(before);
    }

    @Test
    void onlyAWorktreeOfTheRepositoryIsEverRemoved(@TempDir Path dir) throws Exception {
        FirmwareRepo fw =
                FirmwareRepo.create(dir.resolve("fw"), dir.resolve("installed.yaml"), new int[] {15, 16}, List.of());
        GitRepository repo = GitRepository.open(fw.dir());
        Path folder = Files.createDirectories(dir.resolve("run/worktree"));
        Files.writeString(folder.resolve("notes.txt"), "the person's");

        repo.removeWorktree(folder);
        assertThatThrownBy(() -> repo.addWorktree(folder, fw.commit(0)))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining(folder + " is there already and is not a worktree");
        repo.removeWorktree(fw.dir());

        assertThat(folder.resolve("notes.txt")).content().isEqualTo("the person's");
        assertThat(fw.dir().resolve("board.yaml")).exists();

        // A worktree a stopped bisect left is the repository's own: it is replaced, then removed.
        Path left = dir.resolve("stopped/worktree");
        repo.addWorktree(left, fw.commit(0));
        repo.addWorktree(left, fw.commit(1));
        assertThat(left.resolve("board.yaml")).content().contains("per_request_us: 16");
        repo.removeWorktree(left);
        assertThat(left).doesNotExist();
    }
}
