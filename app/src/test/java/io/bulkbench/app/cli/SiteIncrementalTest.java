package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.RecordOutcome;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunStore;
import io.bulkbench.history.SyntheticLab;
import io.bulkbench.history.SyntheticRuns;
import io.bulkbench.site.SiteFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A generated lab of 6 boards x 10 nights on SQLite, built, then one new night of one
 * board recorded, 30 % slower: the rebuild makes that board alone, changes only its files, the
 * lab-wide ones and its device's page (where it now stands out), and gives the same site as a
 * full build, byte for byte.
 */
class SiteIncrementalTest {
    // Every night's report is rendered on a board's first build: 60 reports a build at this size.
    private static final int BOARDS = 6;
    private static final int NIGHTS = 10;
    private static final int CHANGED = 3;
    /** The new night reads 30 % low: a regression, so the feed has an entry for it. */
    private static final double SLOWER = 0.7;
    /** The files of the whole lab, which a new night of any board changes. */
    private static final Set<String> LAB_WIDE =
            Set.of("index.html", "index.json", "feed.xml", ".bulkbench-site-boards", ".bulkbench-site-files");
    /** The page of the one device every synthetic board measures. */
    private static final String DEVICE_PAGE = SiteFolder.devicePage("sim:hs");

    @Test
    void aNewNightOfOneBoardChangesOnlyItsFilesAndTheLabsAndAFullBuildAgrees(@TempDir Path dir) throws Exception {
        String db = DatabaseLocation.sqlite(dir.resolve("lab.db")).url();
        CliRun lab =
                CliRun.of("synthetic-lab", "--db", db, "--boards", "" + BOARDS, "--nights", "" + NIGHTS, "--seed", "5");
        assertThat(lab.exitCode()).as(lab.err()).isZero();
        Path site = dir.resolve("site");

        CliRun first = CliRun.of("site", "--out", site.toString(), "--db", db);
        assertThat(first.exitCode()).as(first.err()).isZero();
        assertThat(first.out()).contains(BOARDS + " board(s)").contains(BOARDS + " made, 0 kept");
        CliRun same = CliRun.of("site", "--out", site.toString(), "--db", db);
        assertThat(same.out()).contains("0 made, " + BOARDS + " kept").contains(" 0 file(s) written");
        Map<String, String> before = files(site);

        try (ResultsDatabase database = ResultsDatabase.open(DatabaseLocation.parse(db, "--db"))) {
            assertThat(new RunStore(database)
                            .record(SyntheticRuns.run(
                                    SyntheticLab.board(CHANGED),
                                    NIGHTS,
                                    SyntheticRuns.PLAN,
                                    SyntheticLab.SIX_SIZES,
                                    SyntheticLab.random(5, CHANGED),
                                    SLOWER)))
                    .isEqualTo(RecordOutcome.RECORDED);
        }
        CliRun newNight = CliRun.of("site", "--out", site.toString(), "--db", db);

        assertThat(newNight.exitCode()).as(newNight.err()).isZero();
        assertThat(newNight.out()).contains("1 made, " + (BOARDS - 1) + " kept");
        Map<String, String> after = files(site);
        Set<String> moved = new TreeSet<>(before.keySet());
        moved.addAll(after.keySet());
        moved.removeIf(f -> before.getOrDefault(f, "").equals(after.getOrDefault(f, "")));
        String folder = "boards/" + SyntheticLab.board(CHANGED) + "/";
        assertThat(moved)
                .allMatch(
                        f -> f.startsWith(folder) || LAB_WIDE.contains(f) || f.equals(DEVICE_PAGE),
                        "its board's, the lab's or its device's");
        assertThat(moved).contains(folder + "index.html", "index.html", "index.json", "feed.xml", DEVICE_PAGE);
        assertThat(moved)
                .as("the new night's month of data, and no other month")
                .filteredOn(f -> f.startsWith(folder + "nights-"))
                .hasSize(1);
        // The new night reads 30 % below the level the other boards read alike: an outlier at
        // its key points, and first on its device's page.
        Element topRow = Jsoup.parse(Files.readString(site.resolve(DEVICE_PAGE)))
                .select("tbody tr.board")
                .first();
        assertThat(topRow.select("a").text()).isEqualTo(SyntheticLab.board(CHANGED));
        assertThat(topRow.select("td.outlier").eachText())
                .isNotEmpty()
                .allMatch(cell -> cell.matches(".*\\(-(2[5-9]|3[0-5])\\.\\d %\\) outlier"));
        assertThat(Files.readString(site.resolve(folder + "index.html"))).contains(SyntheticRuns.runId(NIGHTS));
        assertThat(Files.readString(site.resolve("index.json"))).contains(SyntheticRuns.runId(NIGHTS));
        assertThat(Files.readString(site.resolve("feed.xml")))
                .contains(SyntheticLab.board(CHANGED) + ": ")
                .contains(" point(s) slower in " + SyntheticRuns.runId(NIGHTS));

        Path full = dir.resolve("full");
        CliRun fullBuild = CliRun.of("site", "--full", "--out", full.toString(), "--db", db);
        assertThat(fullBuild.exitCode()).as(fullBuild.err()).isZero();
        assertThat(fullBuild.out()).contains(BOARDS + " made, 0 kept");
        assertThat(files(full)).isEqualTo(after);
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Every file of the site by its path inside it, with a hash of its bytes. */
    private static Map<String, String> files(Path site) throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> all = Files.walk(site)) {
            for (Path p : (Iterable<Path>) all.filter(Files::isRegularFile)::iterator) {
                out.put(site.relativize(p).toString(), sha256(Files.readAllBytes(p)));
            }
        }
        return out;
    }
}
