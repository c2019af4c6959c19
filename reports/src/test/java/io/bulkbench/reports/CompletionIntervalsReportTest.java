package io.bulkbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.LatencySummary;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.chart.ReportCharts;
import java.io.IOException;
import java.io.StringWriter;
import java.util.List;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class CompletionIntervalsReportTest {

    private static List<LatencySummary> latencies() {
        return List.of(
                LatencySummary.of(Fixtures.key(Direction.IN, 8, 65536, CopyMode.NO_COPY))
                        .p50Us(600)
                        .p90Us(650)
                        .p99Us(900)
                        .p999Us(1500)
                        .maxUs(4000)
                        .samples(9000)
                        .build(),
                LatencySummary.of(Fixtures.key(Direction.IN, 8, 16384, CopyMode.NO_COPY))
                        .p50Us(250.5)
                        .p90Us(260)
                        .p99Us(300)
                        .p999Us(410)
                        .maxUs(2222)
                        .samples(30000)
                        .build(),
                // No point in the run matches this one: its measured-rate column stays a dash.
                LatencySummary.of(Fixtures.key(Direction.IN, 3, 16384, CopyMode.COPY))
                        .p50Us(10)
                        .p90Us(11)
                        .p99Us(12)
                        .p999Us(13)
                        .maxUs(14)
                        .samples(5)
                        .build());
    }

    private static ReportInput withLatencies(List<LatencySummary> latencies) {
        ReportInput base = Fixtures.input();
        return base.toBuilder().latencies(latencies).build();
    }

    private static Document html(ReportInput input) throws IOException {
        return RenderedReport.html(input);
    }

    @Test
    void theHtmlReportTablesEachPointsIntervalsBesideTheBusTimeOfOneRequest() throws IOException {
        Document page = html(withLatencies(latencies()));

        assertThat(page.select("section").eachAttr("id"))
                .containsExactly(
                        "recommendation", "comparison", "direction-in", "completion-intervals", "baselines", "failed");
        Element section = page.getElementById("completion-intervals");
        assertThat(section.selectFirst("h2").text()).isEqualTo("Completion intervals");
        assertThat(section.select("h3").eachText()).containsExactly("in, copy", "in, no-copy");
        assertThat(section.select("table").get(1).select("thead th").eachText())
                .containsExactly(
                        "buffers",
                        "request",
                        "p50 (us)",
                        "p99 (us)",
                        "p99.9 (us)",
                        "max (us)",
                        "samples",
                        "request at measured MB/s (us)",
                        "request at link B (us)");

        List<Element> noCopy = section.select("table").get(1).select("tbody tr");
        assertThat(noCopy).hasSize(2);
        assertThat(noCopy.get(0).children().eachText())
                .containsExactly(
                        "8",
                        "16 KiB",
                        "250.5",
                        "300",
                        "410",
                        "2222",
                        "30000",
                        ReportFormat.significant(16384 / Fixtures.usl(8, 1.0)),
                        ReportFormat.significant(16384 / 140.0));
        assertThat(noCopy.get(1).children().eachText())
                .containsExactly(
                        "8",
                        "64 KiB",
                        "600",
                        "900",
                        "1500",
                        "4000",
                        "9000",
                        ReportFormat.significant(65536 / Fixtures.usl(8, 1.3)),
                        ReportFormat.significant(65536 / 140.0));
        List<Element> copy = section.select("table").get(0).select("tbody tr");
        assertThat(copy)
                .singleElement()
                .satisfies(r -> assertThat(r.child(7).text()).isEqualTo(ReportFormat.MISSING));
        // The fixture's link fit is at 8 buffers: a 3-buffer point has no fitted bus time either.
        assertThat(copy.get(0).child(8).text()).isEqualTo(ReportFormat.MISSING);
    }

    @Test
    void theMarkdownReportTellsTheSameStory() throws IOException {
        String md = RenderedReport.markdown(withLatencies(latencies()));

        assertThat(md)
                .contains("## Completion intervals\n")
                .contains("### in, no-copy\n")
                .contains("| buffers | request | p50 (us) | p99 (us) | p99.9 (us) | max (us) | samples | "
                        + "request at measured MB/s (us) | request at link B (us) |")
                .contains("| 8 | 16 KiB | 250.5 | 300 | 410 | 2222 | 30000 | "
                        + ReportFormat.significant(16384 / Fixtures.usl(8, 1.0)) + " | "
                        + ReportFormat.significant(16384 / 140.0) + " |");
        assertThat(md.indexOf("## Completion intervals"))
                .isGreaterThan(md.indexOf("## Direction in"))
                .isLessThan(md.indexOf("## Baselines for scale"));
    }

    @Test
    void aRunWithoutIntervalsHasNoSection() throws IOException {
        assertThat(html(Fixtures.input()).getElementById("completion-intervals"))
                .isNull();
        StringWriter out = new StringWriter();
        MarkdownReport.write(Fixtures.input(), ReportCharts.of(List.of(), List.of()), out);
        assertThat(out.toString()).doesNotContain("Completion intervals");
    }

    @Test
    void hostileNamesInAnIntervalRunStayText() throws IOException {
        PointKey key =
                new PointKey("<script>alert(1)</script>", "sim:<b>x</b>", Direction.OUT, 2, 16384, CopyMode.COPY);
        ReportInput input = ReportInput.builder(key.board(), key.device(), Fixtures.analysis())
                .run("r", "t", "c")
                .latencies(List.of(LatencySummary.of(key)
                        .p50Us(25)
                        .p90Us(30)
                        .p99Us(35)
                        .p999Us(40)
                        .maxUs(50)
                        .samples(100)
                        .build()))
                .build();

        Document page = html(input);

        // The head's scripts are the chart assets (HtmlReportTest); none may come from a name.
        assertThat(page.body().select("script:not(.chart-data), b")).isEmpty();
        assertThat(page.getElementById("completion-intervals").select("h3").eachText())
                .containsExactly("out, copy");
    }
}
