package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunStore;
import io.bulkbench.history.SyntheticRuns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bulkbench ack} through the command line and the site it changes: board snowball's
 * night 3 read 30 % below nights 0 to 2 and stayed there, so its index row says
 * "regression" every later night; acknowledged since night 3 it says "ok" with the reason,
 * a further 30 % drop from night 6 on makes it a regression again, and so does undoing
 * the acknowledgement. Board steady is there to be left alone.
 */
class AckCommandTest {
    private static final String BOARD = "snowball";
    /** Markup and an ampersand: the pages show them as text. */
    private static final String REASON = "USB PHY retuned <for EMC> & 30 % slower";

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Nights {@code from} to {@code nights} - 1 of both boards, every point measured ok, snowball's from night 3 on lower, and lower again from night 7. */
    private static String lab(Path dir, int from, int nights) throws Exception {
        DatabaseLocation db = DatabaseLocation.sqlite(dir.resolve("lab.db"));
        try (ResultsDatabase database = ResultsDatabase.open(db)) {
            RunStore store = new RunStore(database);
            SplittableRandom random = new SplittableRandom(17);
            for (int night = from; night < nights; night++) {
                double level = night < 3 ? 1.0 : night < 7 ? 0.7 : 0.49;
                store.record(SyntheticRuns.allOk(SyntheticRuns.run(BOARD, night, level, random)));
                store.record(SyntheticRuns.allOk(SyntheticRuns.run("steady", night, 1.0, random)));
            }
        }
        return db.url();
    }

    @Test
    void anAcknowledgedDropIsOkUntilANewDropOrItsUndo(@TempDir Path dir) throws Exception {
        String db = lab(dir, 0, 6);
        Path site = dir.resolve("site");
        site(site, db);
        assertThat(row(site).get("status").asText()).isEqualTo("regression");
        String night3 = SyntheticRuns.runId(3);

        CliRun ack = CliRun.of("ack", BOARD, "--since", night3, "--reason", REASON, "--db", db);

        String user = System.getProperty("user.name");
        assertThat(ack.exitCode()).as(ack.err()).isZero();
        assertThat(ack.out().lines())
                .singleElement()
                .asString()
                .startsWith("ack: " + BOARD + " acknowledged since " + night3 + " by " + user + " at ")
                .contains(REASON);
        // The acknowledgement moved the board's revision: the next build makes it again, and it alone.
        // Last night keeps the verdict it was judged; the acknowledgement in force is shown beside it.
        assertThat(site(site, db)).contains("1 made, 1 kept");
        JsonNode row = row(site);
        assertThat(row.get("status").asText()).isEqualTo("regression");
        JsonNode acknowledged = row.get("acknowledged");
        assertThat(acknowledged.get("since").asText()).isEqualTo(night3);
        assertThat(acknowledged.get("reason").asText()).isEqualTo(REASON);
        assertThat(acknowledged.get("by").asText()).isEqualTo(user);
        assertThat(acknowledged.get("at").asText()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ");
        String shown = "acknowledged: " + REASON + " (since " + night3 + ")";
        assertThat(Files.readString(site.resolve("index.html")))
                .contains("acknowledged: USB PHY retuned &lt;for EMC&gt; &amp; 30 % slower (since " + night3 + ")");
        assertThat(Jsoup.parse(site.resolve("index.html").toFile()).text()).contains(shown);
        assertThat(Jsoup.parse(site.resolve("boards/snowball/index.html").toFile())
                        .text())
                .contains("Last night: regression.")
                .contains(shown + ", by " + user);

        // The next night is judged from the acknowledged run on: ok, the drop it accepts named.
        lab(dir, 6, 7);
        site(site, db);
        row = row(site);
        assertThat(row.get("status").asText()).isEqualTo("ok");
        assertThat(row.get("outcome").asText()).isEqualTo("acknowledged");
        assertThat(row.get("changes")).isNotEmpty().allSatisfy(c -> {
            assertThat(c.get("verdict").asText()).isEqualTo("acknowledged");
            assertThat(c.get("run_id").asText()).isEqualTo(night3);
        });
        String page =
                Jsoup.parse(site.resolve("boards/snowball/index.html").toFile()).text();
        assertThat(page).contains("Last night: ok.").contains(shown + ", by " + user);
        // The board's page still lists the drop, marked as last night's verdict calls it.
        assertThat(page)
                .containsPattern("acknowledged: sim:hs in [^(]*\\(-3\\d\\.\\d %, p = [^)]*\\) from night " + night3);

        lab(dir, 7, 9);
        site(site, db);
        assertThat(row(site).get("status").asText()).isEqualTo("regression");
        assertThat(row(site).get("changes").get(0).get("run_id").asText()).isEqualTo(SyntheticRuns.runId(7));
        assertThat(row(site).get("changes").get(0).get("verdict").asText()).isEqualTo("regression");

        CliRun undo = CliRun.of("ack", BOARD, "--since", night3, "--undo", "--db", db);

        assertThat(undo.exitCode()).as(undo.err()).isZero();
        assertThat(undo.out().lines())
                .singleElement()
                .asString()
                .startsWith("ack: the acknowledgement of " + BOARD + " since " + night3 + " is undone");
        site(site, db);
        assertThat(row(site).get("status").asText()).isEqualTo("regression");
        assertThat(row(site).get("acknowledged").isNull()).isTrue();
        // No acknowledgement in force under the status; the night's stored verdict still names
        // the one it was judged with.
        org.jsoup.nodes.Element status = Jsoup.parse(site.resolve("index.html").toFile())
                .select("tr.board:has(a:containsOwn(" + BOARD + ")) td")
                .get(1);
        assertThat(status.text()).doesNotContain("acknowledged");
        assertThat(row(site).get("verdict").asText()).contains("acknowledged: USB");
    }

    @Test
    void whatCannotBeAcknowledgedIsOneLineAndExit2(@TempDir Path dir) throws Exception {
        String db = lab(dir, 0, 4);
        String night3 = SyntheticRuns.runId(3);

        refused("board 'nosuch' has no run recorded", "ack", "nosuch", "--since", night3, "--reason", "x", "--db", db);
        refused(
                "board 'snowball' has no run 20990101-000000",
                "ack",
                BOARD,
                "--since",
                "20990101-000000",
                "--reason",
                "x",
                "--db",
                db);
        refused("--reason is missing", "ack", BOARD, "--since", night3, "--db", db);
        refused(
                "--reason and --undo do not go together",
                "ack",
                BOARD,
                "--since",
                night3,
                "--reason",
                "x",
                "--undo",
                "--db",
                db);
        refused("--reason is empty", "ack", BOARD, "--since", night3, "--reason", " ", "--db", db);
        refused("keep it to 500", "ack", BOARD, "--since", night3, "--reason", "x".repeat(501), "--db", db);
        refused(
                "control character \\e",
                "ack",
                BOARD,
                "--since",
                night3,
                "--reason",
                "known\u001b]0;owned\u0007",
                "--db",
                db);
        refused(
                "no acknowledgement since " + night3 + " to undo",
                "ack",
                BOARD,
                "--since",
                night3,
                "--undo",
                "--db",
                db);
        refused(
                "no results database at",
                "ack",
                BOARD,
                "--since",
                night3,
                "--reason",
                "x",
                "--db",
                "jdbc:sqlite:" + dir.resolve("missing.db"));
        assertThat(dir.resolve("missing.db")).doesNotExist();
        assertThat(CliRun.of("ack", BOARD, "--since", night3, "--reason", "known", "--db", db)
                        .exitCode())
                .isZero();
        refused(
                "is acknowledged since " + night3 + " already",
                "ack",
                BOARD,
                "--since",
                night3,
                "--reason",
                "again",
                "--db",
                db);
    }

    private static void refused(String expected, String... args) {
        CliRun run = CliRun.of(args);
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.out()).isEmpty();
        assertThat(run.errLines())
                .singleElement()
                .asString()
                .startsWith("bulkbench ack: ")
                .contains(expected);
        assertThat(run.err()).doesNotContain("\u001b").doesNotContain("Exception");
    }

    /** Builds the site; returns what it printed. */
    private static String site(Path site, String db) {
        CliRun built = CliRun.of("site", "--out", site.toString(), "--db", db);
        assertThat(built.exitCode()).as(built.err()).isZero();
        return built.out();
    }

    /** Board snowball's row of index.json. */
    private static JsonNode row(Path site) throws Exception {
        for (JsonNode b : JSON.readTree(site.resolve("index.json").toFile()).get("boards")) {
            if (b.get("board").asText().equals(BOARD)) {
                return b;
            }
        }
        throw new AssertionError("no row of " + BOARD + " in index.json");
    }
}
