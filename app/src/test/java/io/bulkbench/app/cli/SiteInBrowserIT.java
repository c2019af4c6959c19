package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunStore;
import io.bulkbench.history.SyntheticRuns;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.PointsCsv;
import io.bulkbench.testing.HeadlessChromium;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.SplittableRandom;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lab's site as a person sees it: two boards swept three nights each with tiny
 * simulated sweeps (board beta's profile made slower before its third night), recorded
 * in SQLite, plus a board whose name and labels are markup, published with
 * {@code bulkbench site} and opened in headless Chromium. The index lists both boards and
 * flags beta, every local link resolves, no page logs to the console, and the hostile
 * name and labels are text. Screenshots of the index and beta's page are kept in target/.
 * Skipped without Chromium, except in CI (CI=true).
 */
class SiteInBrowserIT {
    private static final String HOSTILE_BOARD = "<script>alert(1)</script>\"><img src=x onerror=alert(2)>";
    private static final String HOSTILE_LABEL = "\"><img src=x onerror=alert(3)><script>alert(4)</script>";
    private static final String[] TINY = {
        "--buffers",
        "2,4",
        "--sizes",
        "16K",
        "--modes",
        "no-copy",
        "--no-baselines",
        "--forks",
        "0",
        "--warmup",
        "1",
        "--iterations",
        "5",
        "--time",
        "100ms"
    };
    private static final String PROFILE = """
            description: a board of the site test
            swept: host_queue
            seed: 1
            link:
              speed: high
              bandwidth_mb_s: %d
              per_request_us: 15
              duplex: half
            host:
              submit_us: 12
              submit_us_per_kib: 0.05
              completion_latency_us: 20
              jitter_us: 5
            """;

    @Test
    void twoBoardsThreeNightsEachMakeASiteThatFlagsTheSlowerOne(@TempDir Path work) throws Exception {
        HeadlessChromium chromium = HeadlessChromium.required("the site browser test");
        Path results = work.resolve("results");
        String db = "jdbc:sqlite:" + work.resolve("lab.db");
        Path beta = work.resolve("beta.yaml");
        for (int night = 1; night <= 3; night++) {
            Files.writeString(beta, PROFILE.formatted(night < 3 ? 40 : 10));
            sweep("alpha", "sim:hs", night, "6.12." + night, results);
            sweep("beta", "sim:" + beta, night, night == 3 ? HOSTILE_LABEL : "6.12." + night, results);
        }
        CliRun imported = CliRun.of("import", results.toString(), "--db", db);
        assertThat(imported.exitCode()).as(imported.out() + imported.err()).isZero();
        assertThat(imported.out()).contains("6 recorded");
        try (ResultsDatabase database = ResultsDatabase.open(DatabaseLocation.parse(db, "--db"))) {
            SplittableRandom random = new SplittableRandom(7);
            for (int night = 0; night < 2; night++) {
                new RunStore(database).record(SyntheticRuns.run(HOSTILE_BOARD, night, random));
            }
        }
        Path site = work.resolve("site");

        CliRun built = CliRun.of("site", "--out", site.toString(), "--db", db, "--results", results.toString());

        assertThat(built.exitCode()).as(built.err()).isZero();
        assertThat(built.out()).contains("site: 3 board(s)");

        HeadlessChromium.Run index = chromium.dumpDom(site.resolve("index.html"), work);
        assertThat(index.exitCode()).as(index.log()).isZero();
        assertThat(index.consoleMessages()).isEmpty();
        Document dom = Jsoup.parse(index.stdout());
        assertThat(dom.select("tr.board")).hasSize(3);
        assertThat(status(dom, "alpha")).isEqualTo("ok");
        assertThat(status(dom, "beta")).isEqualTo("regression");
        // The one script is the filter box's: it ran in the browser (it shows the box) and holds no board's text.
        assertThat(dom.select("script"))
                .singleElement()
                .satisfies(script -> assertThat(script.data()).doesNotContain("alert"));
        assertThat(dom.select("#filter").hasAttr("hidden")).isFalse();
        assertThat(dom.select("tr.board").eachAttr("data-status")).first().isEqualTo("regression");
        assertThat(dom.select("[onerror]")).isEmpty();
        assertThat(dom.select("tr.board a").eachText()).contains(HOSTILE_BOARD);

        assertThat(Files.readString(site.resolve("feed.xml")))
                .contains("<title>beta: 2 point(s) slower in 20261130-021500</title>")
                .doesNotContain("<title>alpha");

        List<Path> pages = everyLocalLinkResolves(site.resolve("index.html"));
        assertThat(pages).hasSizeGreaterThanOrEqualTo(1 + 3 + 6);
        Path betaPage = site.resolve("boards/beta/index.html");
        HeadlessChromium.Run betaDom = chromium.dumpDom(betaPage, work);
        assertThat(betaDom.consoleMessages()).isEmpty();
        Document betaDoc = Jsoup.parse(betaDom.stdout());
        assertThat(betaDoc.select("script")).isEmpty();
        assertThat(betaDoc.select("[onerror]")).isEmpty();
        assertThat(betaDoc.select("#nights td").eachText()).contains(HOSTILE_LABEL);
        assertThat(betaDoc.select("#nights a")).hasSize(3);
        assertThat(betaDoc.select("figure img")).isNotEmpty();

        for (Path page : pages) {
            Path png = Files.createTempFile(work, "page", ".png");
            HeadlessChromium.Run shown = chromium.screenshot(page, png, 1200, 1600, work);
            assertThat(shown.exitCode()).as(shown.log()).isZero();
            assertThat(shown.consoleMessages()).as(page.toString()).isEmpty();
            if (page.equals(site.resolve("index.html"))) {
                keepForPeople(png, "site-index-in-chromium.png");
            } else if (page.equals(betaPage)) {
                keepForPeople(png, "site-board-in-chromium.png");
            }
        }
    }

    /**
     * One tiny sweep into {@code results/BOARD/RUN-ID}. However busy this machine was, its
     * simulator is taken to have kept pace (late share 0): a night the simulator ran late
     * is never judged a regression, and this test is about the site, not the simulator.
     */
    private static void sweep(String board, String device, int night, String label, Path results) throws Exception {
        Path folder = results.resolve(board).resolve("202611" + (27 + night) + "-021500");
        List<String> args = new ArrayList<>(List.of("sweep", "--board", board, "--device", device));
        args.addAll(List.of(TINY));
        args.addAll(List.of("--label", label, "--out", folder.toString()));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
        List<MeasuredPoint> keptPace = RunFolder.readPoints(folder).stream()
                .map(p -> p.withLateShare(OptionalDouble.of(0)))
                .toList();
        PointsCsv.write(keptPace, folder.resolve(RunFolder.POINTS_CSV));
    }

    private static String status(Document dom, String board) {
        for (Element row : dom.select("tr.board")) {
            if (row.select("td").get(0).text().equals(board)) {
                return row.attr("data-status");
            }
        }
        throw new AssertionError("no row for " + board + " in " + dom.select("tr.board"));
    }

    /** Follows every relative link and image from the index; each must name a file. Returns the HTML pages. */
    private static List<Path> everyLocalLinkResolves(Path index) throws Exception {
        List<Path> pages = new ArrayList<>();
        Set<Path> seen = new HashSet<>();
        Deque<Path> todo = new ArrayDeque<>(List.of(index));
        while (!todo.isEmpty()) {
            Path page = todo.pop();
            if (!seen.add(page)) {
                continue;
            }
            pages.add(page);
            Document doc = Jsoup.parse(Files.readString(page));
            for (Element e : doc.select("a[href], img[src], link[href]")) {
                String target = e.hasAttr("src") ? e.attr("src") : e.attr("href");
                if (target.startsWith("data:")) {
                    continue;
                }
                assertThat(URI.create(target).isAbsolute())
                        .as("%s links %s: not a local link", page, target)
                        .isFalse();
                Path file =
                        page.getParent().resolve(URI.create(target).getPath()).normalize();
                assertThat(file).as("%s links %s", page, target).isRegularFile();
                if (file.toString().endsWith(".html")) {
                    todo.add(file);
                }
            }
        }
        return pages;
    }

    private static void keepForPeople(Path png, String name) throws Exception {
        Path build = Path.of("target");
        if (Files.isDirectory(build)) {
            Files.copy(png, build.resolve(name), StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
