package io.bulkbench.reports.chart;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The JSON a chart's page carries: a label that would end its script element, or open
 * markup, is written with escapes only, and reads back as the same text.
 */
class ChartJsonTest {
    private static final String HOSTILE = "</script><img src=x onerror=alert(1)>&amp;\u2028";

    @Test
    void aHostileLabelHasNoMarkupCharacterInTheJsonAndReadsBackWhole() throws Exception {
        BrowserChart chart = new BrowserChart(
                "MB/s",
                true,
                List.of(new BrowserChart.Series(
                        HOSTILE,
                        List.of(new BrowserChart.Night(
                                1_764_469_500L,
                                "2025-11-30 02:25 UTC",
                                HOSTILE,
                                "20251130-021500",
                                31.4,
                                2.2,
                                "31.4 ± 2.2 MB/s",
                                Optional.of("runs/20251130-021500/report.html"))))),
                List.of(new BrowserChart.Mark(1_764_469_500L, HOSTILE, true)));

        String json = ChartJson.of(chart);

        assertThat(json).doesNotContain("<", ">", "&");
        JsonNode read = new ObjectMapper().readTree(json);
        JsonNode night = read.get("series").get(0).get("nights").get(0);
        assertThat(read.get("series").get(0).get("name").asText()).isEqualTo(HOSTILE);
        assertThat(night.get("label").asText()).isEqualTo(HOSTILE);
        assertThat(night.get("t").asLong()).isEqualTo(1_764_469_500L);
        assertThat(night.get("mbS").asDouble()).isEqualTo(31.4);
        assertThat(night.get("error").asDouble()).isEqualTo(2.2);
        assertThat(night.get("report").asText()).isEqualTo("runs/20251130-021500/report.html");
        assertThat(read.get("changes").get(0).get("label").asText()).isEqualTo(HOSTILE);
        assertThat(read.get("changes").get(0).get("drop").asBoolean()).isTrue();
    }

    @Test
    void aNightWithoutAReportHasNone() throws Exception {
        BrowserChart chart = new BrowserChart(
                "MB/s",
                false,
                List.of(new BrowserChart.Series(
                        "alpha",
                        List.of(new BrowserChart.Night(
                                0, "1970-01-01 00:00 UTC", "", "r1", 1, 0, "1.00 MB/s", Optional.empty())))),
                List.of());

        JsonNode night = new ObjectMapper()
                .readTree(ChartJson.of(chart))
                .get("series")
                .get(0)
                .get("nights")
                .get(0);

        assertThat(night.get("report").isNull()).isTrue();
    }
}
