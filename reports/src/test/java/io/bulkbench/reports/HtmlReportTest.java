package io.bulkbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.AnalysisResult;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.chart.ChartAssets;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class HtmlReportTest {
    private static final String EVIL_BOARD = "<script>alert(1)</script>";

    private static Document render(ReportInput input) throws IOException {
        return RenderedReport.html(input);
    }

    private static ReportInput withBoard(String board, String reason) {
        PointKey key = new PointKey(board, "sim:<b>x</b>", Direction.IN, 4, 16384, CopyMode.COPY);
        List<MeasuredPoint> points = List.of(
                MeasuredPoint.ok(key, 30, 1, List.of(29.0, 30.0, 31.0), 0),
                MeasuredPoint.ok(
                        new PointKey(board, "sim:<b>x</b>", Direction.IN, 8, 16384, CopyMode.COPY),
                        50,
                        1,
                        List.of(49.0, 50.0, 51.0),
                        0),
                MeasuredPoint.failed(
                        new PointKey(board, "sim:<b>x</b>", Direction.IN, 16, 16384, CopyMode.COPY), reason));
        Recommendation r = new Recommendation(
                board,
                "sim:<b>x</b>",
                Direction.IN,
                CopyMode.COPY,
                "CONFIG_N",
                "8",
                50,
                1,
                131072,
                "<img src=x onerror=alert(2)>");
        return ReportInput.builder(board, "sim:<b>x</b>", new AnalysisResult(List.of(), List.of(r)))
                .run("run-1", "2026-11-30", "bulkbench sweep --board '" + board + "'")
                .points(points)
                .build();
    }

    @Test
    void aHostileBoardNameIsShownAsTextAndNeverRuns() throws IOException {
        Document page = render(withBoard(EVIL_BOARD, "<script>alert(3)</script> stalled"));

        assertThat(page.select("script:not(.chart-data)"))
                .extracting(Element::data)
                .containsExactly(asset(".iife.min.js"), asset("charts.js"));
        assertThat(page.select("img[onerror]")).isEmpty();
        assertThat(page.select("b")).isEmpty();
        assertThat(page.selectFirst("h1").text()).contains(EVIL_BOARD);
        assertThat(page.body().text())
                .contains("<img src=x onerror=alert(2)>", "<script>alert(3)</script> stalled", "sim:<b>x</b>");
    }

    @Test
    void theRecommendationComesFirstAndRegressionsLeadTheComparison() throws IOException {
        Document page = render(Fixtures.input());

        List<String> sections = page.select("section").eachAttr("id");
        assertThat(sections).containsExactly("recommendation", "comparison", "direction-in", "baselines", "failed");
        Element comparison = page.getElementById("comparison");
        assertThat(comparison.selectFirst("p").text()).startsWith("1 regression(s)");
        assertThat(comparison.select("tbody tr").first().text()).startsWith("regression");
        assertThat(comparison.select("tbody tr").first().hasClass("marked")).isTrue();
        assertThat(page.getElementById("recommendation").text())
                .contains("CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=6", "CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=8");
        assertThat(page.getElementById("failed").text()).contains("ENOMEM: cannot allocate 32 x 64 KiB");
        assertThat(page.getElementById("baselines").text()).contains("null", "5200 ± 40");
    }

    @Test
    void everyChartHasItsPngForAReaderWithoutScripts() throws IOException {
        Document page = render(Fixtures.input());

        List<Element> images = page.select("figure.chart noscript img");
        assertThat(images).hasSize(4);
        for (Element img : images) {
            String src = img.attr("src");
            assertThat(src).startsWith("data:image/png;base64,");
            BufferedImage image = ImageIO.read(
                    new ByteArrayInputStream(Base64.getDecoder().decode(src.substring(src.indexOf(',') + 1))));
            assertThat(image).isNotNull();
            assertThat(distinctColours(image)).isGreaterThan(8);
            assertThat(img.attr("alt")).startsWith("Throughput vs");
        }
        assertThat(page.select(".pair").first().select("figure")).hasSize(2);
        assertThat(page.select("figcaption").eachText()).anyMatch(t -> t.contains("B = 140 MB/s, t0 = 211 us"));
    }

    @Test
    void aRunFoldersPageCarriesTheChartAssetsAndNeedsNothingBesideIt() throws IOException {
        Document page = render(Fixtures.input());

        assertThat(page.select("[src]").eachAttr("src")).allMatch(s -> s.startsWith("data:"));
        assertThat(page.select("link, script[src], iframe")).isEmpty();
        assertThat(page.select("head style"))
                .extracting(Element::data)
                .contains(asset(".min.css"), asset("charts.css"));
        assertThat(page.select("head script"))
                .extracting(Element::data)
                .containsExactly(asset(".iife.min.js"), asset("charts.js"));
        assertThat(page.select("figure.chart script.chart-data")).hasSize(4);
    }

    private static ChartAssets.Asset of(String end) {
        return ChartAssets.ALL.stream()
                .filter(a -> a.fileName().endsWith(end))
                .findFirst()
                .orElseThrow();
    }

    /** The text of the chart asset whose name ends in {@code end}, as a page carries it inline. */
    private static String asset(String end) {
        ChartAssets.Asset a = of(end);
        return "\n" + new String(a.bytes(), StandardCharsets.UTF_8) + "\n";
    }

    @Test
    void corruptedPointsAreFlagged() throws IOException {
        PointKey key = Fixtures.key(Direction.BOTH, 4, 16384, CopyMode.NO_COPY);
        ReportInput input = ReportInput.builder("b", "d", new AnalysisResult(List.of(), List.of()))
                .run("r", "t", "c")
                .points(List.of(MeasuredPoint.ok(key, 30, 1, List.of(30.0), 17)))
                .build();
        Document page = render(input);
        assertThat(page.select(".warning").text()).contains("1 point(s) received corrupted data");
        assertThat(page.select("tr.marked").text()).contains("17");
        assertThat(page.getElementById("recommendation").text()).contains("No recommendation");
    }

    @Test
    void bothHarnessBaselinesAreShownBesideTheRunsBest() throws IOException {
        // The run's best mean is 48 MB/s: 61000 / 48 = 1270.83 and 9800 / 48 = 204.167, to 4 digits.
        ReportInput input = ReportInput.builder(
                        "snowball", "sim:snowball-msc", new AnalysisResult(List.of(), List.of()))
                .run("r", "t", "c")
                .points(List.of(
                        MeasuredPoint.ok(
                                Fixtures.key(Direction.IN, 2, 16384, CopyMode.COPY),
                                30,
                                1,
                                List.of(29.0, 30.0, 31.0),
                                0),
                        MeasuredPoint.ok(
                                Fixtures.key(Direction.IN, 8, 16384, CopyMode.COPY),
                                48,
                                1,
                                List.of(47.0, 48.0, 49.0),
                                0)))
                .baselines(RealisticRun.baselines())
                .build();

        Document page = render(input);

        List<Element> rows = page.getElementById("baselines").select("tbody tr");
        assertThat(rows).hasSize(2);
        assertThat(rows.get(0).child(0).text()).isEqualTo("null");
        assertThat(rows.get(0).child(3).text()).isEqualTo("61000 ± 900");
        assertThat(rows.get(0).child(4).text()).isEqualTo("1271 x");
        assertThat(rows.get(1).child(0).text()).isEqualTo("memcpy");
        assertThat(rows.get(1).child(4).text()).isEqualTo("204.2 x");
    }

    @Test
    void noBaselinesNoBaselineSection() throws IOException {
        ReportInput withBaselines = Fixtures.input();
        ReportInput input = withBaselines.toBuilder().baselines(List.of()).build();

        assertThat(render(input).getElementById("baselines")).isNull();
    }

    @Test
    void unchangedPointsAreFoldedBelowTheRegressions() throws IOException {
        Document page = render(RealisticRun.input());

        Element comparison = page.getElementById("comparison");
        List<String> verdicts = comparison.select("> table tbody tr").eachText().stream()
                .map(row -> row.split(" ")[0])
                .toList();
        assertThat(verdicts).isNotEmpty().doesNotContain("unchanged");
        assertThat(verdicts.get(0)).isEqualTo("regression");
        assertThat(verdicts.subList(0, verdicts.lastIndexOf("regression") + 1)).containsOnly("regression");
        Element folded = comparison.selectFirst("details");
        long unchanged = RealisticRun.input().comparison().stream()
                .filter(c -> c.verdict() == io.bulkbench.analysis.Verdict.UNCHANGED)
                .count();
        assertThat(folded.selectFirst("summary").text()).isEqualTo(unchanged + " unchanged point(s)");
        assertThat(folded.select("tbody tr"))
                .hasSize((int) unchanged)
                .allSatisfy(row -> assertThat(row.text()).startsWith("unchanged"));
        assertThat(page.getElementById("failed").text()).contains("ENOMEM: cannot allocate 64 x 256 KiB");
    }

    static int distinctColours(BufferedImage image) {
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 2) {
            for (int x = 0; x < image.getWidth(); x += 2) {
                colours.add(image.getRGB(x, y));
            }
        }
        return colours.size();
    }
}
