package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

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
import java.util.Set;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lab's site as a person sees it: the {@link TinyLab} (two boards swept three nights
 * each, beta slower on its third, plus a board whose name and labels are markup),
 * published with {@code bulkbench site} and opened in headless Chromium. The index lists both boards and
 * flags beta, every local link resolves, no page logs to the console, and the hostile
 * name and labels are text; the only scripts are the site's own. Screenshots of the index and beta's page are kept in target/.
 * Skipped without Chromium, except in CI (CI=true).
 */
class SiteInBrowserIT {
    private static final String HOSTILE_BOARD = TinyLab.HOSTILE_BOARD;
    private static final String HOSTILE_LABEL = TinyLab.HOSTILE_LABEL;

    @Test
    void twoBoardsThreeNightsEachMakeASiteThatFlagsTheSlowerOne(@TempDir Path work) throws Exception {
        HeadlessChromium chromium = HeadlessChromium.required("the site browser test");
        Path site = TinyLab.build(work).site();

        HeadlessChromium.Run index = chromium.dumpDom(site.resolve("index.html"), work);
        assertThat(index.exitCode()).as(index.log()).isZero();
        assertThat(index.consoleMessages()).isEmpty();
        Document dom = Jsoup.parse(index.stdout());
        assertThat(dom.select("tr.board")).hasSize(3);
        // alpha's device never changed: ok, or "not judged" where its simulator ran late on a busy machine.
        assertThat(status(dom, "alpha")).isIn("ok", "not judged");
        assertThat(status(dom, "beta")).isEqualTo("regression");
        // The one script is the site's own (filter, sort, pages): it ran in the browser (it shows the box).
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
        assertThat(betaDoc.select("script[src]"))
                .isNotEmpty()
                .allSatisfy(script ->
                        assertThat(script.attr("src")).matches("\\.\\./\\.\\./assets/.*|nights-\\d{4}-\\d{2}\\.js"));
        assertThat(betaDoc.select("script:not([src])"))
                .allSatisfy(script -> assertThat(script.attr("type")).isEqualTo("application/json"));
        assertThat(betaDoc.select("[onerror]")).isEmpty();
        assertThat(betaDoc.select("#nights td").eachText()).contains(HOSTILE_LABEL);
        assertThat(betaDoc.select("#nights a[href*=night.html#]"))
                .as("each night's page")
                .hasSize(3);
        assertThat(betaDoc.select("#nights a[href$=report.html]"))
                .as("each run's own report")
                .hasSize(3);
        assertThat(betaDoc.select("figure.chart canvas")).isNotEmpty();

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
            for (Element e : doc.select("a[href], img[src], link[href], script[src]")) {
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
