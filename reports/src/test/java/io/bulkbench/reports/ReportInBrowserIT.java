package io.bulkbench.reports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.bulkbench.analysis.AnalysisResult;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointText;
import io.bulkbench.testing.DrivenChromium;
import io.bulkbench.testing.HeadlessChromium;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * report.html as a person sees it. In headless Chromium, the page loads without a single
 * console message and a hostile board name stays text in the DOM the browser built. Driven
 * by Selenium from file://, a run folder's report with nothing beside it draws every chart
 * (none blank), and a reader can use its curves: hovering a point the run measured shows
 * that point's MB/s, a drag narrows the x range and a double-click restores it, the legend
 * hides a series, every fit is a series of its own and a knee says what it is. Pages with
 * faults planted on purpose show that the checks catch a script error and a chart that did
 * not draw. Skipped without Chromium (and chromedriver), except in CI (CI=true), where a
 * missing browser is a failure.
 */
class ReportInBrowserIT {
    /** Narrow enough that the charts stack and are drawn at their own size, which the pixel match needs. */
    private static final int WIDTH = 1200;
    /** Tall enough that every chart of the realistic report is on the screenshot. */
    private static final int HEIGHT = 8000;

    private static final String LONG_PATH =
            "file:/dev/disk/by-id/usb-Linux_File-Stor_Gadget_0123456789abcdef0123456789abcdef0123456789"
                    + "abcdef-0:0-part1-on-the-lab-host-with-a-long-name";

    private static final Pattern FIGURE = Pattern.compile("([0-9.]+) ± [0-9.]+ MB/s");

    private static HeadlessChromium chromium;
    private static ReportInput realistic;

    /** Checked before each test, so every skipped test carries the reason in the test report. */
    @BeforeEach
    void requireChromium() {
        chromium = HeadlessChromium.required("the browser tests");
        if (realistic == null) {
            realistic = RealisticRun.input();
        }
    }

    @Test
    void theReportLoadsWithoutConsoleMessages(@TempDir Path dir) throws Exception {
        Path page = RenderedReport.htmlFile(realistic, dir.resolve("report.html"));
        Path png = dir.resolve("report.png");

        HeadlessChromium.Run run = chromium.screenshot(page, png, WIDTH, HEIGHT, dir);

        assertThat(run.exitCode()).as(run.log()).isZero();
        keepForPeople(png);
        assertThat(run.consoleMessages()).isEmpty();
    }

    /** Leaves the screenshot in the build folder, so a person (or a CI artifact) can look at the page. */
    private static void keepForPeople(Path png) throws IOException {
        Path build = Path.of("target");
        if (Files.isDirectory(build)) {
            Files.copy(png, build.resolve("report-in-chromium.png"), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /**
     * The first chart (in, copy, over buffer count) as a reader uses it, from a folder that
     * holds report.html alone. The hovered point is one of the run's (32 KiB x 32: no knee is
     * near it), and its MB/s is compared with what the run measured, to the three
     * significant figures the page shows.
     */
    @Test
    void aRunFoldersReportAloneDrawsCurvesAReaderCanHoverZoomAndHide(@TempDir Path dir) throws Exception {
        Path page = RenderedReport.htmlFile(realistic, dir.resolve("report.html"));
        MeasuredPoint known = realistic.points().stream()
                .filter(p -> p.isOk()
                        && p.key().copyMode() == CopyMode.COPY
                        && p.key().requestBytes() == 32 * 1024
                        && p.key().buffers() == 32)
                .findFirst()
                .orElseThrow();
        try (Stream<Path> files = Files.list(dir);
                DrivenChromium browser = DrivenChromium.required("the report's chart tests", WIDTH, 900)) {
            assertThat(files).containsExactly(page);
            browser.open(page);
            WebElement figure = browser.driver().findElement(By.cssSelector("figure.chart"));
            assertThat(figure.findElement(By.cssSelector(".chart-title")).getText())
                    .isEqualTo("Throughput vs buffer count (in, copy)");
            assertThat(drawnColours(browser))
                    .hasSize(4)
                    .allSatisfy(n -> assertThat(n).isGreaterThan(8));
            assertThat(browser.script("return bulkbenchCharts[0].series.map(function (s) { return s.label; });"))
                    .asInstanceOf(InstanceOfAssertFactories.LIST)
                    .contains("32 KiB fitted curve", "16 KiB fitted curve");
            assertThat(browser.number("var u = bulkbenchCharts[0], i = u.series.findIndex(function (s) {"
                            + " return s.label === '32 KiB fitted curve'; });"
                            + " return u.data[i].filter(function (v) { return v !== null; }).length;"))
                    .as("points along the 32 KiB fit")
                    .isGreaterThan(10);

            WebElement tip = figure.findElement(By.cssSelector(".chart-tip"));
            hover(browser, 32, known.throughputMbS());
            assertThat(tip.isDisplayed()).isTrue();
            assertThat(tip.getText()).contains(PointText.of(known.key()));
            Matcher shown = FIGURE.matcher(tip.getText());
            assertThat(shown.find()).as(tip.getText()).isTrue();
            assertThat(Double.parseDouble(shown.group(1)))
                    .isCloseTo(known.throughputMbS(), within(known.throughputMbS() * 0.005));

            WebElement legend = figure.findElements(By.cssSelector(".u-legend .u-series")).stream()
                    .filter(e -> e.getText().startsWith("32 KiB, "))
                    .findFirst()
                    .orElseThrow();
            legend.findElement(By.cssSelector(".u-label")).click();
            assertThat(browser.script("var u = bulkbenchCharts[0]; return u.series.find(function (s) {"
                            + " return s.label.indexOf('32 KiB, ') === 0; }).show;"))
                    .isEqualTo(false);
            hover(browser, 32, known.throughputMbS());
            assertThat(tip.isDisplayed() ? tip.getText() : "")
                    .as("a hidden series has no point to hover")
                    .doesNotContain(PointText.of(known.key()));
            legend.findElement(By.cssSelector(".u-label")).click();

            double kneeX = browser.number(
                    "return JSON.parse(document.querySelector('script.chart-data')" + ".textContent).knees[0].x;");
            double kneeY = browser.number(
                    "return JSON.parse(document.querySelector('script.chart-data')" + ".textContent).knees[0].mbS;");
            hover(browser, kneeX, kneeY);
            assertThat(tip.getText()).startsWith("knee of ");

            zoomAndReset(browser, figure);
            assertThat(browser.consoleErrors()).isEmpty();
        }
    }

    /** A drag over the first third narrows the x range into it; a double-click shows every point again. */
    private static void zoomAndReset(DrivenChromium browser, WebElement figure) {
        double[] all = xRange(browser);
        WebElement over = figure.findElement(By.cssSelector(".u-over"));
        int width = over.getSize().getWidth();
        new Actions(browser.driver())
                .moveToElement(over, -width / 2 + 20, 0)
                .clickAndHold()
                .moveByOffset(width / 3, 0)
                .release()
                .perform();
        double[] zoomed = xRange(browser);
        assertThat(zoomed[0]).isGreaterThanOrEqualTo(all[0]);
        assertThat(zoomed[1]).isLessThan(all[1] / 2);

        new Actions(browser.driver()).moveToElement(over, 0, 0).doubleClick().perform();
        double[] again = xRange(browser);
        assertThat(again[0]).isCloseTo(all[0], within(all[0] * 1e-9));
        assertThat(again[1]).isCloseTo(all[1], within(all[1] * 1e-9));
    }

    private static double[] xRange(DrivenChromium browser) {
        return new double[] {
            browser.number("return bulkbenchCharts[0].scales.x.min;"),
            browser.number("return bulkbenchCharts[0].scales.x.max;")
        };
    }

    /** Moves the mouse to where the first chart draws {@code mbS} at {@code x}, the chart in view. */
    private static void hover(DrivenChromium browser, double x, double mbS) {
        WebElement over = browser.driver().findElement(By.cssSelector("figure.chart .u-over"));
        browser.script("arguments[0].scrollIntoView({block: 'center'});", over);
        double left = browser.number("return bulkbenchCharts[0].valToPos(arguments[0], 'x');", x);
        double top = browser.number("return bulkbenchCharts[0].valToPos(arguments[0], 'y');", mbS);
        int dx = (int) Math.round(left - over.getSize().getWidth() / 2.0);
        int dy = (int) Math.round(top - over.getSize().getHeight() / 2.0);
        new Actions(browser.driver()).moveToElement(over, dx, dy).perform();
    }

    /** Per chart canvas of the page, how many colours it shows (sampled): a drawn chart has many. */
    @SuppressWarnings("unchecked")
    private static List<Long> drawnColours(DrivenChromium browser) {
        return (List<Long>) browser.script("return Array.prototype.map.call(document.querySelectorAll("
                + "'figure.chart canvas'), function (c) {"
                + " var d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data, seen = {}, n = 0;"
                + " for (var i = 0; i < d.length; i += 28) { var k = d[i] + ',' + d[i + 1] + ',' + d[i + 2] + ','"
                + " + d[i + 3]; if (!seen[k]) { seen[k] = 1; n++; } } return n; });");
    }

    @Test
    void theBrowsersDomHoldsEveryChartAndTheHostileBoardNameAsText(@TempDir Path dir) throws Exception {
        String board = "<script>alert(1)</script>";
        ReportInput input = ReportInput.builder(board, realistic.device(), realistic.analysis())
                .run(realistic.runId(), realistic.createdAt(), realistic.reproduceCommand())
                .points(realistic.points())
                .baselines(realistic.baselines())
                .comparison(realistic.comparison())
                .build();
        Path page = dir.resolve("report.html");
        RenderedReport.htmlFile(input, page);

        HeadlessChromium.Run run = chromium.dumpDom(page, dir);

        assertThat(run.exitCode()).as(run.log()).isZero();
        assertThat(run.consoleMessages()).isEmpty();
        Document dom = Jsoup.parse(run.stdout());
        assertThat(dom.body().select("script:not(.chart-data)")).isEmpty();
        assertThat(dom.select("[onerror]")).isEmpty();
        assertThat(dom.selectFirst("h1").text()).contains(board);
        assertThat(dom.select("figure.chart canvas")).hasSize(4);
        assertThat(dom.select("figure.chart noscript"))
                .hasSize(4)
                .allSatisfy(n -> assertThat(n.html()).contains("data:image/png;base64,"));
    }

    @Test
    void aLongDevicePathWrapsSoTheRecommendationFitsA1200PixelWindow(@TempDir Path dir) throws Exception {
        // How far the recommendation table reaches, and how wide the page became.
        Document dom = measuredWithLongDevicePath(
                dir,
                "var t=document.querySelector('#recommendation table');"
                        + "document.body.setAttribute('data-table-right',"
                        + "Math.ceil(t.getBoundingClientRect().right));"
                        + "document.body.setAttribute('data-page-width',"
                        + "document.documentElement.scrollWidth);");

        assertThat(dom.selectFirst("#recommendation td").parent().text()).contains(LONG_PATH);
        assertThat(Integer.parseInt(dom.body().attr("data-table-right"))).isLessThanOrEqualTo(WIDTH);
        assertThat(Integer.parseInt(dom.body().attr("data-page-width"))).isLessThanOrEqualTo(WIDTH);
    }

    /**
     * The Kconfig symbols of the recommendation, squeezed by a long device path at 1200 px:
     * each cell's text is split into the lines the browser laid it out on (a range per
     * character, grouped by its top), and every line but the last must end at an underscore.
     */
    @Test
    void aKconfigSymbolBreaksOnlyAtAnUnderscoreInA1200PixelWindow(@TempDir Path dir) throws Exception {
        Document dom = measuredWithLongDevicePath(
                dir,
                "document.querySelectorAll('#recommendation tbody tr').forEach(function(row){"
                        + "var cell=row.children[1],text=cell.firstChild,r=document.createRange(),lines=[],top=null;"
                        + "for(var i=0;i<text.length;i++){r.setStart(text,i);r.setEnd(text,i+1);"
                        + "var y=Math.round(r.getClientRects()[0].top);"
                        + "if(y!==top){lines.push('');top=y;}lines[lines.length-1]+=text.data[i];}"
                        + "cell.setAttribute('data-lines',lines.join('\\n'));});");

        List<Element> settings = dom.select("#recommendation tbody tr > td:eq(1)");
        assertThat(settings).hasSize(realistic.analysis().recommendations().size());
        for (Element cell : settings) {
            assertThat(cell.text()).startsWith("CONFIG_");
            List<String> lines = List.of(cell.attr("data-lines").split("\n"));
            assertThat(String.join("", lines)).isEqualTo(cell.text());
            assertThat(lines.subList(0, lines.size() - 1))
                    .as("lines of %s", cell.text())
                    .allSatisfy(line -> assertThat(line).endsWith("_"));
        }
    }

    /** The realistic run with a device path long enough to squeeze the recommendation table. */
    private static ReportInput withLongDevicePath() {
        List<Recommendation> withPath = realistic.analysis().recommendations().stream()
                .map(r -> r.withRationale(r.rationale() + " on " + LONG_PATH))
                .toList();
        return ReportInput.builder(
                        realistic.board(),
                        LONG_PATH,
                        new AnalysisResult(realistic.analysis().fits(), withPath))
                .run(realistic.runId(), realistic.createdAt(), realistic.reproduceCommand())
                .points(realistic.points())
                .baselines(realistic.baselines())
                .comparison(realistic.comparison())
                .build();
    }

    /**
     * The DOM Chromium built at {@value #WIDTH} px of the report of {@link #withLongDevicePath}, with
     * {@code script} added at its end to write the page's own layout into the DOM.
     */
    private static Document measuredWithLongDevicePath(Path dir, String script) throws Exception {
        Path report = dir.resolve("report.html");
        RenderedReport.htmlFile(withLongDevicePath(), report);
        Path measured = Files.writeString(
                dir.resolve("measured.html"),
                Files.readString(report).replace("</body>", "<script>" + script + "</script></body>"));
        HeadlessChromium.Run run = chromium.dumpDom(measured, WIDTH, 900, dir);
        assertThat(run.exitCode()).as(run.log()).isZero();
        return Jsoup.parse(run.stdout());
    }

    @Test
    void aScriptErrorOnAPageIsCaught(@TempDir Path dir) throws Exception {
        Path page = Files.writeString(
                dir.resolve("broken.html"),
                "<!DOCTYPE html><html><body><h1>broken</h1>" + "<script>drawCharts();</script></body></html>");

        HeadlessChromium.Run run = chromium.screenshot(page, dir.resolve("broken.png"), WIDTH, 600, dir);

        assertThat(run.consoleMessages()).anySatisfy(m -> assertThat(m).contains("Uncaught ReferenceError"));
    }

    @Test
    void aChartThatDidNotDrawIsCaught(@TempDir Path dir) throws Exception {
        Path report = RenderedReport.htmlFile(realistic, dir.resolve("report.html"));
        // The second chart's data cut short: charts.js cannot read it.
        String html = Files.readString(report);
        String open = "class=\"chart-data\">";
        int second = html.indexOf(open, html.indexOf(open) + 1) + open.length();
        Path page = Files.writeString(
                dir.resolve("broken.html"),
                html.substring(0, second) + "{" + html.substring(html.indexOf("</script>", second)));

        try (DrivenChromium browser = DrivenChromium.required("the report's chart tests", WIDTH, 900)) {
            browser.open(page);

            assertThat(drawnColours(browser)).hasSizeLessThan(4);
            assertThat(browser.consoleErrors()).isNotEmpty();
        }
    }
}
