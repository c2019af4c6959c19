package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.testing.FirmwareRepo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@code bisect} refuses before it builds anything: one line on stderr naming the
 * value and the fix, exit 2, no run folder, and the user's checkout as it was.
 */
class BisectBadInputTest {
    @TempDir
    Path dir;

    private FirmwareRepo repo;
    private String before;

    @BeforeEach
    void repository() throws Exception {
        repo = FirmwareRepo.create(
                dir.resolve("fw"), dir.resolve("installed/board.yaml"), new int[] {15, 15, 45}, List.of());
        before = repo.checkoutState();
    }

    private List<String> args(String repoDir, String good, String bad, String build, String... more) {
        List<String> args = repo.bisect(repoDir, good, bad, build, dir.resolve("run"));
        args.addAll(List.of(more));
        return args;
    }

    private void refused(List<String> args, String... fragments) throws Exception {
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(2);
        assertThat(run.errLines()).hasSize(1);
        assertThat(run.errLines()[0]).startsWith("bulkbench bisect: ").contains(fragments);
        assertThat(dir.resolve("run")).doesNotExist();
        assertThat(repo.checkoutState()).isEqualTo(before);
    }

    @Test
    void aRepositoryThatIsNotThere() throws Exception {
        refused(
                args(dir.resolve("nowhere").toString(), "HEAD~2", "HEAD", "true"),
                "--repo " + dir.resolve("nowhere") + " is not a folder");
    }

    @Test
    void aFolderThatIsNoRepository() throws Exception {
        Files.createDirectories(dir.resolve("plain"));
        refused(args(dir.resolve("plain").toString(), "HEAD~2", "HEAD", "true"), "is not a git repository");
    }

    @Test
    void anUnknownRevision() throws Exception {
        refused(args(repo.dir().toString(), "v9.9", "HEAD", "true"), "--good 'v9.9' is no commit of");
    }

    @Test
    void aGoodEndThatIsNotAnAncestorOfTheBadOne() throws Exception {
        refused(
                args(repo.dir().toString(), repo.commit(2), repo.commit(0), "true"),
                "is not an ancestor of --bad",
                "git merge-base --is-ancestor");
    }

    @Test
    void theSameCommitAtBothEnds() throws Exception {
        refused(args(repo.dir().toString(), "HEAD", repo.commit(2), "true"), "are the same commit");
    }

    @Test
    void aBuildProgramThatIsNotOnPath() throws Exception {
        refused(
                args(repo.dir().toString(), "HEAD~2", "HEAD", "no-such-flash-tool --board x"),
                "--build's program 'no-such-flash-tool' is not on PATH");
    }

    @Test
    void aBuildProgramPathThatIsNotExecutable() throws Exception {
        Path script = Files.writeString(dir.resolve("flash.sh"), "echo\n");
        refused(
                args(repo.dir().toString(), "HEAD~2", "HEAD", script + " now"),
                "--build's program '" + script + "' is not an executable file");
    }

    @Test
    void moreThanEightPointsWithoutSayingSo() throws Exception {
        List<String> args = new ArrayList<>(args(repo.dir().toString(), "HEAD~2", "HEAD", "true"));
        args.set(args.indexOf("--buffers") + 1, "1..16+1");
        refused(args, "a bisect of 16 points", "--allow-large-plan");
    }

    @Test
    void aThresholdOutsideItsRange() throws Exception {
        refused(args(repo.dir().toString(), "HEAD~2", "HEAD", "true", "--threshold", "0"), "--threshold");
    }

    @Test
    void fewerRepeatsThanTheFirstMeasurementsOfASide() throws Exception {
        refused(args(repo.dir().toString(), "HEAD~2", "HEAD", "true", "--max-repeats", "3"), "--max-repeats 3");
    }

    @Test
    void aRunFolderWithoutARegressionToBisect() throws Exception {
        Path run = Files.createDirectories(dir.resolve("night"));
        List<String> args = new ArrayList<>(List.of(
                "bisect",
                "--repo",
                repo.dir().toString(),
                "--good",
                "HEAD~2",
                "--bad",
                "HEAD",
                "--build",
                "true",
                "--from",
                run.toString(),
                "--out",
                dir.resolve("run").toString()));
        refused(args, "--from " + run + " has no compare.csv");
    }

    @Test
    void aRunFolderInsideTheCheckout() throws Exception {
        List<String> args = args(repo.dir().toString(), "HEAD~2", "HEAD", "true");
        args.set(args.indexOf("--out") + 1, repo.dir().resolve("bisect-run").toString());
        refused(args, "would lie inside " + repo.dir(), "give --out outside it");
        assertThat(repo.dir().resolve("bisect-run")).doesNotExist();
    }
}
