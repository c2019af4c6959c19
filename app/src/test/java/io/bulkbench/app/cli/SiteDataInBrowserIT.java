package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.KeyPoints;
import io.bulkbench.analysis.trend.NightlyPoint;
import io.bulkbench.analysis.trend.PointTrend;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.ThroughputText;
import io.bulkbench.history.ChangePointMarks;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.HistoryQuery;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunRecord;
import io.bulkbench.history.RunStore;
import io.bulkbench.history.SyntheticRuns;
import io.bulkbench.testing.DrivenChromium;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The site's pages drawn from its data, in Chromium driven by Selenium from file://: a
 * board of a year of nights (written by {@code synthetic-lab}) and a lab of a thousand
 * boards. A night's page shows every point with the figures the database holds; a board's
 * page draws a year, zooms to a week at full detail and links every night; a trend of more
 * nights than its plot has pixels is drawn from each pixel column's lowest and highest night
 * and at full detail once zoomed; the index of a thousand boards is interactive soon after
 * load (the figure is printed) and sorts, filters and pages. No page logs an error. Skipped
 * without Chromium and chromedriver, except in CI (CI=true).
 */
class SiteDataInBrowserIT {
    private static final String BOARD = "board-0000";
    private static final int NIGHTS = 365;
    private static final int BOARDS = 1000;

    @TempDir
    static Path work;

    private static DrivenChromium browser;
    private static String yearDb;
    private static Path year;
    private static Path lab;

    @BeforeAll
    static void buildTheSitesAndOpenABrowser() {
        browser = DrivenChromium.required("the site's data tests", 1200, 900);
        yearDb = "jdbc:sqlite:" + work.resolve("year.db");
        year = site("year", yearDb, 1, NIGHTS);
        lab = site("lab", "jdbc:sqlite:" + work.resolve("lab.db"), BOARDS, 2);
    }

    private static Path site(String name, String db, int boards, int nights) {
        CliRun written = CliRun.of(
                "synthetic-lab", "--boards", String.valueOf(boards), "--nights", String.valueOf(nights), "--db", db);
        assertThat(written.exitCode()).as(written.err()).isZero();
        Path out = work.resolve(name);
        CliRun built = CliRun.of("site", "--out", out.toString(), "--db", db);
        assertThat(built.exitCode()).as(built.err()).isZero();
        return out;
    }

    @AfterAll
    static void closeTheBrowser() {
        if (browser != null) {
            browser.close();
        }
    }

    private static BoardTrend recorded() throws Exception {
        try (ResultsDatabase database = ResultsDatabase.openRecorded(DatabaseLocation.parse(yearDb, "--db"))) {
            return new HistoryQuery(database, new ChangePointMarks(ChangePointSettings.defaults()))
                    .of(BOARD, Optional.empty(), Optional.empty());
        }
    }

    @Test
    void aNightsPageShowsEveryPointWithTheFiguresTheDatabaseHolds() throws Exception {
        BoardTrend trend = recorded();
        RecordedRun night = trend.runs().get(200);
        browser.open(year.resolve("boards/" + BOARD + "/index.html"));

        browser.driver().findElement(By.linkText(night.runId())).click();

        assertThat(browser.driver().getTitle()).isEqualTo("Night " + night.runId() + " of board " + BOARD);
        Map<String, MeasuredPoint> expected = new HashMap<>();
        for (PointTrend p : trend.points()) {
            for (NightlyPoint n : p.nights()) {
                if (n.run().equals(night)) {
                    expected.put(
                            String.join(
                                    " ",
                                    p.key().device(),
                                    p.key().direction().label(),
                                    p.key().copyMode().label(),
                                    ByteSizeText.of(p.key().requestBytes()),
                                    String.valueOf(p.key().buffers())),
                            n.point());
                }
            }
        }
        List<WebElement> rows = browser.driver().findElements(By.cssSelector("table#points tbody tr"));
        assertThat(rows).hasSize(expected.size()).hasSize(60);
        for (WebElement row : rows) {
            List<String> cells = row.findElements(By.tagName("td")).stream()
                    .map(WebElement::getText)
                    .toList();
            MeasuredPoint p = expected.get(String.join(" ", cells.subList(0, 5)));
            assertThat(p).as("a point the database holds: %s", cells).isNotNull();
            if (p.isOk()) {
                assertThat(cells.get(5)).isEqualTo(ThroughputText.figureWithError(p.throughputMbS(), p.errorMbS()));
                assertThat(cells.get(6)).isEqualTo("ok");
            } else {
                assertThat(cells.get(5)).isEqualTo(ThroughputText.MISSING);
                assertThat(cells.get(6)).isEqualTo("failed: " + p.reason());
            }
        }
        assertThat(browser.driver().findElements(By.cssSelector("figure.chart canvas")))
                .isNotEmpty();
        assertThat(browser.consoleErrors()).isEmpty();
    }

    /**
     * The night page writes figures and sizes in the browser, a second writer beside Java's
     * ThroughputText and ByteSizeText: at the roundings' edges and in every size unit they
     * must read alike, which the lab's values alone need not reach.
     */
    @Test
    void aNightsFiguresAndSizesReadAsJavaWritesThemAtTheRoundingsEdges() throws Exception {
        double[][] figures = {
            {9.996, 0.004},
            {99.96, 0.05},
            {0.125, 0.0125},
            {999.95, 1.25},
            {0.0004, 0.0001},
            {1234.5, 0.5},
            {19.95, 0.125}
        };
        long[] sizes = {1000, 1536, 16384, 3L << 20, 1L << 30, 48L << 10, 1023};
        String db = "jdbc:sqlite:" + work.resolve("edges.db");
        RunRecord synthetic = SyntheticRuns.run("edges", 0, new SplittableRandom(3));
        List<MeasuredPoint> points = new ArrayList<>();
        for (int i = 0; i < figures.length; i++) {
            PointKey key = new PointKey(
                    "edges", synthetic.run().device(), Direction.IN, 4, Math.toIntExact(sizes[i]), CopyMode.COPY);
            points.add(MeasuredPoint.summary(key, figures[i][0], figures[i][1], 5));
        }
        try (ResultsDatabase database = ResultsDatabase.open(DatabaseLocation.parse(db, "--db"))) {
            new RunStore(database)
                    .record(new RunRecord(synthetic.run(), points, List.of(), List.of(), List.of(), List.of()));
        }
        Path out = work.resolve("edges");
        CliRun built = CliRun.of("site", "--out", out.toString(), "--db", db);
        assertThat(built.exitCode()).as(built.err()).isZero();

        browser.open(out.resolve("boards/edges/index.html"));
        browser.driver().findElement(By.linkText(synthetic.run().runId())).click();

        Map<String, String> shown = new HashMap<>();
        for (WebElement row : browser.driver().findElements(By.cssSelector("table#points tbody tr"))) {
            List<String> cells = row.findElements(By.tagName("td")).stream()
                    .map(WebElement::getText)
                    .toList();
            shown.put(cells.get(3), cells.get(5));
        }
        Map<String, String> written = new HashMap<>();
        for (int i = 0; i < figures.length; i++) {
            written.put(ByteSizeText.of(sizes[i]), ThroughputText.figureWithError(figures[i][0], figures[i][1]));
        }
        assertThat(shown).isEqualTo(written);
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void aBoardPageDrawsAYearZoomsToAWeekAtFullDetailAndLinksEveryNight() throws Exception {
        BoardTrend trend = recorded();
        browser.open(year.resolve("boards/" + BOARD + "/index.html"));

        assertThat(browser.driver().findElements(By.cssSelector("#trends figure.chart canvas")))
                .hasSize(KeyPoints.of(trend).size());
        assertThat(browser.number("return bulkbenchCharts[0].data[0].length;"))
                .as("a year fits the plot: every night is drawn")
                .isEqualTo(NIGHTS);
        long first = trend.runs().get(100).info().started().getEpochSecond();
        browser.script(
                "bulkbenchCharts[0].setScale('x', {min: arguments[0], max: arguments[1]});", first, first + 7 * 86400);
        assertThat(browser.number("var u = bulkbenchCharts[0]; return u.data[0].filter(function (t) {"
                        + " return t >= u.scales.x.min && t <= u.scales.x.max; }).length;"))
                .as("a week's nights, each one")
                .isEqualTo(8);
        assertThat(browser.driver().findElements(By.cssSelector("table#nights a[href*='night.html#']")))
                .hasSize(NIGHTS);
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void aTrendOfMoreNightsThanPixelsKeepsEachColumnsExtremesAndZoomsToFullDetail() {
        browser.open(year.resolve("boards/" + BOARD + "/index.html"));
        // Twenty thousand runs, a spike at run 12345: more than the plot has pixels.
        browser.script("var nights = [];"
                + "for (var i = 0; i < 20000; i++) nights.push({t: 1e9 + 3600 * i, date: '', label: '', run: 'r' + i,"
                + "  mbS: i === 12345 ? 99 : 30 + Math.sin(i), error: 0, shown: '', report: null});"
                + "var figure = document.createElement('figure'); figure.className = 'chart';"
                + "var plot = document.createElement('div'); plot.className = 'chart-plot'; figure.appendChild(plot);"
                + "document.body.appendChild(figure);"
                + "bulkbenchChart(figure, {yLabel: 'MB/s', band: false, series: [{name: 'mean', nights: nights}],"
                + "  changes: []});");
        String last = "var u = bulkbenchCharts[bulkbenchCharts.length - 1]; ";
        double width = browser.number(last + "return u.bbox.width / uPlot.pxRatio;");
        double drawn = browser.number(last + "return u.data[0].length;");
        assertThat(drawn)
                .as("each pixel column's lowest and highest run, about")
                .isLessThan(20000)
                .isGreaterThanOrEqualTo(width)
                .isLessThanOrEqualTo(4 * width + 2);
        assertThat(browser.number(last + "return Math.max.apply(null, u.data[1]);"))
                .as("the spike is kept")
                .isEqualTo(99);
        browser.script(last + "u.setScale('x', {min: 1e9 + 3600 * 12000, max: 1e9 + 3600 * 12099});");
        double min = browser.number(last + "return u.scales.x.min;");
        double max = browser.number(last + "return u.scales.x.max;");
        long runs = java.util.stream.IntStream.range(0, 20000)
                .mapToDouble(i -> 1e9 + 3600.0 * i)
                .filter(t -> t >= min && t <= max)
                .count();
        assertThat(runs).as("the zoom's range as set").isEqualTo(100);
        assertThat(browser.number(last + "return u.data[0].filter(function (t) {"
                        + " return t >= u.scales.x.min && t <= u.scales.x.max; }).length;"))
                .as("a hundred runs zoomed: each one in the data drawn")
                .isEqualTo(runs);
        assertThat(browser.number(last + "var i = u.series[0].idxs; return u.data[0][i[0]] <= u.scales.x.min"
                        + " && u.data[0][i[1]] >= u.scales.x.max ? i[1] - i[0] + 1 : -1;"))
                .as("the runs uPlot draws, from the nearest outside either end")
                .isBetween((double) runs, runs + 2.0);
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void theIndexOfAThousandBoardsIsInteractiveSoonAndSortsFiltersAndPages() {
        browser.open(lab.resolve("index.html"));

        double interactive =
                browser.number("return performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd;");
        System.out.printf(
                "the index of %d boards: DOMContentLoaded handled %.0f ms after navigation began%n",
                BOARDS, interactive);
        // Within a second on a quiet machine (docs/performance.md); loosely here, as the machine may be busy.
        assertThat(interactive).isLessThan(5000);
        assertThat(shown()).hasSize(100);
        assertThat(browser.driver().findElement(By.cssSelector("p.pager")).getText())
                .contains(BOARDS + " board(s), page 1 of 10");

        browser.driver()
                .findElement(By.xpath("//p[@class='pager']/button[text()='next']"))
                .click();
        assertThat(browser.driver().findElement(By.cssSelector("p.pager")).getText())
                .contains("page 2 of 10");

        WebElement board = browser.driver().findElement(By.xpath("//table[@id='boards']//th[text()='board']"));
        board.click();
        board.click();
        assertThat(shown().get(0)).as("sorted by board, descending").isEqualTo("board-0999");
        board.click();
        assertThat(shown().get(0)).as("ascending").isEqualTo("board-0000");

        browser.driver().findElement(By.id("filter")).sendKeys("board-0123");
        assertThat(shown()).containsExactly("board-0123");
        assertThat(browser.consoleErrors()).isEmpty();
    }

    private static List<String> shown() {
        return browser.driver().findElements(By.cssSelector("table#boards tbody tr.board td:first-child a")).stream()
                .map(WebElement::getText)
                .toList();
    }
}
