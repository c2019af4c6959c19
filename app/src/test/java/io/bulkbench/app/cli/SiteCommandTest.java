package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunStore;
import io.bulkbench.history.SyntheticRuns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code bulkbench site} on a database of made-up nights: what it writes, what a rebuild leaves, what it refuses. */
class SiteCommandTest {
    private static final FileTime LONG_AGO = FileTime.from(Instant.parse("2020-01-01T00:00:00Z"));

    static String lab(Path dir, int nights) throws Exception {
        DatabaseLocation db = DatabaseLocation.sqlite(dir.resolve("lab.db"));
        try (ResultsDatabase database = ResultsDatabase.open(db)) {
            RunStore store = new RunStore(database);
            SplittableRandom random = new SplittableRandom(11);
            for (String board : new String[] {"alpha", "beta"}) {
                for (int night = 0; night < nights; night++) {
                    if (!store.has(board, SyntheticRuns.runId(night))) {
                        store.record(SyntheticRuns.run(board, night, random));
                    }
                }
            }
        }
        return db.url();
    }

    @Test
    void aRebuildWithNothingNewRewritesNothingAndANewNightRewritesOnlyItsBoardAndTheIndex(@TempDir Path dir)
            throws Exception {
        String db = lab(dir, 4);
        Path site = dir.resolve("site");

        CliRun first = CliRun.of("site", "--out", site.toString(), "--db", db);

        assertThat(first.exitCode()).as(first.err()).isZero();
        assertThat(first.out()).contains("site: 2 board(s)").contains(" 0 unchanged");
        assertThat(site.resolve("index.html")).isRegularFile();
        assertThat(site.resolve("index.json")).isRegularFile();
        assertThat(site.resolve("feed.xml")).isRegularFile();
        assertThat(site.resolve("night.html")).isRegularFile();
        try (java.util.stream.Stream<Path> alpha = Files.list(site.resolve("boards/alpha"))) {
            assertThat(alpha.map(p -> p.getFileName().toString()))
                    .as("alpha's nights as data")
                    .anyMatch(name -> name.matches("nights-\\d{4}-\\d{2}\\.js"));
        }
        Path alphaPage = site.resolve("boards/alpha/index.html");
        Path betaPage = site.resolve("boards/beta/index.html");
        Files.setLastModifiedTime(alphaPage, LONG_AGO);
        Files.setLastModifiedTime(betaPage, LONG_AGO);

        CliRun same = CliRun.of("site", "--out", site.toString(), "--db", db);

        assertThat(same.out()).contains(" 0 file(s) written").contains(" 0 removed");
        assertThat(Files.getLastModifiedTime(alphaPage)).isEqualTo(LONG_AGO);

        try (ResultsDatabase database = ResultsDatabase.open(DatabaseLocation.parse(db, "--db"))) {
            new RunStore(database).record(SyntheticRuns.run("beta", 5, new SplittableRandom(5)));
        }
        CliRun newNight = CliRun.of("site", "--out", site.toString(), "--db", db);

        assertThat(newNight.exitCode()).as(newNight.err()).isZero();
        assertThat(Files.getLastModifiedTime(betaPage)).isNotEqualTo(LONG_AGO);
        assertThat(Files.readString(betaPage)).contains(SyntheticRuns.runId(5));
        // beta ran two nights after alpha's last: alpha missed a night, and its page now says so.
        assertThat(Files.readString(alphaPage)).contains("not run");
    }

    @Test
    void theSameReportLimitWrittenAnotherWayKeepsEveryBoard(@TempDir Path dir) throws Exception {
        String db = lab(dir, 3);
        Path site = dir.resolve("site");
        CliRun first = CliRun.of("site", "--out", site.toString(), "--db", db, "--max-report-size", "64M");
        assertThat(first.exitCode()).as(first.err()).isZero();

        CliRun same = CliRun.of("site", "--out", site.toString(), "--db", db, "--max-report-size", "65536K");
        CliRun other = CliRun.of("site", "--out", site.toString(), "--db", db, "--max-report-size", "32M");

        assertThat(same.out()).contains(": 0 made, 2 kept;").contains(" 0 file(s) written");
        assertThat(other.out()).as("another limit may copy other reports").contains(": 2 made, 0 kept;");
    }

    @Test
    void aRunFolderThatAppearsUnderResultsMakesItsBoardAgain(@TempDir Path dir) throws Exception {
        String db = lab(dir, 3);
        Path site = dir.resolve("site");
        Path results = dir.resolve("results");
        CliRun first = CliRun.of("site", "--out", site.toString(), "--db", db, "--results", results.toString());
        assertThat(first.exitCode()).as(first.err()).isZero();

        Files.createDirectories(results.resolve("beta").resolve(SyntheticRuns.runId(1)));
        CliRun again = CliRun.of("site", "--out", site.toString(), "--db", db, "--results", results.toString());

        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(again.out()).as("beta's folders moved, alpha's did not").contains(": 1 made, 1 kept;");
    }

    @Test
    void anOutThatIsAFileIsRefusedInOneLine(@TempDir Path dir) throws Exception {
        String db = lab(dir, 1);
        Path file = Files.writeString(dir.resolve("site"), "not a folder");

        CliRun run = CliRun.of("site", "--out", file.toString(), "--db", db);

        assertThat(run.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.errLines()).hasSize(1);
        assertThat(run.err()).contains("--out").contains("is a file, not a folder");
    }

    @Test
    void aDatabaseUrlOfAnotherKindIsRefusedInOneLine(@TempDir Path dir) {
        CliRun run = CliRun.of("site", "--out", dir.resolve("site").toString(), "--db", "mysql://lab/db");

        assertThat(run.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.errLines()).hasSize(1);
        assertThat(run.err()).contains("is not a results database URL");
    }

    @Test
    void anEmptyDatabaseMakesASiteThatSaysSo(@TempDir Path dir) {
        DatabaseLocation empty = DatabaseLocation.sqlite(dir.resolve("empty.db"));
        ResultsDatabase.open(empty).close();
        String db = empty.url();

        CliRun run = CliRun.of("site", "--out", dir.resolve("site").toString(), "--db", db);

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("site: 0 board(s)");
        assertThat(dir.resolve("site/index.html")).content().contains("0 board(s)");
    }

    @Test
    void aDatabaseFileThatDoesNotExistIsNamedNotCreated(@TempDir Path dir) {
        Path missing = dir.resolve("typo.db");

        for (CliRun run : List.of(
                CliRun.of("site", "--out", dir.resolve("site").toString(), "--db", "jdbc:sqlite:" + missing),
                CliRun.of("history", "--board", "any", "--db", "jdbc:sqlite:" + missing))) {
            assertThat(run.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(run.errLines()).hasSize(1);
            assertThat(run.err()).contains("no results database at " + missing);
        }
        assertThat(missing).doesNotExist();
    }
}
