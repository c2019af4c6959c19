package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.Undecided;
import io.bulkbench.history.SyntheticRunFolders;
import io.bulkbench.history.SyntheticRuns;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.RecommendationsCsv;
import io.bulkbench.testing.GitCheckout;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bulkbench patch} with real git: a kernel-like tree made in a temporary folder, a
 * run folder written by the project's writers (and analysed by the command line), the
 * patch applied with {@code git am} in a clone, and the commit read back with git.
 */
class PatchCommandTest {
    static final String ARM64 = "arch/arm64/configs/defconfig";
    private static final String PLAIN = "arch/arm/configs/plain_defconfig";
    private static final String FSG = "CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS";
    /** A table row: buffer count, mean ± error, then its marks. */
    private static final Pattern ROW = Pattern.compile("^\\s+(\\d+)\\s+([0-9.]+) ± ([0-9.]+)\\s*(.*)$");

    /** A kernel-like tree: two defconfigs (one sets the symbol to 2, one lacks it) and the Kconfig that defines it. */
    static Path kernel(Path dir) throws Exception {
        Path tree = Files.createDirectories(dir.resolve("linux"));
        GitCheckout.git(tree, "init", "-q", "-b", "master");
        GitCheckout.git(tree, "config", "user.name", "Ada Tester");
        GitCheckout.git(tree, "config", "user.email", "ada@example.org");
        write(tree, ARM64, "CONFIG_USB=y\nCONFIG_USB_GADGET=y\n" + FSG + "=2\nCONFIG_ZRAM=m\n");
        write(tree, PLAIN, "CONFIG_USB=y\n# CONFIG_DEBUG_KERNEL is not set\n");
        write(
                tree,
                "drivers/usb/gadget/Kconfig",
                "config USB_GADGET_STORAGE_NUM_BUFFERS\n\tint \"Number of storage pipeline buffers\"\n"
                        + "\trange 2 4\n\tdefault 2\n\thelp\n\t  Usually 2 buffers are enough.\n");
        GitCheckout.git(tree, "add", "-A");
        GitCheckout.git(tree, "commit", "-q", "-m", "Linux 6.12");
        return tree;
    }

    private static void write(Path tree, String path, String text) throws Exception {
        Files.createDirectories(tree.resolve(path).getParent());
        Files.writeString(tree.resolve(path), text);
    }

    /** A run folder as a sweep and analyze leave it (SyntheticRuns: 8 buffers recommended in both copy modes). */
    static Path run(Path dir) throws Exception {
        return SyntheticRunFolders.writeFolder(
                dir.resolve("results/snowball").resolve(SyntheticRuns.runId(0)),
                SyntheticRuns.run("snowball", 0, new SplittableRandom(7)));
    }

    private static Path applied(Path dir, Path tree, Path patch) throws Exception {
        Path clone = dir.resolve("applied");
        GitCheckout.git(dir, "clone", "-q", tree.toString(), clone.toString());
        GitCheckout.git(clone, "am", "-q", patch.toString());
        return clone;
    }

    static Path patchFile(Path folder) throws Exception {
        try (var files = Files.list(folder)) {
            List<Path> patches =
                    files.filter(f -> f.toString().endsWith(".patch")).toList();
            assertThat(patches).hasSize(1);
            return patches.get(0);
        }
    }

    @Test
    void anUndecidedDefaultIsRefusedInOneLineThatNamesTheFlagThatOverrides(@TempDir Path dir) throws Exception {
        Path tree = kernel(dir);
        Path run = run(dir);
        Path table = run.resolve(RunFolder.RECOMMENDATIONS_CSV);
        List<Recommendation> open = RecommendationsCsv.read(table).stream()
                .map(r -> r.symbol().equals(FSG) ? r.asUndecided(new Undecided(List.of("4", "8"))) : r)
                .toList();
        RecommendationsCsv.write(open, List.of(), table);
        String before = GitCheckout.state(tree);

        CliRun refused = CliRun.of("patch", run.toString(), "--tree", tree.toString(), "--defconfig", ARM64);

        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.err().lines())
                .singleElement()
                .satisfies(line -> assertThat(line)
                        .contains(FSG + "=8 undecided: the simulator ran late at points that decide it")
                        .contains("give 4..8")
                        .contains("sweep again on a quieter machine")
                        .endsWith("or patch it all the same with --allow-undecided"));
        assertThat(GitCheckout.state(tree)).isEqualTo(before);
        try (var files = Files.list(run)) {
            assertThat(files.filter(f -> f.toString().endsWith(".patch"))).isEmpty();
        }

        CliRun allowed = CliRun.of(
                "patch", run.toString(), "--tree", tree.toString(), "--defconfig", ARM64, "--allow-undecided");

        assertThat(allowed.exitCode()).as(allowed.out() + allowed.err()).isZero();
        assertThat(allowed.err()).contains("patch: warning: " + FSG + "=8 is undecided: ");
        assertThat(patchFile(run)).content().contains("+" + FSG + "=8");
    }

    @Test
    void theSetSymbolIsReplacedAndGitAmAppliesTheMessageWithTheMeasuredTable(@TempDir Path dir) throws Exception {
        Path tree = kernel(dir);
        Path run = run(dir);
        String before = GitCheckout.state(tree);

        CliRun patch = CliRun.of("patch", run.toString(), "--tree", tree.toString(), "--defconfig", ARM64);

        assertThat(patch.exitCode()).as(patch.out() + patch.err()).isZero();
        assertThat(GitCheckout.state(tree)).isEqualTo(before);
        Path file = patchFile(run);
        assertThat(file.getFileName().toString()).startsWith("0001-arm64-defconfig-set-USB_GADGET_STORAGE_NUM_BUFFERS");
        assertThat(file).content().startsWith("From ").contains("\ndiff --git a/" + ARM64 + " b/" + ARM64 + "\nindex ");
        Path clone = applied(dir, tree, file);

        String subject = GitCheckout.git(clone, "log", "-1", "--format=%s").strip();
        String body = GitCheckout.git(clone, "log", "-1", "--format=%b");
        assertThat(subject).isEqualTo("arm64: defconfig: set USB_GADGET_STORAGE_NUM_BUFFERS to 8 for snowball");
        assertThat(subject.length()).isLessThanOrEqualTo(75);
        assertThat(body.lines()).allSatisfy(l -> assertThat(l.length()).as(l).isLessThanOrEqualTo(75));
        assertThat(GitCheckout.git(clone, "log", "-1", "--format=%an <%ae>").strip())
                .isEqualTo("Ada Tester <ada@example.org>");
        assertThat(body.replaceAll("\\s+", " "))
                .contains("The defconfig set it to 2.")
                .contains("Measured with bulkbench 0.1.0-SNAPSHOT, run " + SyntheticRuns.runId(0) + " on snowball.")
                .contains("smallest count within 95 % of the best")
                .contains("128 KiB of buffer memory")
                .doesNotContain("Signed-off-by");
        assertThat(GitCheckout.git(clone, "show", "HEAD:" + ARM64))
                .isEqualTo("CONFIG_USB=y\nCONFIG_USB_GADGET=y\n" + FSG + "=8\nCONFIG_ZRAM=m\n");

        // The table: in copy at 16 KiB, the recommended 8, its neighbours 4 and 16, and the current 2.
        List<long[]> rows = new ArrayList<>();
        for (String line : body.lines().toList()) {
            Matcher m = ROW.matcher(line);
            if (m.matches()) {
                long buffers = Long.parseLong(m.group(1));
                String[] csv = pointsRow(run, buffers);
                assertThat(Double.parseDouble(m.group(2)))
                        .as(line)
                        .isCloseTo(Double.parseDouble(csv[7]), within(halfUnit(m.group(2))));
                assertThat(Double.parseDouble(m.group(3)))
                        .as(line)
                        .isCloseTo(Double.parseDouble(csv[8]), within(halfUnit(m.group(3))));
                rows.add(new long[] {
                    buffers,
                    m.group(4).contains("recommended") ? 1 : 0,
                    m.group(4).contains("current") ? 1 : 0
                });
            }
        }
        assertThat(rows).extracting(r -> r[0]).containsExactly(2L, 4L, 8L, 16L);
        assertThat(rows).filteredOn(r -> r[1] == 1).extracting(r -> r[0]).containsExactly(8L);
        assertThat(rows).filteredOn(r -> r[2] == 1).extracting(r -> r[0]).containsExactly(2L);
    }

    /** points.csv's row of in, copy, 16 KiB at {@code buffers}, read with a plain split. */
    private static String[] pointsRow(Path run, long buffers) throws Exception {
        return Files.readAllLines(run.resolve("points.csv")).stream()
                .skip(1)
                .map(l -> l.split(",", -1))
                .filter(c -> c[2].equals("in")
                        && c[3].equals(Long.toString(buffers))
                        && c[4].equals("16384")
                        && c[5].equals("copy"))
                .findFirst()
                .orElseThrow();
    }

    /** Half the last printed decimal place: how far a correctly rounded figure may be from the exact one. */
    private static double halfUnit(String printed) {
        return new BigDecimal(printed).ulp().doubleValue() / 2 + 1e-12;
    }

    @Test
    void anOwnSymbolMappedToAKernelsIsAppendedWhereTheDefconfigLacksIt(@TempDir Path dir) throws Exception {
        Path tree = kernel(dir);
        Path run = run(dir);
        CliRun analyze = CliRun.of("analyze", run.toString());
        assertThat(analyze.exitCode()).as(analyze.err()).isZero();
        assertThat(run.resolve("recommendations.csv")).content().contains("CONFIG_BULKBENCH_QUEUE_DEPTH");

        CliRun refused = CliRun.of("patch", run.toString(), "--tree", tree.toString(), "--defconfig", PLAIN);
        assertThat(refused.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(refused.errLines())
                .singleElement()
                .asString()
                .contains("CONFIG_BULKBENCH_QUEUE_DEPTH")
                .contains("--symbol CONFIG_BULKBENCH_QUEUE_DEPTH=CONFIG_");

        Path out = dir.resolve("patches");
        CliRun patch = CliRun.of(
                "patch",
                run.toString(),
                "--tree",
                tree.toString(),
                "--defconfig",
                PLAIN,
                "--symbol",
                "CONFIG_BULKBENCH_QUEUE_DEPTH=CONFIG_USB_FOO_NUM_BUFFERS",
                "--direction",
                "in",
                "--mode",
                "copy",
                "--out",
                out.toString());
        assertThat(patch.exitCode()).as(patch.out() + patch.err()).isZero();
        Path clone = applied(dir, tree, patchFile(out));
        String defconfig = GitCheckout.git(clone, "show", "HEAD:" + PLAIN);
        assertThat(defconfig).startsWith("CONFIG_USB=y\n# CONFIG_DEBUG_KERNEL is not set\nCONFIG_USB_FOO_NUM_BUFFERS=");
        String value = defconfig.substring(defconfig.lastIndexOf('=') + 1).strip();
        assertThat(run.resolve("recommendations.csv"))
                .content()
                .contains("in,copy,CONFIG_BULKBENCH_QUEUE_DEPTH," + value + ",");
        assertThat(GitCheckout.git(clone, "log", "-1", "--format=%B").lines())
                .allSatisfy(l -> assertThat(l.length()).as(l).isLessThanOrEqualTo(75));
    }

    @Test
    void aSymbolTheDefconfigLacksIsAddedAndTheMessageQuotesItsKconfigDefault(@TempDir Path dir) throws Exception {
        Path tree = kernel(dir);
        Path run = run(dir);
        Path out = dir.resolve("patches");
        CliRun patch = CliRun.of(
                "patch",
                run.toString(),
                "--tree",
                tree.toString(),
                "--defconfig",
                PLAIN,
                "--direction",
                "in",
                "--mode",
                "copy",
                "--out",
                out.toString());
        assertThat(patch.exitCode()).as(patch.out() + patch.err()).isZero();
        Path clone = applied(dir, tree, patchFile(out));
        assertThat(GitCheckout.git(clone, "show", "HEAD:" + PLAIN)).contains("\n" + FSG + "=");
        assertThat(GitCheckout.git(clone, "log", "-1", "--format=%B").replaceAll("\\s+", " "))
                .contains("The defconfig left it at its Kconfig default, 2.");
    }

    @Test
    void aValueAlreadySetIsOneLineAndExitOne(@TempDir Path dir) throws Exception {
        Path tree = kernel(dir);
        write(tree, ARM64, FSG + "=8\n");
        GitCheckout.git(tree, "commit", "-q", "-am", "set 8");
        Path run = run(dir);
        CliRun same = CliRun.of("patch", run.toString(), "--tree", tree.toString(), "--defconfig", ARM64);
        assertThat(same.exitCode()).isEqualTo(ExitCode.FAILED);
        assertThat(same.errLines()).singleElement().asString().contains("already sets " + FSG + "=8");
        try (var files = Files.list(run)) {
            assertThat(files.filter(f -> f.toString().endsWith(".patch"))).isEmpty();
        }
    }

    @Test
    void badInputIsOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        Path tree = kernel(dir);
        Path run = run(dir);
        Path bare = Files.createDirectories(dir.resolve("bare"));
        Path notGit = Files.createDirectories(dir.resolve("not-git"));
        String[][] cases = {
            {"patch", dir.resolve("missing").toString(), "--tree", tree.toString(), "--defconfig", ARM64},
            {"patch", bare.toString(), "--tree", tree.toString(), "--defconfig", ARM64},
            {"patch", run.toString(), "--tree", notGit.toString(), "--defconfig", ARM64},
            {"patch", run.toString(), "--tree", tree.toString(), "--defconfig", "arch/x86/configs/none_defconfig"},
            {"patch", run.toString(), "--tree", tree.toString(), "--defconfig", "../outside"},
            {"patch", run.toString(), "--tree", tree.toString(), "--defconfig", ARM64, "--direction", "sideways"},
            {"patch", run.toString(), "--tree", tree.toString(), "--defconfig", ARM64, "--mode", "zero-copy"},
            {
                "patch",
                run.toString(),
                "--tree",
                tree.toString(),
                "--defconfig",
                ARM64,
                "--symbol",
                "CONFIG_NOPE=CONFIG_X"
            },
            {"patch", run.toString(), "--tree", tree.toString(), "--defconfig", ARM64, "--direction", "out"},
        };
        String[] expected = {
            "is not a folder",
            "has no recommendations.csv",
            "is not a git repository",
            "is no file of",
            "is not a path inside the tree",
            "--direction: direction 'sideways'",
            "--mode:",
            "recommends no CONFIG_NOPE",
            "nothing for out",
        };
        String state = GitCheckout.state(tree);
        for (int i = 0; i < cases.length; i++) {
            CliRun r = CliRun.of(cases[i]);
            assertThat(r.exitCode())
                    .as(String.join(" ", cases[i]) + "\n" + r.err())
                    .isEqualTo(ExitCode.BAD_INPUT);
            assertThat(r.errLines())
                    .as(String.join(" ", cases[i]))
                    .singleElement()
                    .asString()
                    .contains(expected[i]);
            assertThat(r.err()).doesNotContain("Exception").doesNotContain("\tat ");
        }
        assertThat(GitCheckout.state(tree)).isEqualTo(state);
    }
}
