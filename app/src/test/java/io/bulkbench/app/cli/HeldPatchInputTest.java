package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.testing.GitCheckout;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code patch --board} and {@code --all}, and {@code site --tree}, given bad input: one line, exit 2, nothing written. */
class HeldPatchInputTest {

    private static Path tree(Path dir) throws Exception {
        Path tree = Files.createDirectories(dir.resolve("linux"));
        GitCheckout.git(tree, "init", "-q", "-b", "master");
        Files.writeString(tree.resolve("README"), "Linux\n");
        GitCheckout.git(tree, "add", "-A");
        GitCheckout.git(tree, "-c", "user.name=A", "-c", "user.email=a@example.org", "commit", "-q", "-m", "Linux");
        return tree;
    }

    private static void refused(CliRun run, String says) {
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err().strip().lines()).hasSize(1);
        assertThat(run.err()).contains(says).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void oneOfRunFolderBoardAndAllIsGiven(@TempDir Path dir) throws Exception {
        String tree = tree(dir).toString();
        refused(CliRun.of("patch", "--tree", tree), "nothing to patch: give RUN_DIR");
        refused(CliRun.of("patch", "--board", "b", "--all", "--tree", tree), "give only one of them");
        refused(CliRun.of("patch", dir.toString(), "--tree", tree), "patch RUN_DIR needs --defconfig PATH");
        refused(
                CliRun.of("patch", "--board", "b", "--allow-undecided", "--tree", tree),
                "--allow-undecided goes with RUN_DIR");
        refused(
                CliRun.of("patch", "--all", "--allow-undecided", "--tree", tree),
                "--allow-undecided goes with RUN_DIR");
    }

    @Test
    void heldNightsOutsideTheirRangeAreRefusedNamingTheFlag(@TempDir Path dir) throws Exception {
        refused(
                CliRun.of("patch", "--all", "--tree", tree(dir).toString(), "--held-nights", "1"),
                "--held-nights 1 is outside 2 to 50");
        refused(
                CliRun.of("site", "--out", dir.resolve("site").toString(), "--held-nights", "51"),
                "--held-nights 51 is outside 2 to 50");
    }

    @Test
    void configsThatAreNoFolderOrNameABadDefconfigAreRefused(@TempDir Path dir) throws Exception {
        String tree = tree(dir).toString();
        String db = "jdbc:sqlite:" + dir.resolve("lab.db");
        refused(
                CliRun.of(
                        "patch",
                        "--all",
                        "--tree",
                        tree,
                        "--db",
                        db,
                        "--configs",
                        dir.resolve("none").toString()),
                "--configs " + dir.resolve("none") + " is not a folder");
        Path configs = Files.createDirectories(dir.resolve("boards"));
        Files.writeString(configs.resolve("b.yaml"), "board: b\ndefconfig: ../outside_defconfig\n");
        refused(
                CliRun.of("patch", "--all", "--tree", tree, "--db", db, "--configs", configs.toString()),
                "b.yaml: defconfig '../outside_defconfig' is not a path inside the tree");
        refused(
                CliRun.of(
                        "site",
                        "--out",
                        dir.resolve("site").toString(),
                        "--db",
                        db,
                        "--tree",
                        tree,
                        "--configs",
                        configs.toString()),
                "is not a path inside the tree");
        assertThat(dir.resolve("site")).doesNotExist();
        Files.writeString(configs.resolve("b.yaml"), "board: b\ndefconfig: arch/arm64/configs/none_defconfig\n");
        refused(
                CliRun.of("patch", "--all", "--tree", tree, "--db", db, "--configs", configs.toString()),
                "defconfig arch/arm64/configs/none_defconfig is no file of");
    }

    @Test
    void patchAllRefusesTheFlagsOfOneBoard(@TempDir Path dir) throws Exception {
        refused(
                CliRun.of("patch", "--all", "--tree", tree(dir).toString(), "--mode", "copy"),
                "patch --all takes each board's defconfig from --configs");
    }
}
