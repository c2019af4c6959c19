package io.bulkbench.app.cli;

import static io.bulkbench.app.cli.HostileInputSiteTest.built;
import static io.bulkbench.app.cli.HostileInputSiteTest.lab;
import static io.bulkbench.app.cli.HostileInputSiteTest.site;
import static io.bulkbench.app.cli.HostileInputTest.measuredRun;
import static io.bulkbench.app.cli.HostileInputTest.mkfifo;
import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.testing.FirmwareRepo;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Never destroy or write through what bulkbench did not make: a folder or a file where
 * bisect's worktree goes, a link named as an output file, a link inside a site, a run folder
 * reached through a link into the checkout being bisected. Each is one line and exit 2, with
 * everything outside the intended output as it was (every file's bytes, every link's target);
 * a pipe or a device named as an output file is written into, and it and its link stay.
 */
class HostileInputLinksTest {

    /** Exit 2, one line on stderr with each of {@code expected}, no trace and no raw control byte. */
    private static CliRun refused(CliRun run, String... expected) {
        HostileInputTest.refused(run, expected);
        assertThat(run.err().chars().filter(c -> (c < 0x20 && c != '\n') || c == 0x7f))
                .as(run.err())
                .isEmpty();
        return run;
    }

    /**
     * Every entry below {@code dir}, links not followed, with what it holds: a file's SHA-256,
     * a link's target, or its kind; a change to any of them, or one entry more or less, shows.
     */
    private static Map<String, String> snapshot(Path dir) throws IOException {
        Map<String, String> entries = new TreeMap<>();
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.toList()) {
                entries.put(dir.relativize(p).toString(), state(p));
            }
        }
        return entries;
    }

    private static String state(Path p) throws IOException {
        if (Files.isSymbolicLink(p)) {
            return "link to " + Files.readSymbolicLink(p);
        }
        if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
            return "folder";
        }
        if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
            try {
                return HexFormat.of()
                        .formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p)));
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException(e);
            }
        }
        return "other";
    }

    /** The file type bits of {@code p}'s mode (links followed): 0020000 a character device, 0010000 a FIFO. */
    private static int type(Path p) throws IOException {
        return ((Integer) Files.getAttribute(p, "unix:mode")) & 0170000;
    }

    // bisect: the worktree it removes is only ever its own.

    private static FirmwareRepo repository(Path dir) throws Exception {
        return FirmwareRepo.create(
                dir.resolve("fw"), dir.resolve("installed/board.yaml"), new int[] {15, 15, 45}, List.of());
    }

    private static CliRun bisect(FirmwareRepo repo, Path out) {
        return CliRun.of(repo.bisect(repo.dir().toString(), "HEAD~2", "HEAD", "true", out)
                .toArray(String[]::new));
    }

    @Test
    void aFolderWhereBisectsWorktreeGoesIsNeverRemoved(@TempDir Path dir) throws Exception {
        FirmwareRepo repo = repository(dir);
        String checkout = repo.checkoutState();
        Path out = dir.resolve("run");
        Files.createDirectories(out.resolve("worktree/src"));
        Files.writeString(out.resolve("worktree/src/notes.txt"), "the person's notes");
        Map<String, String> before = snapshot(dir);

        refused(bisect(repo, out), out.resolve("worktree") + " is there already", "move it away or give another --out");

        assertThat(snapshot(dir)).isEqualTo(before);
        assertThat(repo.checkoutState()).isEqualTo(checkout);
    }

    @Test
    void aFileWhereBisectsWorktreeGoesIsNeverRemoved(@TempDir Path dir) throws Exception {
        FirmwareRepo repo = repository(dir);
        Path out = Files.createDirectories(dir.resolve("run"));
        Files.writeString(out.resolve("worktree"), "a file of the person's");
        Map<String, String> before = snapshot(dir);

        refused(bisect(repo, out), out.resolve("worktree") + " is there already", "not a worktree");

        assertThat(snapshot(dir)).isEqualTo(before);
    }

    @Test
    void aLinkWhereBisectsWorktreeGoesLeavesItsFolderAlone(@TempDir Path dir) throws Exception {
        FirmwareRepo repo = repository(dir);
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        Files.writeString(elsewhere.resolve("keep.txt"), "keep");
        Path out = Files.createDirectories(dir.resolve("run"));
        Files.createSymbolicLink(out.resolve("worktree"), elsewhere);
        Map<String, String> before = snapshot(dir);

        refused(bisect(repo, out), out.resolve("worktree") + " is there already");

        assertThat(snapshot(dir)).isEqualTo(before);
    }

    @Test
    void aRunFolderReachedThroughALinkToTheCheckoutIsRefused(@TempDir Path dir) throws Exception {
        FirmwareRepo repo = repository(dir);
        String checkout = repo.checkoutState();
        Path link = Files.createSymbolicLink(dir.resolve("fwlink"), repo.dir());
        Map<String, String> before = snapshot(dir);

        refused(
                bisect(repo, link.resolve("out")),
                "the run folder " + link.resolve("out"),
                "would lie inside " + repo.dir().toRealPath(),
                "give --out outside it");

        assertThat(snapshot(dir)).isEqualTo(before);
        assertThat(repo.dir().resolve("out")).doesNotExist();
        assertThat(repo.checkoutState()).isEqualTo(checkout);
    }

    // --junit: a stream is written into, a link to a file is refused, a name ending in '/' names no file.

    /** Two runs of board b to compare, in their own folder (compare writes its report into the candidate). */
    private static String[] compare(Path dir, String junit) throws IOException {
        Path runs = dir.resolve("runs");
        Path baseline = runs.resolve("baseline");
        Path candidate = runs.resolve("candidate");
        if (!Files.exists(candidate)) {
            measuredRun(runs, "baseline", "b", 20);
            measuredRun(runs, "candidate", "b", 20);
        }
        return new String[] {"compare", baseline.toString(), candidate.toString(), "--junit", junit};
    }

    @Test
    void aCharacterDeviceNamedOrLinkedToIsWrittenIntoNeverReplaced(@TempDir Path dir) throws Exception {
        Path out = Files.createDirectories(dir.resolve("out"));
        Path link = Files.createSymbolicLink(out.resolve("junit.xml"), Path.of("/dev/null"));
        Map<String, String> before = snapshot(out);

        for (String junit : List.of("/dev/null", link.toString())) {
            CliRun run = CliRun.of(compare(dir, junit));
            assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
            assertThat(run.err()).isEmpty();
        }

        assertThat(snapshot(out)).isEqualTo(before);
        assertThat(type(Path.of("/dev/null"))).isEqualTo(0020000);
        assertThat(Files.isSymbolicLink(Path.of("/dev/null"))).isFalse();
    }

    @Test
    void aPipeReachedThroughALinkGetsTheXmlAndStaysAPipe(@TempDir Path dir) throws Exception {
        Path out = Files.createDirectories(dir.resolve("out"));
        Path fifo = out.resolve("fifo");
        mkfifo(fifo);
        Path link = Files.createSymbolicLink(out.resolve("junit.xml"), fifo);
        Map<String, String> before = snapshot(out);
        // A thread of its own: the common pool may have none free on a small machine.
        java.util.concurrent.ExecutorService reader = java.util.concurrent.Executors.newSingleThreadExecutor();
        CompletableFuture<String> read = CompletableFuture.supplyAsync(
                () -> {
                    try {
                        return Files.readString(fifo);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                },
                reader);
        reader.shutdown();

        CliRun run;
        try {
            run = CliRun.of(compare(dir, link.toString()));
        } finally {
            if (!read.isDone()) {
                // A writer that never came would leave the reader waiting: open and close it once.
                // Read and write, which never blocks on a FIFO (a write-only open would wait for a
                // reader that may have just gone).
                try (var release = Files.newByteChannel(fifo, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
                    assertThat(release.isOpen()).isTrue();
                }
            }
        }

        assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
        assertThat(read.get(60, TimeUnit.SECONDS)).contains("<testsuite", "</testsuite>");
        assertThat(snapshot(out)).isEqualTo(before);
        assertThat(type(fifo)).isEqualTo(0010000);
    }

    @Test
    void aLinkToAFileIsRefusedAndNeitherItNorItsFileChanges(@TempDir Path dir) throws Exception {
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        Path file = Files.writeString(elsewhere.resolve("report.xml"), "<keep/>");
        Path out = Files.createDirectories(dir.resolve("out"));
        Path link = Files.createSymbolicLink(out.resolve("junit.xml"), file);
        Map<String, String> outBefore = snapshot(out);
        Map<String, String> elsewhereBefore = snapshot(elsewhere);

        refused(
                CliRun.of(compare(dir, link.toString())),
                "--junit " + link,
                "is a symbolic link to " + file,
                "name " + file + " itself, or a new file");

        assertThat(snapshot(out)).isEqualTo(outBefore);
        assertThat(snapshot(elsewhere)).isEqualTo(elsewhereBefore);
    }

    @Test
    void aJunitPathEndingInASlashNamesAFolderAndIsRefused(@TempDir Path dir) throws Exception {
        Path out = Files.createDirectories(dir.resolve("out"));
        Map<String, String> before = snapshot(out);

        refused(
                CliRun.of(compare(dir, out.resolve("junit.xml") + "/")),
                "--junit " + out.resolve("junit.xml") + "/ ends in '/', which names a folder",
                "--junit " + out.resolve("junit.xml"));
        refused(
                CliRun.of("nightly", "--config", "no-such.yaml", "--junit", out.resolve("junit.xml") + "/"),
                "ends in '/'");

        assertThat(snapshot(out)).isEqualTo(before);
    }

    // site: nothing is written through a link inside the site.

    @Test
    void aSitesAssetsMadeALinkIsRefusedAndItsFolderIsLeftAlone(@TempDir Path dir) throws Exception {
        String db = lab(dir.resolve("lab.db"), 2, "alpha");
        Path site = dir.resolve("site");
        built(site(site, db));
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        try (Stream<Path> assets = Files.list(site.resolve("assets"))) {
            for (Path asset : assets.toList()) {
                Files.writeString(elsewhere.resolve(asset.getFileName().toString()), "the person's own");
            }
        }
        deleteTree(site.resolve("assets"));
        Files.createSymbolicLink(site.resolve("assets"), elsewhere);
        Map<String, String> siteBefore = snapshot(site);
        Map<String, String> elsewhereBefore = snapshot(elsewhere);

        refused(
                site(site, db, "--full"),
                site.resolve("assets") + " is a symbolic link (to " + elsewhere + ")",
                "remove the link");

        assertThat(snapshot(elsewhere)).isEqualTo(elsewhereBefore);
        assertThat(snapshot(site)).isEqualTo(siteBefore);
    }

    @Test
    void aBoardsFolderMadeALinkIsRefusedAndItsFolderIsLeftAlone(@TempDir Path dir) throws Exception {
        String db = lab(dir.resolve("lab.db"), 2, "alpha", "beta");
        Path site = dir.resolve("site");
        built(site(site, db));
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        Files.writeString(elsewhere.resolve("index.html"), "the person's own page");
        Files.writeString(elsewhere.resolve("history.csv"), "the person's own table");
        deleteTree(site.resolve("boards/beta"));
        Files.createSymbolicLink(site.resolve("boards/beta"), elsewhere);
        Map<String, String> siteBefore = snapshot(site);
        Map<String, String> elsewhereBefore = snapshot(elsewhere);

        for (CliRun run : List.of(site(site, db, "--full"), site(site, db))) {
            refused(run, site.resolve("boards/beta") + " is a symbolic link (to " + elsewhere + ")", "remove the link");
        }

        assertThat(snapshot(elsewhere)).isEqualTo(elsewhereBefore);
        assertThat(snapshot(site)).isEqualTo(siteBefore);
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
