package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointText;
import io.bulkbench.testing.DrivenChromium;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * The site's charts as a person uses them, in Chromium driven by Selenium from file:// (no
 * network): on beta's page, hovering its third night shows that night's run, its hostile
 * label as text and the throughput its run folder recorded; a drag narrows the x range and
 * a double-click restores it; the legend hides a series; a click on a night opens that
 * night's page. The device page lists alpha and the hostile board with the name as text,
 * and its filter box narrows the rows to those holding the words typed. Beta's page, reached
 * from the index, lists its third night's slower points against the night before with the
 * figures, p-values and tests the database stored for that night. No page logs an error. Skipped without Chromium and chromedriver, except in
 * CI (CI=true). A screenshot of the hovered chart is kept in target/.
 */
class SiteChartsInBrowserIT {
    private static final Pattern FIGURE = Pattern.compile("([0-9.]+) ± [0-9.]+ MB/s");

    @TempDir
    static Path work;

    private static DrivenChromium browser;
    private static TinyLab lab;

    @BeforeAll
    static void buildTheLabAndOpenABrowser() throws Exception {
        browser = DrivenChromium.required("the site's chart tests", 1200, 900);
        lab = TinyLab.build(work);
    }

    @AfterAll
    static void closeTheBrowser() {
        if (browser != null) {
            browser.close();
        }
    }

    @Test
    void hoveringANightShowsWhatItsRunRecordedAndAClickOpensItsPage() throws Exception {
        browser.open(lab.site().resolve("boards/beta/index.html"));
        WebElement figure = browser.driver().findElement(By.cssSelector("figure.chart"));
        MeasuredPoint recorded = recordedPointOf(figure, lab.points("beta", 3));

        hover(0, lastNight(0), recorded.throughputMbS());

        WebElement tip = figure.findElement(By.cssSelector(".chart-tip"));
        assertThat(tip.isDisplayed()).isTrue();
        String shown = tip.getText();
        assertThat(shown).contains("run " + TinyLab.runId(3)).contains(TinyLab.HOSTILE_LABEL);
        Matcher figureShown = FIGURE.matcher(shown);
        assertThat(figureShown.find()).as(shown).isTrue();
        // Shown to three significant figures: within half of the third figure's unit.
        assertThat(Double.parseDouble(figureShown.group(1)))
                .isCloseTo(recorded.throughputMbS(), within(recorded.throughputMbS() * 0.005));
        assertThat(browser.driver().findElements(By.cssSelector("[onerror]"))).isEmpty();
        keepForPeople("site-chart-hover-in-chromium.png");

        WebElement meanInLegend = figure.findElements(By.cssSelector(".u-legend .u-series"))
                .get(1)
                .findElement(By.cssSelector(".u-label"));
        meanInLegend.click();
        assertThat(browser.script("return bulkbenchCharts[0].series[1].show;")).isEqualTo(false);
        hover(0, lastNight(0), recorded.throughputMbS());
        assertThat(tip.isDisplayed())
                .as("a hidden series has no night to hover")
                .isFalse();
        meanInLegend.click();
        assertThat(browser.script("return bulkbenchCharts[0].series[1].show;")).isEqualTo(true);

        hover(0, lastNight(0), recorded.throughputMbS());
        new Actions(browser.driver()).click().perform();

        assertThat(browser.driver().getTitle()).isEqualTo("Night " + TinyLab.runId(3) + " of board beta");
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void aDragZoomsIntoTheNightsAndADoubleClickShowsThemAllAgain() {
        browser.open(lab.site().resolve("boards/beta/index.html"));
        double[] all = xRange(0);
        WebElement over = browser.driver().findElement(By.cssSelector("figure.chart .u-over"));
        inView(over);
        int width = over.getSize().getWidth();
        int height = over.getSize().getHeight();

        new Actions(browser.driver())
                .moveToElement(over, -width / 2 + 20, -height / 2 + 5)
                .clickAndHold()
                .moveByOffset(width / 3, 0)
                .release()
                .perform();

        double[] zoomed = xRange(0);
        assertThat(zoomed[1] - zoomed[0]).isLessThan((all[1] - all[0]) * 0.6);
        assertThat(zoomed[0]).isGreaterThanOrEqualTo(all[0]);
        assertThat(browser.driver().getTitle()).as("a drag is not a click").startsWith("Board beta");

        int dx = (int) Math.round(farthestFromANight(0) - width / 2.0);
        new Actions(browser.driver()).moveToElement(over, dx, 0).doubleClick().perform();

        double[] again = xRange(0);
        assertThat(again[0]).isCloseTo(all[0], within(1.0));
        assertThat(again[1]).isCloseTo(all[1], within(1.0));
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void theDevicePageListsEveryBoardOfTheDeviceWithTheHostileNameAsTextAndItsFilterNarrowsThem() throws Exception {
        browser.open(lab.site().resolve("index.html"));
        browser.driver().findElement(By.linkText("sim:hs")).click();

        assertThat(browser.driver().getTitle()).isEqualTo("Device sim:hs: boards compared");
        assertThat(boardsShown()).containsExactlyInAnyOrder("alpha", TinyLab.HOSTILE_BOARD);
        assertThat(browser.driver().findElements(By.cssSelector("[onerror]"))).isEmpty();
        keepForPeople("site-device-in-chromium.png");

        WebElement filter = browser.driver().findElement(By.id("filter"));
        assertThat(filter.isDisplayed()).as("the filter's script ran").isTrue();
        filter.sendKeys("alp");
        assertThat(boardsShown()).containsExactly("alpha");
        filter.clear();
        filter.sendKeys("script alert");
        assertThat(boardsShown()).containsExactly(TinyLab.HOSTILE_BOARD);

        browser.driver().findElements(By.cssSelector("tr.board a")).stream()
                .filter(WebElement::isDisplayed)
                .findFirst()
                .orElseThrow()
                .click();
        assertThat(browser.driver().getTitle()).isEqualTo("Board " + TinyLab.HOSTILE_BOARD);
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void aBoardPageListsLastNightAgainstTheNightBeforeAsTheDatabaseStoredIt() throws Exception {
        browser.open(lab.site().resolve("index.html"));
        browser.driver().findElement(By.linkText("beta")).click();
        assertThat(browser.driver().getTitle()).isEqualTo("Board beta");
        assertThat(browser.driver().findElement(By.id("last-night-heading")).getText())
                .isEqualTo("Last night against the night before");

        List<StoredChange> stored = storedChanges(lab.database(), "beta", TinyLab.runId(3)).stream()
                .filter(c ->
                        List.of("regression", "simulator_late", "improvement").contains(c.verdict()))
                .toList();
        // A link a quarter as fast: its points are slower than the night before, or left to the simulator.
        assertThat(stored).isNotEmpty();
        List<WebElement> rows = browser.driver().findElements(By.cssSelector("table#last-night tbody tr"));
        assertThat(rows).hasSameSizeAs(stored);
        for (WebElement row : rows) {
            List<String> cells = row.findElements(By.tagName("td")).stream()
                    .map(WebElement::getText)
                    .toList();
            StoredChange c = stored.stream()
                    .filter(s -> cells.get(1).equals(s.point()))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no stored verdict of " + cells));
            assertThat(row.getAttribute("data-verdict")).isEqualTo(c.verdict());
            // Three significant figures for a throughput, two for a p-value: within half the last figure.
            assertThat(Double.parseDouble(cells.get(2))).isCloseTo(c.baselineMbS(), within(c.baselineMbS() * 0.005));
            assertThat(Double.parseDouble(cells.get(3))).isCloseTo(c.candidateMbS(), within(c.candidateMbS() * 0.005));
            Matcher p = P_VALUE.matcher(cells.get(5));
            assertThat(p.matches()).as(cells.get(5)).isTrue();
            assertThat(Double.parseDouble(p.group(1))).isCloseTo(c.pValue(), within(c.pValue() * 0.05));
            assertThat(p.group(2)).isEqualTo(c.test());
        }
        assertThat(browser.consoleErrors()).isEmpty();
    }

    private static final Pattern P_VALUE = Pattern.compile("p = ([0-9.e+-]+), (.+)");

    /** A point's stored verdict, its point as a person reads it ("DEVICE in no-copy 16 KiB x 2"). */
    private record StoredChange(
            String point, double baselineMbS, double candidateMbS, double pValue, String test, String verdict) {}

    /** The point_verdict rows the database holds for a run, read with plain SQL. */
    private static List<StoredChange> storedChanges(Path db, String board, String runId) throws Exception {
        List<StoredChange> changes = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
                PreparedStatement s = c.prepareStatement("SELECT p.device, p.direction, p.buffers, p.request_bytes,"
                        + " p.copy_mode, p.baseline_mb_s, p.candidate_mb_s, p.p_value, p.test, p.verdict"
                        + " FROM point_verdict p JOIN run r ON r.id = p.run_id JOIN board b ON b.id = r.board_id"
                        + " WHERE b.name = ? AND r.run_id = ?")) {
            s.setString(1, board);
            s.setString(2, runId);
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    assertThat(rs.getInt(4)).as("the lab's one request size").isEqualTo(16384);
                    changes.add(new StoredChange(
                            rs.getString(1) + " " + rs.getString(2) + " " + rs.getString(5) + " 16 KiB x "
                                    + rs.getInt(3),
                            rs.getDouble(6),
                            rs.getDouble(7),
                            rs.getDouble(8),
                            rs.getString(9),
                            rs.getString(10)));
                }
            }
        }
        return changes;
    }

    /** The names of the boards the page's table shows (a row the filter hid is not shown). */
    private static List<String> boardsShown() {
        return browser.driver().findElements(By.cssSelector("tr.board")).stream()
                .filter(WebElement::isDisplayed)
                .map(r -> r.findElement(By.cssSelector("a")).getText())
                .toList();
    }

    /** The point of the first chart of the page, found by its title among what the run folder recorded. */
    private static MeasuredPoint recordedPointOf(WebElement figure, List<MeasuredPoint> points) {
        String title = figure.findElement(By.cssSelector(".chart-title")).getText();
        return points.stream()
                .filter(p -> title.endsWith(": " + PointText.of(p.key())))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no recorded point is drawn as '" + title + "'"));
    }

    /** The time of chart {@code chart}'s last night, where its x axis puts it. */
    private static double lastNight(int chart) {
        return browser.number("var x = bulkbenchCharts[arguments[0]].data[0]; return x[x.length - 1];", chart);
    }

    /** Moves the mouse to the place chart {@code chart} draws the value {@code mbS} at time {@code t}. */
    private static void hover(int chart, double t, double mbS) {
        WebElement over = browser.driver()
                .findElements(By.cssSelector("figure.chart .u-over"))
                .get(chart);
        inView(over);
        double left = browser.number("return bulkbenchCharts[arguments[0]].valToPos(arguments[1], 'x');", chart, t);
        double top = browser.number("return bulkbenchCharts[arguments[0]].valToPos(arguments[1], 'y');", chart, mbS);
        int dx = (int) Math.round(left - over.getSize().getWidth() / 2.0);
        int dy = (int) Math.round(top - over.getSize().getHeight() / 2.0);
        new Actions(browser.driver()).moveToElement(over, dx, dy).perform();
    }

    /** Scrolls a chart into the window, as a person does below last night's table: the mouse reaches only what is shown. */
    private static void inView(WebElement element) {
        browser.script("arguments[0].scrollIntoView({block: 'center'});", element);
    }

    /** Leaves what the window shows in the build folder, so a person (or a CI artifact) can look at it. */
    private static void keepForPeople(String name) throws Exception {
        Path build = Path.of("target");
        if (Files.isDirectory(build)) {
            Files.write(build.resolve(name), browser.driver().getScreenshotAs(OutputType.BYTES));
        }
    }

    /** The x (pixels from the plot's left) farthest from every night: a click there opens no night. */
    private static double farthestFromANight(int chart) {
        return browser.number(
                "var u = bulkbenchCharts[arguments[0]], w = u.over.clientWidth, best = 0, bestD = -1;"
                        + "for (var x = 10; x < w - 10; x += 5) { var d = Infinity;"
                        + " u.data[0].forEach(function (t) { d = Math.min(d, Math.abs(u.valToPos(t, 'x') - x)); });"
                        + " if (d > bestD) { bestD = d; best = x; } }"
                        + "return best;",
                chart);
    }

    private static double[] xRange(int chart) {
        return new double[] {
            browser.number("return bulkbenchCharts[arguments[0]].scales.x.min;", chart),
            browser.number("return bulkbenchCharts[arguments[0]].scales.x.max;", chart)
        };
    }
}
