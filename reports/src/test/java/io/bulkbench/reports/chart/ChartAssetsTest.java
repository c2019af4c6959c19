package io.bulkbench.reports.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The chart assets are on the class path, uPlot's file is the version its name says, and a page links them all. */
class ChartAssetsTest {
    @Test
    void everyAssetLoadsAndThePageLinksThemStylesFirst() {
        for (ChartAssets.Asset a : ChartAssets.ALL) {
            assertThat(a.bytes()).as(a.resource()).isNotEmpty();
        }
        ChartAssets.Asset uplot = ChartAssets.ALL.stream()
                .filter(a -> a.fileName().endsWith(".iife.min.js"))
                .findFirst()
                .orElseThrow();
        String version = uplot.fileName().replace("uPlot-", "").replace(".iife.min.js", "");
        // uPlot's own banner names its version on the first line.
        assertThat(new String(uplot.bytes(), StandardCharsets.UTF_8).lines().findFirst())
                .hasValueSatisfying(first -> assertThat(first).contains("uPlot (v" + version + ")"));

        String head = ChartAssets.linked("../../assets/");

        assertThat(head)
                .containsSubsequence(
                        "<link rel=\"stylesheet\" href=\"../../assets/uPlot-" + version + ".min.css\">",
                        "<link rel=\"stylesheet\" href=\"../../assets/charts.css\">",
                        "<script src=\"../../assets/uPlot-" + version + ".iife.min.js\" defer></script>",
                        "<script src=\"../../assets/charts.js\" defer></script>");
    }

    /** A page that carries the assets inline: none may end its element early or open a comment in a script. */
    @Test
    void noAssetCanEndTheElementThatCarriesItInline() {
        for (ChartAssets.Asset a : ChartAssets.ALL) {
            assertThat(new String(a.bytes(), StandardCharsets.UTF_8).toLowerCase(java.util.Locale.ROOT))
                    .as(a.fileName())
                    .doesNotContain("</", "<!--");
        }
        assertThat(ChartAssets.inlined())
                .containsSubsequence("<style>", "</style>", "<style>", "</style>", "<script>", "</script>", "<script>")
                .doesNotContain("src=", "href=");
    }
}
