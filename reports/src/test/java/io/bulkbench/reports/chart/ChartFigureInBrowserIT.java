package io.bulkbench.reports.chart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.bulkbench.testing.DrivenChromium;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * A chart of three nights and two change points, one a drop whose label is markup, drawn
 * by charts.js in Chromium from file://: each change point is a line at its night, marked
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

    /** The chart's page, with the assets beside it as the site lays them out. */
    private static Path page(Path dir) throws Exception {
        Files.createDirectories(dir.resolve("assets"));
        for (ChartAssets.Asset a : ChartAssets.ALL) {
            Files.write(dir.resolve("assets").resolve(a.fileName()), a.bytes());
        }
        List<BrowserChart.Night> nights = List.of(night(0, 30), night(1, 33), night(2, 19.8));
        BrowserChart chart = new BrowserChart(
                "MB/s",
                true,
                List.of(new BrowserChart.Series("mean", nights)),
                List.of(
                        new BrowserChart.Mark(FIRST + DAY, "+10.0 % on 2025-12-01", false),
                        new BrowserChart.Mark(FIRST + 2 * DAY, HOSTILE, true)));
        String html = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>chart</title>"
                + ChartAssets.linked("assets/") + "</head><body>"
                + ChartFigure.html(chart, "a point", "three nights", Optional.empty())
                + "</body></html>";
        return Files.writeString(dir.resolve("chart.html"), html);
    }

    private static BrowserChart.Night night(int day, double mbS) {
        return new BrowserChart.Night(
                FIRST + day * DAY, "night " + day, "", "run-" + day, mbS, 1, mbS + " ± 1", Optional.empty());
    }
}
