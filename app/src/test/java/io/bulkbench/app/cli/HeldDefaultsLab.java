package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.PointsCsv;
import io.bulkbench.reports.csv.RawCsv;
import io.bulkbench.testing.DrivenChromium;
import io.bulkbench.testing.GitCheckout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * A board's default from its nights, told alike by every surface: four boards over four
 * nights, each night a real {@code nightly} whose measured points are then set to known
 * curves, so what each night recommends is known here. {@code steady} and {@code stale}
 * measure the same early knee every night; {@code flip} alternates an early and a late knee;
 * {@code twin} measures the late knee every night and ships steady's defconfig. A test kernel
 * tree (a real git repository) ships steady's held value in steady's defconfig, another in
 * stale's, and the Kconfig default in flip's. Then index.json, the defaults page (in
 * Chromium too) and {@code patch --all} agree: steady held and shipped, stale held and
 * contradicted, flip unsettled, steady and twin holding different values of one defconfig,
 * which no patch touches and the cover letter names; the series holds one patch, stale's,
 * with its nights' evidence, and applies with {@code git am}; {@code patch --board flip}
 * refuses and says why. Run on SQLite and on PostgreSQL by the subclasses.
 */
abstract class HeldDefaultsLab {
    private static final String OUT_OF_REACH = "jdbc:postgresql://127.0.0.1:1/none";
    private static final String SYMBOL = "CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS";
    private static final String NIGHTS = "3";
    /** A knee at few buffers: nearly all the throughput at 4. */
    private static final Map<Integer, Double> EARLY = Map.of(1, 100.0, 2, 180.0, 4, 236.0, 8, 240.0, 16, 241.0);
    /** A knee at many: the throughput still climbs to 16. */
    private static final Map<Integer, Double> LATE = Map.of(1, 30.0, 2, 60.0, 4, 115.0, 8, 190.0, 16, 240.0);

    private static final ObjectMapper JSON = new ObjectMapper();

    abstract String newDatabase(Path dir) throws Exception;

    @Test
    void theDefaultsPageIndexJsonAndPatchAllAgreeOnHeldUnsettledAndContradictedDefaults(@TempDir Path dir)
            throws Exception {
        String db = newDatabase(dir);
        Path results = dir.resolve("results");
        Path configs = Files.createDirectories(dir.resolve("boards"));
        for (String board : List.of("steady", "stale", "flip")) {
            boardConfig(configs, board, board);
        }
        // twin ships steady's defconfig, and holds another value.
        boardConfig(configs, "twin", "steady");
        List<String> steadySaid = new ArrayList<>();
        List<String> flipSaid = new ArrayList<>();
        for (int night = 1; night <= 4; night++) {
            steadySaid.add(night(configs, "steady", results, db, EARLY));
            night(configs, "stale", results, db, EARLY);
            flipSaid.add(night(configs, "flip", results, db, night % 2 == 1 ? EARLY : LATE));
            night(configs, "twin", results, db, LATE);
        }

        // What each night recommended, from the run folders alone.
        Set<String> steadyValues = recommended(results, "steady");
        Set<String> flipValues = recommended(results, "flip");
        assertThat(steadyValues).hasSize(1);
        assertThat(recommended(results, "stale")).isEqualTo(steadyValues);
        assertThat(flipValues).hasSize(2);
        String held = steadyValues.iterator().next();
        Set<String> twinValues = recommended(results, "twin");
        assertThat(twinValues).hasSize(1).doesNotContain(held);
        String twinHeld = twinValues.iterator().next();
        assertThat(Integer.parseInt(held)).isBetween(2, 8);

        // The nightly names the hold once, on the third night; flip never holds.
        assertThat(steadySaid.get(1)).doesNotContain("is now held");
        assertThat(steadySaid.get(2)).contains("nightly: " + SYMBOL + " (in copy on sim:hs) is now held at " + held);
        assertThat(steadySaid.get(3)).doesNotContain("is now held");
        assertThat(String.join("", flipSaid)).doesNotContain("is now held");

        // A kernel tree: steady's defconfig ships the held value, stale's another, flip's the Kconfig default.
        String other = held.equals("2") ? "3" : "2";
        Path tree = kernelTree(dir, held, other);

        Path site = dir.resolve("site");
        CliRun built = CliRun.of(
                "site",
                "--out",
                site.toString(),
                "--db",
                db,
                "--results",
                results.toString(),
                "--held-nights",
                NIGHTS,
                "--tree",
                tree.toString(),
                "--configs",
                configs.toString());
        assertThat(built.exitCode()).as(built.out() + built.err()).isZero();

        // index.json: held, held, unsettled with the values seen.
        JsonNode steady = defaultOf(entry(site, "steady"));
        assertThat(steady.path("held").asBoolean()).isTrue();
        assertThat(steady.path("value").asText()).isEqualTo(held);
        assertThat(steady.path("held_nights").asInt()).isEqualTo(3);
        assertThat(defaultOf(entry(site, "stale")).path("held").asBoolean()).isTrue();
        JsonNode flip = defaultOf(entry(site, "flip"));
        assertThat(flip.path("held").asBoolean()).isFalse();
        assertThat(flip.path("unsettled").asText()).startsWith("the last 3 nights recommend ");
        assertThat(flip.path("values_seen").size()).isEqualTo(2);

        // defaults.json: only stale's defconfig contradicts its held default; steady's is shared with twin,
        // which holds another value, so neither is patched.
        JsonNode defaults =
                JSON.readTree(site.resolve("defaults.json").toFile()).path("defaults");
        assertThat(defaults.size()).isEqualTo(4);
        for (JsonNode row : defaults) {
            String board = row.path("board").asText();
            assertThat(row.path("contradicts").asBoolean()).as(board).isEqualTo(board.equals("stale"));
            assertThat(row.path("defconfig").asText())
                    .isEqualTo("arch/arm64/configs/" + (board.equals("twin") ? "steady" : board) + "_defconfig");
            if (board.equals("steady") || board.equals("twin")) {
                assertThat(row.path("shared_disagreeing").path("steady").asText())
                        .isEqualTo(held);
                assertThat(row.path("shared_disagreeing").path("twin").asText()).isEqualTo(twinHeld);
            }
        }
        assertThat(defaults.get(0).path("board").asText())
                .as("contradicted first")
                .isEqualTo("stale");
        assertThat(defaults.get(0).path("shipped_value").asText()).isEqualTo(other);
        assertThat(defaults.get(0).path("shipped_from").asText()).isEqualTo("defconfig");

        // The page in Chromium: the same rows, the contradicted one marked.
        try (DrivenChromium browser = DrivenChromium.required("the lab's defaults page", 1200, 900)) {
            browser.open(site.resolve("index.html"));
            browser.driver().findElement(By.linkText("defaults.html")).click();
            List<WebElement> rows = browser.driver().findElements(By.cssSelector("table#lab-defaults tbody tr"));
            assertThat(rows).hasSize(4);
            for (WebElement row : rows) {
                String board = row.getAttribute("data-board");
                String value = board.equals("flip") ? "" : board.equals("twin") ? twinHeld : held;
                assertThat(row.getAttribute("data-contradicts")).isEqualTo(board.equals("stale") ? "yes" : "no");
                assertThat(row.getAttribute("data-held")).isEqualTo(value);
                assertThat(row.getText()).contains(board.equals("flip") ? "unsettled" : "held at " + value);
            }
            // The filter box narrows the rows to a word.
            browser.driver().findElement(By.id("filter")).sendKeys("flip");
            assertThat(browser.driver().findElements(By.cssSelector("table#lab-defaults tbody tr")).stream()
                            .filter(WebElement::isDisplayed)
                            .map(r -> r.getAttribute("data-board"))
                            .toList())
                    .containsExactly("flip");
            assertThat(browser.consoleErrors()).isEmpty();
        }

        // patch --board on the flipping board refuses in one line, saying why.
        CliRun refused = CliRun.of(
                "patch",
                "--board",
                "flip",
                "--db",
                db,
                "--tree",
                tree.toString(),
                "--configs",
                configs.toString(),
                "--held-nights",
                NIGHTS);
        assertThat(refused.exitCode()).as(refused.out() + refused.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(refused.err().strip().lines()).hasSize(1);
        assertThat(refused.err())
                .contains("holds no value of " + SYMBOL
                        + " (in copy on sim:hs it is unsettled: the last 3 nights recommend");

        // patch --all: one patch, stale's, as a series that git am applies.
        Path patches = dir.resolve("patches");
        CliRun all = CliRun.of(
                "patch",
                "--all",
                "--db",
                db,
                "--tree",
                tree.toString(),
                "--configs",
                configs.toString(),
                "--held-nights",
                NIGHTS,
                "--out",
                patches.toString());
        assertThat(all.exitCode()).as(all.out() + all.err()).isZero();
        assertThat(all.err()).contains("patch: left out: flip: " + SYMBOL + " (in copy on sim:hs it is unsettled");
        List<Path> files;
        try (Stream<Path> listed = Files.list(patches)) {
            files = listed.sorted().toList();
        }
        assertThat(files)
                .extracting(p -> p.getFileName().toString().substring(0, 5))
                .containsExactly("0000-", "0001-");
        String cover = Files.readString(files.get(0));
        assertThat(cover)
                .contains("stale_defconfig: " + SYMBOL + "=" + held)
                .contains("steady_defconfig: " + SYMBOL + ": steady hold " + held + "; twin hold " + twinHeld);
        assertThat(all.err()).contains("steady_defconfig: its boards disagree on " + SYMBOL);
        String patch = Files.readString(files.get(1));
        assertThat(patch)
                .contains("arch/arm64/configs/stale_defconfig")
                .contains("+" + SYMBOL + "=" + held)
                .contains("-" + SYMBOL + "=" + other)
                .contains("The last 3 nights of stale's plan");
        // The message is wrapped at 75 columns: its sentences are read with the lines joined.
        assertThat(patch.replaceAll("\\s+", " "))
                .contains("each recommended " + held + ", none of them moved by late points")
                .contains("On the latest night, " + held + " measured ")
                .contains("the current " + other + " measured ")
                .contains("Measured on a simulated device (sim:hs).");
        GitCheckout.git(tree, "am", files.get(1).toString());
        assertThat(GitCheckout.git(tree, "show", "HEAD:arch/arm64/configs/stale_defconfig"))
                .contains(SYMBOL + "=" + held);

        // patch --board on the steady board: its defconfig already ships the value.
        CliRun steadyPatch = CliRun.of(
                "patch",
                "--board",
                "steady",
                "--db",
                db,
                "--tree",
                tree.toString(),
                "--configs",
                configs.toString(),
                "--held-nights",
                NIGHTS,
                "--out",
                dir.resolve("steady-patch").toString());
        assertThat(steadyPatch.exitCode())
                .as(steadyPatch.out() + steadyPatch.err())
                .isEqualTo(ExitCode.FAILED);
        assertThat(steadyPatch.err()).contains("already sets " + SYMBOL + "=" + held);
    }

    /** One night: a nightly whose points are set to {@code curve}, then recorded; returns its output. */
    private static String night(Path configs, String board, Path results, String db, Map<Integer, Double> curve)
            throws Exception {
        Path config = configs.resolve(board + ".yaml");
        CliRun sweep = CliRun.of(
                "nightly", "--config", config.toString(), "--results", results.toString(), "--db", OUT_OF_REACH);
        List<Path> runs = runs(results, board);
        Path run = runs.get(runs.size() - 1);
        assertThat(Files.exists(run.resolve(RunFolder.POINTS_CSV)))
                .as(sweep.out() + sweep.err())
                .isTrue();
        List<MeasuredPoint> known = RunFolder.readPoints(run).stream()
                .map(p -> {
                    double mbS = curve.get(p.key().buffers());
                    List<Double> samples =
                            List.of(mbS * 1.004, mbS * 0.996, mbS * 1.003, mbS * 0.997, mbS * 1.001, mbS * 0.999);
                    return MeasuredPoint.ok(p.key(), mbS, 0.004 * mbS, samples, 0);
                })
                .toList();
        PointsCsv.write(known, run.resolve(RunFolder.POINTS_CSV));
        RawCsv.write(known, run.resolve("raw.csv"));
        Files.deleteIfExists(run.resolve(RunFolder.REPORT_HTML));
        CliRun recorded = CliRun.of(
                "nightly",
                "--config",
                config.toString(),
                "--results",
                results.toString(),
                "--db",
                db,
                "--held-nights",
                NIGHTS);
        assertThat(runs(results, board)).as(recorded.out() + recorded.err()).hasSize(runs.size());
        // flip's nights alternate two curves, so every other night is slower than the one before.
        assertThat(recorded.exitCode())
                .as(recorded.out() + recorded.err())
                .isIn(ExitCode.OK, board.equals("flip") ? ExitCode.REGRESSION : ExitCode.OK);
        return recorded.out();
    }

    /** The values the board's run folders recommend for the symbol, night by night. */
    private static Set<String> recommended(Path results, String board) throws Exception {
        Set<String> values = new LinkedHashSet<>();
        for (Path run : runs(results, board)) {
            List<Recommendation> rs = RunFolder.readRecommendations(run);
            rs.stream().filter(r -> r.symbol().equals(SYMBOL)).forEach(r -> {
                assertThat(r.decided()).as(run + " decided").isTrue();
                values.add(r.value());
            });
        }
        return values;
    }

    private static Path kernelTree(Path dir, String held, String other) throws Exception {
        Path tree = Files.createDirectories(dir.resolve("linux"));
        GitCheckout.git(tree, "init", "-q", "-b", "master");
        GitCheckout.git(tree, "config", "user.name", "Ada Tester");
        GitCheckout.git(tree, "config", "user.email", "ada@example.org");
        write(tree, "arch/arm64/configs/steady_defconfig", "CONFIG_USB_GADGET=y\n" + SYMBOL + "=" + held + "\n");
        write(tree, "arch/arm64/configs/stale_defconfig", "CONFIG_USB_GADGET=y\n" + SYMBOL + "=" + other + "\n");
        write(tree, "arch/arm64/configs/flip_defconfig", "CONFIG_USB_GADGET=y\n");
        write(
                tree,
                "drivers/usb/gadget/Kconfig",
                "config USB_GADGET_STORAGE_NUM_BUFFERS\n\tint \"Number of storage pipeline buffers\"\n"
                        + "\trange 2 32\n\tdefault 2\n");
        GitCheckout.git(tree, "add", "-A");
        GitCheckout.git(tree, "commit", "-q", "-m", "Linux 6.12");
        return tree;
    }

    private static void write(Path tree, String path, String text) throws Exception {
        Path file = tree.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private static JsonNode entry(Path site, String board) throws Exception {
        for (JsonNode b : JSON.readTree(site.resolve("index.json").toFile()).path("boards")) {
            if (b.path("board").asText().equals(board)) {
                return b;
            }
        }
        throw new AssertionError("no entry of " + board);
    }

    private static JsonNode defaultOf(JsonNode entry) {
        for (JsonNode d : entry.path("defaults")) {
            if (d.path("symbol").asText().equals(SYMBOL)) {
                return d;
            }
        }
        throw new AssertionError("no default " + SYMBOL + " in " + entry);
    }

    private static List<Path> runs(Path results, String board) throws Exception {
        if (!Files.isDirectory(results.resolve(board))) {
            return List.of();
        }
        try (Stream<Path> runs = Files.list(results.resolve(board))) {
            return runs.filter(Files::isDirectory).sorted().toList();
        }
    }

    /** A tiny plan on the simulator, its buffers symbol the kernel's; its figures are set by hand. */
    private static void boardConfig(Path configs, String board, String defconfigOf) throws Exception {
        Files.writeString(configs.resolve(board + ".yaml"), """
                board: %s
                device: sim:hs
                buffers: 1,2,4,8,16
                sizes: 16K
                modes: copy
                jmh: {forks: 0, warmup: 0, iterations: 2, time: 50ms}
                baselines: false
                symbols:
                  buffers: %s
                defconfig: arch/arm64/configs/%s_defconfig
                """.formatted(board, SYMBOL, defconfigOf));
    }
}
