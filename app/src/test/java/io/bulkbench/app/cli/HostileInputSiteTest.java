package io.bulkbench.app.cli;

import static io.bulkbench.app.cli.HostileInputTest.mkfifo;
import static io.bulkbench.app.cli.HostileInputTest.refused;
import static io.bulkbench.app.cli.HostileInputTest.sparse;
import static io.bulkbench.app.cli.HostileInputTest.tree;
import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunRecord;
import io.bulkbench.history.RunStore;
import io.bulkbench.history.SyntheticRunFolders;
import io.bulkbench.history.SyntheticRuns;
import io.bulkbench.site.SiteFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The site as hostile ground: a folder that holds other files is not taken over (nor are
 * its files deleted) unless asked, a rebuild removes only what the last build wrote, a
 * report that is a link, a pipe or too large is left out with one warning line (its night
 * rendered from the database instead) and never stops the build, and a name from the database never leads out of the site.
 */
class HostileInputSiteTest {

    /** A database of {@code nights} nights of each board; returns its URL. */
    static String lab(Path file, int nights, String... boards) throws Exception {
        return lab(file, Optional.empty(), nights, boards);
    }

    /** The same, each run's folder also written under {@code results}, as the host that ran it has it. */
    private static String lab(Path file, Optional<Path> results, int nights, String... boards) throws Exception {
        DatabaseLocation db = DatabaseLocation.sqlite(file);
        try (ResultsDatabase database = ResultsDatabase.open(db)) {
            RunStore store = new RunStore(database);
            SplittableRandom random = new SplittableRandom(7);
            for (String board : boards) {
                for (int night = 0; night < nights; night++) {
                    RunRecord run = SyntheticRuns.run(board, night, random);
                    store.record(run);
                    if (results.isPresent()) {
                        SyntheticRunFolders.writeFolder(
                                results.get().resolve(board).resolve(run.run().runId()), run);
                    }
                }
            }
        }
        return db.url();
    }

    static CliRun site(Path out, String db, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("site", "--out", out.toString(), "--db", db));
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(String[]::new));
    }

    static CliRun built(CliRun run) {
        assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
        return run;
    }

    @Test
    void aFolderOfOtherFilesIsRefusedUnlessForcedAndNeverLosesThem(@TempDir Path dir) throws Exception {
        String db = lab(dir.resolve("lab.db"), 2, "alpha");
        Path out = Files.createDirectories(dir.resolve("www").resolve("boards").resolve("sub"))
                .getParent()
                .getParent();
        Files.writeString(out.resolve("boards/mine.txt"), "mine");
        Files.writeString(out.resolve("boards/sub/keep.yaml"), "board: keep\n");
        Set<String> before = tree(out);

        refused(site(out, db), "--out " + out, "holds files no site build wrote", "--force");
        assertThat(tree(out)).isEqualTo(before);

        built(site(out, db, "--force"));
        CliRun again = built(site(out, db));

        assertThat(again.out()).contains(" 0 removed");
        assertThat(out.resolve("boards/mine.txt")).content().isEqualTo("mine");
        assertThat(out.resolve("boards/sub/keep.yaml")).content().isEqualTo("board: keep\n");
        assertThat(out.resolve("boards/alpha/index.html")).isRegularFile();
    }

    @Test
    void aCheckoutIsNotTakenForASite(@TempDir Path dir) throws Exception {
        String db = lab(dir.resolve("lab.db"), 1, "alpha");
        Path checkout = Files.createDirectories(dir.resolve("checkout/boards")).getParent();
        Files.writeString(checkout.resolve("boards/snowball-msc.yaml"), "board: snowball-msc\n");
        Files.writeString(checkout.resolve("README.md"), "# bulkbench\n");
        Set<String> before = tree(checkout);

        refused(site(checkout, db), "holds files no site build wrote");

        assertThat(tree(checkout)).isEqualTo(before);
    }

    @Test
    void aRebuildRemovesWhatTheLastBuildWroteAndNothingElse(@TempDir Path dir) throws Exception {
        String both = lab(dir.resolve("both.db"), 2, "alpha", "beta");
        String alphaOnly = lab(dir.resolve("alpha.db"), 2, "alpha");
        Path out = dir.resolve("site");
        built(site(out, both));
        Files.writeString(out.resolve("boards/beta/notes.txt"), "the lab's notes on beta");
        Files.writeString(out.resolve("README.txt"), "the lab's own page");

        CliRun rebuilt = built(site(out, alphaOnly));

        assertThat(rebuilt.out()).containsPattern(" [1-9]\\d* removed");
        assertThat(out.resolve("boards/beta/index.html")).doesNotExist();
        assertThat(out.resolve("boards/beta/history.csv")).doesNotExist();
        assertThat(out.resolve("boards/beta/notes.txt")).content().isEqualTo("the lab's notes on beta");
        assertThat(out.resolve("README.txt")).exists();
        assertThat(out.resolve("boards/alpha/index.html")).isRegularFile();
        assertThat(out.resolve(SiteFolder.MANIFEST))
                .content()
                .doesNotContain("beta")
                .contains("boards/alpha/");
    }

    @Test
    void aManifestNamingAFileOutsideTheSiteIsRefusedBeforeAnythingIsWritten(@TempDir Path dir) throws Exception {
        String db = lab(dir.resolve("lab.db"), 1, "alpha");
        Path out = dir.resolve("site");
        built(site(out, db));
        Path outside = Files.writeString(dir.resolve("outside.txt"), "not the site's");
        Path manifest = out.resolve(SiteFolder.MANIFEST);
        Files.writeString(manifest, "../outside.txt\n", java.nio.file.StandardOpenOption.APPEND);
        Files.delete(out.resolve("index.html"));
        Set<String> before = tree(out);

        refused(site(out, db), manifest + " line ", "'../outside.txt' is not a path inside the site");

        assertThat(outside).content().isEqualTo("not the site's");
        assertThat(tree(out)).isEqualTo(before);
    }

    /** Where the site looks for a run's report: RESULTS/BOARD/RUN-ID/report.html. */
    private static Path report(Path results, String board, int night) throws Exception {
        return Files.createDirectories(results.resolve(board).resolve(SyntheticRuns.runId(night)))
                .resolve("report.html");
    }

    @Test
    void aReportThatIsALinkAPipeOrTooLargeIsLeftOutWithOneLineEach(@TempDir Path dir) throws Exception {
        Path results = dir.resolve("results");
        String db = lab(dir.resolve("lab.db"), Optional.of(results), 3, "alpha", "beta");
        Path secret = Files.writeString(dir.resolve("id_private"), "PRIVATE KEY MATERIAL");
        Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("rw-------"));
        Path link = Files.createSymbolicLink(report(results, "alpha", 0), secret);
        Path fifo = report(results, "alpha", 1);
        mkfifo(fifo);
        Path huge = report(results, "alpha", 2);
        sparse(huge, 300L << 20);
        Path fine = Files.writeString(report(results, "beta", 0), "<h1>beta, night 0</h1>");
        Path out = dir.resolve("site");

        CliRun run = built(site(out, db, "--results", results.toString()));

        assertThat(run.errLines()).hasSize(3);
        assertThat(run.err())
                .contains("site: warning: a run folder's report was not copied (its night's page shows the database's"
                        + " figures all the same): " + link + " is a symbolic link")
                .contains(fifo + " is not a regular file")
                .contains(huge + " is 300 MiB, over the 64 MiB", "--max-report-size")
                .doesNotContain("Exception");
        assertThat(out.resolve("boards/beta/runs/" + SyntheticRuns.runId(0) + "/report.html"))
                .content()
                .isEqualTo("<h1>beta, night 0</h1>");
        for (int night = 0; night < 3; night++) {
            assertThat(out.resolve("boards/alpha/runs/" + SyntheticRuns.runId(night) + "/report.html"))
                    .as("a report left out")
                    .doesNotExist();
            assertThat(Files.readString(out.resolve("boards/alpha/index.html")))
                    .as("its night still has its page")
                    .contains("night.html#alpha/", SyntheticRuns.runId(night));
        }
        try (Stream<Path> all = Files.walk(out)) {
            for (Path p : all.filter(Files::isRegularFile).toList()) {
                assertThat(Files.readString(p, java.nio.charset.StandardCharsets.ISO_8859_1))
                        .as(p.toString())
                        .doesNotContain("PRIVATE KEY MATERIAL");
            }
        }
        assertThat(fine).exists();
    }

    @Test
    void theReportBoundIsAFlag(@TempDir Path dir) throws Exception {
        Path results = dir.resolve("results");
        String db = lab(dir.resolve("lab.db"), Optional.of(results), 1, "alpha");
        Files.write(report(results, "alpha", 0), new byte[2048]);
        Path out = dir.resolve("site");
        Path copy = out.resolve("boards/alpha/runs/" + SyntheticRuns.runId(0) + "/report.html");

        CliRun small = built(site(out, db, "--results", results.toString(), "--max-report-size", "1K"));
        assertThat(small.errLines()).hasSize(1);
        assertThat(small.err()).contains("is 2 KiB, over the 1 KiB", "--max-report-size (now 1K)");
        assertThat(copy).doesNotExist();

        CliRun lifted = built(site(out, db, "--results", results.toString(), "--max-report-size", "4K"));
        assertThat(lifted.err()).isEmpty();
        assertThat(copy).hasSize(2048);

        refused(site(dir.resolve("other"), db, "--max-report-size", "lots"), "--max-report-size 'lots'", "64M");
        assertThat(dir.resolve("other")).doesNotExist();
    }

    @Test
    void aBoardNameFromTheDatabaseNeverLeadsOutOfTheSite(@TempDir Path dir) throws Exception {
        String db = lab(dir.resolve("lab.db"), 1, "../../escaped", "a/b");
        Path out = dir.resolve("deep/site");

        built(site(out, db));

        assertThat(tree(dir)).allSatisfy(p -> assertThat(p).matches("|lab\\.db.*|deep|deep/site(/.*)?"));
        try (Stream<Path> boards = Files.list(out.resolve("boards"))) {
            assertThat(boards.map(p -> p.getFileName().toString())).allMatch(n -> n.matches("x-[0-9a-f]{16}"));
        }
    }
}
