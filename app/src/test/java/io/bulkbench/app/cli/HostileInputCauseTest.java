package io.bulkbench.app.cli;

import static io.bulkbench.app.cli.HostileInputTest.measuredRun;
import static io.bulkbench.app.cli.HostileInputTest.refused;
import static io.bulkbench.app.cli.HostileInputTest.tree;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.TerminalText;
import io.bulkbench.history.SyntheticRunFolders;
import io.bulkbench.history.SyntheticRuns;
import io.bulkbench.reports.patch.DefconfigEdit;
import io.bulkbench.testing.FirmwareRepo;
import io.bulkbench.testing.GitCheckout;
import io.bulkbench.testing.RandomCases;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile input fixed where it is caused: a Kconfig symbol is read by one rule wherever it
 * comes from (recommendations.csv, a board config, sweep.yaml, {@code --symbol}); patch
 * names a folder, a subfolder tree, a symbolic link, a defconfig that is not UTF-8 and a
 * folder in the patch file's place, and keeps a CRLF file CRLF; bisect reads a build that
 * died of Ctrl-C as the user's stop and names git's safe.directory for another user's
 * repository; explain refuses two boards as compare does. Every refusal is exit 2, one
 * line, no stack trace, no raw control character on either stream, nothing written.
 */
class HostileInputCauseTest {
    private static final String ARM64 = "arch/arm64/configs/defconfig";
    private static final String FSG = "CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS";
    /** The seed of the randomized symbols; it is in the test's name and in each case's message. */
    private static final long SEED = 20_261_207L;

    // Helpers: a kernel-like tree, a run folder, and what "nothing changed" means.

    /** A kernel-like tree with one defconfig that sets the buffer count to 2. */
    private static Path kernel(Path dir) throws Exception {
        Path tree = Files.createDirectories(dir.resolve("linux"));
        GitCheckout.git(tree, "init", "-q", "-b", "master");
        GitCheckout.git(tree, "config", "user.name", "Ada Tester");
        GitCheckout.git(tree, "config", "user.email", "ada@example.org");
        write(tree, ARM64, ("CONFIG_USB=y\n" + FSG + "=2\n").getBytes(StandardCharsets.UTF_8));
        commit(tree, "Linux 6.12");
        return tree;
    }

    private static void write(Path tree, String path, byte[] bytes) throws IOException {
        Files.createDirectories(tree.resolve(path).getParent());
        Files.write(tree.resolve(path), bytes);
    }

    private static void commit(Path tree, String subject) throws Exception {
        GitCheckout.git(tree, "add", "-A");
        GitCheckout.git(tree, "commit", "-q", "-m", subject);
    }

    /** An analysed run folder recommending 8 buffers for the gadget's symbol. */
    private static Path run(Path dir) throws Exception {
        return SyntheticRunFolders.writeFolder(
                dir.resolve("results/snowball").resolve(SyntheticRuns.runId(0)),
                SyntheticRuns.run("snowball", 0, new SplittableRandom(7)));
    }

    private static CliRun patch(Path run, Path tree, String defconfig, String... more) {
        List<String> args =
                new ArrayList<>(List.of("patch", run.toString(), "--tree", tree.toString(), "--defconfig", defconfig));
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(String[]::new));
    }

    /** Every path below {@code dir} with its content's hash; inside .git only the names (git may touch its index). */
    private static Map<String, String> snapshot(Path dir) throws IOException {
        Map<String, String> files = new TreeMap<>();
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        for (String p : tree(dir)) {
            Path f = dir.resolve(p);
            boolean hashed = Files.isRegularFile(f, java.nio.file.LinkOption.NOFOLLOW_LINKS)
                    && !p.contains(".git/")
                    && !p.endsWith(".git");
            files.put(p, hashed ? HexFormat.of().formatHex(sha.digest(Files.readAllBytes(f))) : "");
        }
        return files;
    }

    /** A control character a terminal would act on: C0 but the line ends, DEL, C1 (NEL too), LS and PS. */
    private static boolean control(int c) {
        return (c < 0x20 && c != '\n') || (c >= 0x7f && c <= 0x9f) || c == 0x2028 || c == 0x2029;
    }

    /** {@link HostileInputTest#refused} and no raw control character on stdout or stderr. */
    private static CliRun refusedPlainly(CliRun run, String... expected) {
        refused(run, expected);
        return plain(run);
    }

    private static CliRun plain(CliRun run) {
        assertThat(run.out().chars()).as(run.out()).noneMatch(HostileInputCauseTest::control);
        assertThat(run.err().chars()).as(run.err()).noneMatch(HostileInputCauseTest::control);
        return run;
    }

    private static List<Path> patches(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.toString().endsWith(".patch")).toList();
        }
    }

    /** recommendations.csv with the first row's symbol cell replaced by {@code symbol}, quoted as CSV quotes it. */
    private static void hostileSymbol(Path run, String symbol) throws IOException {
        Path csv = run.resolve("recommendations.csv");
        String text = Files.readString(csv);
        String cell = "," + FSG + ",";
        assertThat(text).contains(cell);
        int at = text.indexOf(cell);
        String quoted = "\"" + symbol.replace("\"", "\"\"") + "\"";
        Files.writeString(csv, text.substring(0, at) + "," + quoted + "," + text.substring(at + cell.length()));
    }

    // 1. A Kconfig symbol is checked by one rule wherever it is read.

    @Test
    void aRecommendationsSymbolThatWouldWriteAnotherLineIsRefusedNamingTheRow(@TempDir Path dir) throws Exception {
        Path tree = kernel(dir);
        String state = GitCheckout.state(tree);
        for (String symbol : List.of(
                FSG + "=4\nCONFIG_MODULES=n",
                FSG + "\r\nCONFIG_MODULES=n",
                FSG + "=4",
                "CONFIG_USB GADGET",
                "CONFIG_",
                "CONFIG_USB\u2028CONFIG_MODULES=n")) {
            Path run = run(dir.resolve("case" + Integer.toHexString(symbol.hashCode())));
            hostileSymbol(run, symbol);
            Map<String, String> before = snapshot(dir);

            refusedPlainly(
                    patch(run, tree, ARM64),
                    run.resolve("recommendations.csv") + " line ",
                    ", column symbol: the cell '",
                    "is not a Kconfig name",
                    "write CONFIG_ and then letters, digits or underscores");

            assertThat(patches(run)).as(symbol).isEmpty();
            assertThat(snapshot(dir)).as(symbol).isEqualTo(before);
        }
        assertThat(GitCheckout.state(tree)).isEqualTo(state);
    }

    /** recommendations.csv with the value cell of the row for {@code symbol} replaced by {@code value}. */
    private static void hostileValue(Path run, String value) throws IOException {
        Path csv = run.resolve("recommendations.csv");
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(csv));
        for (int i = 1; i < lines.size(); i++) {
            if (lines.get(i).contains("," + FSG + ",")) {
                String line = lines.get(i);
                int start = line.indexOf("," + FSG + ",") + FSG.length() + 2;
                int end = line.indexOf(',', start);
                lines.set(
                        i, line.substring(0, start) + "\"" + value.replace("\"", "\"\"") + "\"" + line.substring(end));
            }
        }
        Files.writeString(csv, String.join("\n", lines) + "\n");
    }

    @Test
    void aRecommendedValueThatIsNoWholeNumberIsRefusedNamingTheRow(@TempDir Path dir) throws Exception {
        Path tree = kernel(dir);
        String state = GitCheckout.state(tree);
        for (String value : List.of(
                "4\nCONFIG_MODULES=n", "4\r\nSubject: other", "4\u2028x", "y", "-1", "0x10", "4 4", "\u001b[31m4")) {
            Path run = run(dir.resolve("value" + Integer.toHexString(value.hashCode())));
            hostileValue(run, value);
            Map<String, String> before = snapshot(dir);

            refusedPlainly(
                    patch(run, tree, ARM64),
                    run.resolve("recommendations.csv") + " line ",
                    ", column value: ",
                    "is not a whole number");

            assertThat(patches(run)).as(value).isEmpty();
            assertThat(snapshot(dir)).as(value).isEqualTo(before);
        }
        assertThat(GitCheckout.state(tree)).isEqualTo(state);
    }

    @Test
    void aBoardConfigsSymbolIsReadByTheSameRule(@TempDir Path dir) throws Exception {
        // YAML's own escapes: NEL, line and paragraph separators, a tab, then '=' and a space.
        for (String escaped : List.of("\\N", "\\L", "\\P", "\\t", "=y", " ")) {
            Path config = dir.resolve("board.yaml");
            Files.writeString(
                    config,
                    "board: b\ndevice: null\nsymbols:\n  request_size: \"CONFIG_A" + escaped + "CONFIG_MODULES\"\n");
            Map<String, String> before = snapshot(dir);
            refusedPlainly(
                    CliRun.of(
                            "sweep",
                            "--config",
                            config.toString(),
                            "--out",
                            dir.resolve("run").toString()),
                    config + ": symbols.request_size 'CONFIG_A",
                    "is not a Kconfig name");
            assertThat(snapshot(dir)).as(escaped).isEqualTo(before);
        }
    }

    @Test
    void aRunsSweepYamlSymbolIsReadByTheSameRuleBeforeAPatchIsMade(@TempDir Path dir) throws Exception {
        Path tree = kernel(dir);
        Path run = run(dir);
        Files.writeString(
                run.resolve("sweep.yaml"),
                "board: snowball\ndevice: sim:hs\nsymbols:\n  request_size: \"CONFIG_BULKBENCH_REQUEST_KIB\\x85X=1\"\n");
        Map<String, String> before = snapshot(dir);

        refusedPlainly(
                patch(run, tree, ARM64), run.resolve("sweep.yaml") + ": symbols.request_size", "is not a Kconfig name");

        assertThat(snapshot(dir)).isEqualTo(before);
    }

    @Test
    void aSymbolFlagIsReadByTheSameRuleAndANameWithoutConfigGetsIt(@TempDir Path dir) throws Exception {
        Path tree = kernel(dir);
        Path run = run(dir);
        Map<String, String> before = snapshot(dir);
        for (String flag :
                List.of(FSG + "=CONFIG_X\tY", FSG + "=CONFIG_X=y", FSG + "=", "=" + FSG, FSG + "= CONFIG_X")) {
            refusedPlainly(
                    patch(run, tree, ARM64, "--symbol", flag),
                    "--symbol " + TerminalText.line(flag) + ": the ",
                    "name '",
                    "is not a Kconfig name");
        }
        assertThat(snapshot(dir)).isEqualTo(before);

        // Both sides without CONFIG_: the run's name still matches, the kernel's is written with it.
        Path out = dir.resolve("patches");
        CliRun made = plain(patch(
                run,
                tree,
                ARM64,
                "--symbol",
                "USB_GADGET_STORAGE_NUM_BUFFERS=usb_buffers",
                "--mode",
                "copy",
                "--out",
                out.toString()));
        assertThat(made.exitCode()).as(made.out() + made.err()).isZero();
        Path clone = dir.resolve("applied");
        GitCheckout.git(dir, "clone", "-q", tree.toString(), clone.toString());
        GitCheckout.git(clone, "am", "-q", patches(out).get(0).toString());
        assertThat(Files.readString(clone.resolve(ARM64)))
                .isEqualTo("CONFIG_USB=y\n" + FSG + "=2\nCONFIG_usb_buffers=8\n");
    }

    /**
     * Law: a symbol cell holding a line break (LF, CR, NEL, LS, PS), another C0 control, an
     * '=' or a space anywhere is refused in one line, and no defconfig line is written from
     * it. Seed {@value #SEED}.
     */
    @Test
    void hostileRecommendationSymbolsNeverReachADefconfigLine_seed20261207(@TempDir Path dir) throws Exception {
        Path tree = kernel(dir);
        Path template = run(dir);
        Path run = dir.resolve("hostile");
        String state = GitCheckout.state(tree);
        List<String> breaks = List.of("\n", "\r", "\r\n", "\u0085", "\u2028", "\u2029", "=", " ", "=y\n");
        RandomCases.check(SEED, 120, c -> {
            SplittableRandom random = c.random();
            String name = c.input(
                    "name",
                    "USB_" + Long.toString(random.nextLong(1L << 40), 36).toUpperCase());
            String bad = c.edgesFirst(
                    "bad",
                    breaks,
                    r -> r.nextInt(4) == 0
                            ? breaks.get(r.nextInt(breaks.size()))
                            : String.valueOf((char) r.nextInt(0x20)));
            int at = c.intIn("at", 0, name.length());
            String tail = c.oneOf("tail", "", "CONFIG_MODULES=n", "=4");
            String symbol = c.input("symbol", "CONFIG_" + name.substring(0, at) + bad + name.substring(at) + tail);

            assertThatThrownBy(() -> DefconfigEdit.set("CONFIG_USB=y\n", symbol, "4"))
                    .as("%s", c)
                    .isInstanceOf(BadInputException.class);
            deleteTree(run);
            copyTree(template, run);
            hostileSymbol(run, symbol);
            CliRun r = patch(run, tree, ARM64);
            assertThat(r.exitCode()).as("%s: %s", c, r.err()).isEqualTo(2);
            assertThat(r.errLines()).as("%s", c).hasSize(1);
            assertThat(r.err()).as("%s", c).contains("column symbol").doesNotContain("\tat ");
            assertThat((r.out() + r.err()).chars()).as("%s", c).noneMatch(HostileInputCauseTest::control);
            assertThat(patches(run)).as("%s", c).isEmpty();
        });
        assertThat(GitCheckout.state(tree)).isEqualTo(state);
    }

    private static void copyTree(Path from, Path to) throws IOException {
        for (String p : tree(from)) {
            Path source = from.resolve(p);
            if (Files.isDirectory(source)) {
                Files.createDirectories(to.resolve(p));
            } else {
                Files.copy(source, to.resolve(p));
            }
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    // 2. patch: what the defconfig and the tree really are, and the patch file's place.

    @Test
    void aDefconfigThatIsAFolderIsNamedSo(@TempDir Path dir) throws Exception {
        Path tree = kernel(dir);
        Path run = run(dir);
        Map<String, String> before = snapshot(dir);
        for (String folder : List.of("arch", "arch/arm64/configs/", "./arch//arm64")) {
            refusedPlainly(
                    patch(run, tree, folder), "--defconfig ", "is a folder of " + tree, "give the defconfig file");
        }
        assertThat(snapshot(dir)).isEqualTo(before);
    }

    @Test
    void aTreeThatIsAFolderInsideTheCheckoutNamesItsTop(@TempDir Path dir) throws Exception {
        Path tree = kernel(dir);
        Path run = run(dir);
        Map<String, String> before = snapshot(dir);
        for (Path inside : List.of(tree.resolve("arch"), tree.resolve("arch/arm64/configs"))) {
            refusedPlainly(
                    patch(run, inside, "defconfig"),
                    "--tree " + inside + " is the folder " + tree.relativize(inside) + "/ inside the checkout",
                    "--tree " + tree.toRealPath());
        }
        assertThat(snapshot(dir)).isEqualTo(before);
    }

    @Test
    void aDefconfigThatIsNotUtf8NamesItsLine(@TempDir Path dir) throws Exception {
        Path tree = kernel(dir);
        // Latin-1: "é" is the one byte 0xe9; and a lone continuation byte.
        write(
                tree,
                "arch/arm/configs/latin_defconfig",
                "CONFIG_USB=y\n# caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        write(tree, "arch/arm/configs/stray_defconfig", new byte[] {
            'C', 'O', 'N', 'F', 'I', 'G', '_', 'A', '=', 'y', '\n', (byte) 0x80, '\n'
        });
        commit(tree, "two defconfigs that are not UTF-8");
        Path run = run(dir);
        Map<String, String> before = snapshot(dir);

        refusedPlainly(
                patch(run, tree, "arch/arm/configs/latin_defconfig"),
                "--defconfig arch/arm/configs/latin_defconfig (at HEAD of " + tree
                        + ") line 2: byte 0xe9 is not UTF-8");
        refusedPlainly(patch(run, tree, "arch/arm/configs/stray_defconfig"), "line 2: byte 0x80 is not UTF-8");

        assertThat(snapshot(dir)).isEqualTo(before);
    }

    @Test
    void aFolderWhereThePatchFileGoesIsRefusedAndLeftAsItWas(@TempDir Path dir) throws Exception {
        Path tree = kernel(dir);
        Path run = run(dir);
        Path first = dir.resolve("first");
        assertThat(patch(run, tree, ARM64, "--out", first.toString()).exitCode())
                .isZero();
        String name = patches(first).get(0).getFileName().toString();

        Path full = Files.createDirectories(dir.resolve("full").resolve(name));
        Files.writeString(full.resolve("keep.txt"), "mine\n");
        Path empty = Files.createDirectories(dir.resolve("empty").resolve(name));
        Map<String, String> before = snapshot(dir);
        for (Path folder : List.of(full, empty)) {
            refusedPlainly(
                    patch(run, tree, ARM64, "--out", folder.getParent().toString()),
                    folder + " is a folder, not a file bulkbench may replace",
                    "move it away");
        }
        assertThat(snapshot(dir)).isEqualTo(before);
    }

    @Test
    void aCrlfDefconfigKeepsItsLineEndingsAndThePatchApplies(@TempDir Path dir) throws Exception {
        Path tree = kernel(dir);
        String set = "arch/arm/configs/crlf_defconfig";
        String lacking = "arch/arm/configs/crlf_lacking_defconfig";
        write(
                tree,
                set,
                ("CONFIG_USB=y\r\n" + FSG + "=2\r\n# CONFIG_DEBUG is not set\r\n").getBytes(StandardCharsets.UTF_8));
        write(tree, lacking, "CONFIG_USB=y\r\nCONFIG_ZRAM=m".getBytes(StandardCharsets.UTF_8));
        // CRLF and LF lines in one file, as an editor on another system leaves it
        String mixed = "arch/arm/configs/mixed_defconfig";
        write(
                tree,
                mixed,
                ("CONFIG_USB=y\n" + FSG + "=2\r\n# CONFIG_DEBUG is not set\nCONFIG_ZRAM=m\r\n")
                        .getBytes(StandardCharsets.UTF_8));
        commit(tree, "CRLF defconfigs");
        Path run = run(dir);
        Map<String, String> expected = Map.of(
                set, "CONFIG_USB=y\r\n" + FSG + "=8\r\n# CONFIG_DEBUG is not set\r\n",
                lacking, "CONFIG_USB=y\r\nCONFIG_ZRAM=m\r\n" + FSG + "=8\r\n",
                mixed, "CONFIG_USB=y\n" + FSG + "=8\r\n# CONFIG_DEBUG is not set\nCONFIG_ZRAM=m\r\n");
        for (String defconfig : List.of(set, lacking, mixed)) {
            Path out = dir.resolve("out-" + defconfig.hashCode());
            CliRun made = plain(patch(run, tree, defconfig, "--mode", "copy", "--out", out.toString()));
            assertThat(made.exitCode()).as(made.out() + made.err()).isZero();
            Path file = patches(out).get(0);
            assertThat(made.out()).contains("apply: git -C " + tree + " am --keep-cr " + file.toAbsolutePath());

            Path clone = dir.resolve("clone-" + defconfig.hashCode());
            GitCheckout.git(dir, "clone", "-q", tree.toString(), clone.toString());
            GitCheckout.git(clone, "apply", "--check", file.toString());
            GitCheckout.git(clone, "am", "-q", "--keep-cr", file.toString());
            assertThat(Files.readString(clone.resolve(defconfig))).isEqualTo(expected.get(defconfig));
        }
    }

    @Test
    void aDefconfigThatIsACommittedSymbolicLinkIsRefused(@TempDir Path dir) throws Exception {
        Path tree = kernel(dir);
        Path configs = tree.resolve("arch/arm64/configs");
        Files.createSymbolicLink(configs.resolve("link_defconfig"), Path.of("defconfig"));
        Files.createSymbolicLink(configs.resolve("away_defconfig"), Path.of("../../../../../etc/passwd"));
        commit(tree, "two links");
        Path run = run(dir);
        Map<String, String> before = snapshot(dir);

        refusedPlainly(
                patch(run, tree, "arch/arm64/configs/link_defconfig"),
                "--defconfig arch/arm64/configs/link_defconfig is a symbolic link in " + tree + " (to defconfig)",
                "give the path of the file it names");
        refusedPlainly(patch(run, tree, "arch/arm64/configs/away_defconfig"), "is a symbolic link", "etc/passwd");

        assertThat(snapshot(dir)).isEqualTo(before);
        assertThat(patches(run)).isEmpty();
    }

    // 3. bisect: a build stopped by Ctrl-C, and another user's repository.

    @Test
    void aBuildThatDiesOfCtrlCIsTheUsersStopAndSaysHowToResume(@TempDir Path dir) throws Exception {
        FirmwareRepo repo = FirmwareRepo.create(
                dir.resolve("fw"), dir.resolve("installed/board.yaml"), new int[] {15, 45}, List.of());
        String before = repo.checkoutState();
        // A build that exits 130 itself; and, where SIGINT reaches a child (it is not ignored
        // from the start), the shell killed by SIGINT and a shell whose command was.
        List<String> builds = new ArrayList<>(List.of("echo building; exit 130"));
        if (sigintEndsAChild()) {
            builds.addAll(List.of("kill -INT $$", "sh -c 'kill -INT $$'"));
        }
        for (int i = 0; i < builds.size(); i++) {
            Path out = dir.resolve("run" + i);
            CliRun run = plain(CliRun.of(repo.bisect(repo.dir().toString(), repo.commit(0), "HEAD", builds.get(i), out)
                    .toArray(String[]::new)));

            assertThat(run.exitCode())
                    .as(builds.get(i) + "\n" + run.out() + run.err())
                    .isEqualTo(ExitCode.INTERRUPTED);
            assertThat(run.err()).as(builds.get(i)).isEmpty();
            assertThat(run.out()).contains("Continue with: bulkbench bisect --resume " + out);
            assertThat(run.out()).doesNotContain("exited 130");
            assertThat(out.resolve("bisect-range.csv")).exists();
        }
        assertThat(repo.checkoutState()).isEqualTo(before);
    }

    @Test
    void anotherUsersRepositoryNamesGitsSafeDirectory(@TempDir Path dir) throws Exception {
        FirmwareRepo repo = FirmwareRepo.create(
                dir.resolve("fw"), dir.resolve("installed/board.yaml"), new int[] {15, 45}, List.of());
        Path tree = kernel(dir);
        Path run = run(dir);
        assumeThat(chown("65534", repo.dir()) && chown("65534", tree))
                .as("chown to another user needs root")
                .isTrue();
        try {
            assumeThat(gitRefuses(repo.dir()))
                    .as("git trusts the repository (a safe.directory in the global config)")
                    .isTrue();
            Map<String, String> before = snapshot(dir);
            Path out = dir.resolve("bisect-run");

            refusedPlainly(
                    CliRun.of(repo.bisect(repo.dir().toString(), "HEAD~1", "HEAD", "true", out)
                            .toArray(String[]::new)),
                    "--repo " + repo.dir() + " belongs to another user",
                    "git config --global --add safe.directory " + repo.dir());
            refusedPlainly(
                    patch(run, tree, ARM64),
                    "--tree " + tree + " belongs to another user",
                    "git config --global --add safe.directory " + tree);

            assertThat(out).doesNotExist();
            assertThat(snapshot(dir)).isEqualTo(before);
        } finally {
            chown("0", repo.dir());
            chown("0", tree);
        }
    }

    /** Whether a child of this JVM can die of SIGINT: a JVM started with SIGINT ignored passes that on. */
    private static boolean sigintEndsAChild() throws Exception {
        Process p = new ProcessBuilder("sh", "-c", "kill -INT $$; exit 0").start();
        return p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 130;
    }

    private static boolean chown(String uid, Path dir) throws Exception {
        Process p = new ProcessBuilder("chown", "-R", uid, dir.toString())
                .redirectErrorStream(true)
                .start();
        p.getInputStream().readAllBytes();
        return p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
    }

    private static boolean gitRefuses(Path repo) throws Exception {
        Process p = new ProcessBuilder("git", "-C", repo.toString(), "rev-parse", "--git-dir")
                .redirectErrorStream(true)
                .start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() != 0 && out.contains("dubious ownership");
    }

    // 4. explain and compare pair runs by one rule.

    @Test
    void explainRefusesTwoBoardsAsCompareDoes(@TempDir Path dir) throws Exception {
        Path before = measuredRun(dir, "before", "snowball", 20);
        Path after = measuredRun(dir, "after", "platine", 20);
        Map<String, String> snapshot = snapshot(dir);

        CliRun explain = refusedPlainly(
                CliRun.of("explain", before.toString(), after.toString()),
                "BEFORE " + before + " is board 'snowball' and AFTER " + after + " is board 'platine'",
                "give two runs of one board");
        assertThat(explain.out()).doesNotContain("calibrating");
        refusedPlainly(
                CliRun.of(
                        "explain",
                        after.resolve("points.csv").toString(),
                        before.resolve("points.csv").toString(),
                        "--out",
                        dir.resolve("explain.csv").toString()),
                "board 'platine' and AFTER",
                "give two runs of one board");
        refusedPlainly(
                CliRun.of("compare", before.toString(), after.toString()),
                "the baseline " + before + " is board 'snowball' and the candidate " + after + " is board 'platine'",
                "give two runs of one board");

        assertThat(snapshot(dir)).isEqualTo(snapshot);
    }
}
