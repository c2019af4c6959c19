package io.bulkbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.AnalysisResult;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.reports.chart.ChartImage;
import io.bulkbench.reports.chart.ReportCharts;
import io.bulkbench.testing.HeadlessChromium;
import java.awt.Point;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;
import javax.imageio.ImageIO;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * report.html as a person sees it: opened in headless Chromium, the page loads without a
 * single console message (it has no script, so any message is a fault), every chart is
 * drawn whole and is not blank, and a hostile board name stays text in the DOM the
 * browser built. Two pages with faults planted on purpose show that the checks catch a
 * script error and a chart that did not draw. Skipped without Chromium, except in CI
 * (CI=true), where a missing browser is a failure.
 */
class ReportInBrowserIT {
    /** Narrow enough that the charts stack and are drawn at their own size, which the pixel match needs. */
    private static final int WIDTH = 1200;
    /** Tall enough that every chart of the realistic report is on the screenshot. */
    private static final int HEIGHT = 8000;

    private static final String LONG_PATH =
            "file:/dev/disk/by-id/usb-Linux_File-Stor_Gadget_0123456789abcdef0123456789abcdef0123456789"
                    + "abcdef-0:0-part1-on-the-lab-host-with-a-long-name";

    private static HeadlessChromium chromium;
    private static ReportInput realistic;

    /** Checked before each test, so every skipped test carries the reason in the test report. */
    /** Checked before each test, so every skipped test carries the reason in the test report. */
    @BeforeEach
    void requireChromium() {
        chromium = HeadlessChromium.required("the browser tests");
        if (realistic == null) {
            realistic = RealisticRun.input();
        }
    }

    @Test
    void theReportLoadsWithoutConsoleMessagesAndShowsEveryChartWhole(@TempDir Path dir) throws Exception {
        ReportInput input = realistic;
        ReportCharts charts =
                ReportCharts.render(input.points(), input.analysis().fits());
        Path page = dir.resolve("report.html");
        HtmlReport.write(input, charts, page);
        Path png = dir.resolve("report.png");

        HeadlessChromium.Run run = chromium.screenshot(page, png, WIDTH, HEIGHT, dir);

        assertThat(run.exitCode()).as(run.log()).isZero();
        keepForPeople(png);
        assertThat(run.consoleMessages()).isEmpty();
        BufferedImage screen = ImageIO.read(png.toFile());
        assertThat(screen.getWidth()).isEqualTo(WIDTH);
        assertThat(screen.getHeight()).isEqualTo(HEIGHT);
        assertThat(charts.all()).hasSize(4);
        for (ChartImage chart : charts.all()) {
            BufferedImage image = ImageIO.read(new ByteArrayInputStream(chart.png()));
            Optional<Point> at = ScreenRegion.locate(screen, image);
            assertThat(at)
                    .as("%s is drawn whole on the screenshot", chart.fileName())
                    .isPresent();
            assertThat(ScreenRegion.distinctColours(
                            screen, at.get().x, at.get().y, image.getWidth(), image.getHeight()))
                    .as("%s is not blank", chart.fileName())
                    .isGreaterThan(8);
        }
    }

    /** Leaves the screenshot in the build folder, so a person (or a CI artifact) can look at the page. */
    private static void keepForPeople(Path png) throws IOException {
        Path build = Path.of("target");
        if (Files.isDirectory(build)) {
            Files.copy(png, build.resolve("report-in-chromium.png"), StandardCopyOption.REPLACE_EXISTING);
        }
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
        assertThat(dom.select("script")).isEmpty();
        assertThat(dom.selectFirst("h1").text()).contains(board);
        assertThat(dom.select("figure img"))
                .hasSize(4)
                .allSatisfy(img -> assertThat(img.attr("src")).startsWith("data:image/png;base64,"));
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
                .map(r -> new Recommendation(
                        r.board(),
                        r.device(),
                        r.direction(),
                        r.copyMode(),
                        r.symbol(),
                        r.value(),
                        r.throughputMbS(),
                        r.shareOfBest(),
                        r.memoryBytes(),
                        r.rationale() + " on " + LONG_PATH))
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
        ChartImage chart = ReportCharts.render(
                        realistic.points(), realistic.analysis().fits())
                .all()
                .get(0);
        Path page = Files.writeString(
                dir.resolve("missing.html"),
                "<!DOCTYPE html><html><body><h1>charts</h1>"
                        + "<img src=\"" + chart.fileName() + "\" alt=\"" + chart.title() + "\">"
                        + "<img src=\"data:image/png;base64,iVBORw0KGgo=\" alt=\"truncated\"></body></html>");
        Path png = dir.resolve("missing.png");

        HeadlessChromium.Run run = chromium.screenshot(page, png, WIDTH, 1400, dir);

        assertThat(run.exitCode()).isZero();
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(chart.png()));
        assertThat(ScreenRegion.locate(ImageIO.read(png.toFile()), image)).isEmpty();
    }
}
