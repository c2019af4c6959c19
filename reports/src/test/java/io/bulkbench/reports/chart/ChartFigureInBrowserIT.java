package io.bulkbench.reports.chart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.bulkbench.testing.DrivenChromium;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * A trend of three nights and two change points, one a drop whose label is markup, drawn
 * by charts.js in Chromium from file:// through {@code window.bulkbenchChart(figure, spec)},
 * as the site's pages draw theirs: each change point is a line at its night, marked
 * as a drop or not, with its label as text; a night without a report gives no link. No
 * error reaches the console. Skipped without Chromium and chromedriver, except in CI.
 */
class ChartFigureInBrowserIT {
    private static final String HOSTILE = "-40.0 % on <img src=x onerror=alert(1)></script>";
    private static final long DAY = 86_400;
    private static final long FIRST = 1_764_469_500L;

    @Test
    void eachChangePointIsALineAtItsNightWithItsLabelAsText(@TempDir Path dir) throws Exception {
        Path page = page(dir);
        try (DrivenChromium browser = DrivenChromium.required("the chart browser test", 1200, 900)) {
            browser.open(page);
            browser.script(
                    "var figure = document.createElement('figure'); figure.className = 'chart';"
                            + "var plot = document.createElement('div'); plot.className = 'chart-plot';"
                            + "figure.appendChild(plot); document.body.appendChild(figure);"
                            + "window.bulkbenchChart(figure, JSON.parse(arguments[0]));",
                    spec());

            List<WebElement> marks = browser.driver().findElements(By.cssSelector(".chart-change"));
            assertThat(marks).hasSize(2);
            assertThat(marks.get(0).getText()).isEqualTo("+10.0 % on 2025-12-01");
            assertThat(marks.get(0).getAttribute("class")).doesNotContain("drop");
            assertThat(marks.get(1).getText()).isEqualTo(HOSTILE);
            assertThat(marks.get(1).getAttribute("class")).contains("drop");
            for (int k = 0; k < 2; k++) {
                double expected =
                        browser.number("return bulkbenchCharts[0].valToPos(arguments[0], 'x');", FIRST + (k + 1) * DAY);
                double left = browser.number(
                        "return parseFloat(document.querySelectorAll('.chart-change')[arguments[0]].style.left);", k);
                assertThat(left).isCloseTo(expected, within(0.5));
            }
            assertThat(browser.driver().findElements(By.cssSelector("[onerror]")))
                    .isEmpty();
            assertThat(browser.consoleErrors()).isEmpty();
        }
    }

    /** An empty page with the assets beside it as the site lays them out. */
    private static Path page(Path dir) throws Exception {
        Files.createDirectories(dir.resolve("assets"));
        for (ChartAssets.Asset a : ChartAssets.ALL) {
            Files.write(dir.resolve("assets").resolve(a.fileName()), a.bytes());
        }
        String html = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>chart</title>"
                + ChartAssets.linked("assets/") + "</head><body></body></html>";
        return Files.writeString(dir.resolve("chart.html"), html);
    }

    /** The trend's spec as the site's pages build it: one series of three nights, two change points. */
    private static String spec() {
        ObjectNode spec = ChartJson.object().put("yLabel", "MB/s").put("band", true);
        ArrayNode nights =
                spec.putArray("series").addObject().put("name", "mean").putArray("nights");
        night(nights, 0, 30);
        night(nights, 1, 33);
        night(nights, 2, 19.8);
        ArrayNode changes = spec.putArray("changes");
        changes.addObject()
                .put("t", FIRST + DAY)
                .put("label", "+10.0 % on 2025-12-01")
                .put("drop", false);
        changes.addObject().put("t", FIRST + 2 * DAY).put("label", HOSTILE).put("drop", true);
        return ChartJson.text(spec);
    }

    private static void night(ArrayNode nights, int day, double mbS) {
        nights.addObject()
                .put("t", FIRST + day * DAY)
                .put("date", "night " + day)
                .put("label", "")
                .put("run", "run-" + day)
                .put("mbS", mbS)
                .put("error", 1)
                .put("shown", mbS + " ± 1")
                .putNull("report");
    }
}
