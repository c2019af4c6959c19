package io.bulkbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

/** A busy machine that could not pace the simulator shows in the report, never as a regression. */
class SimulatorLateReportTest {

    /** The fixture run with copy 16 KiB x 2 3.2 % late, no-copy 64 KiB x 4 1.5 %, copy 16 KiB x 8 0.4 %. */
    private static ReportInput withLatePoints() {
        ReportInput base = Fixtures.input();
        Map<PointKey, Double> shares = Map.of(
                Fixtures.key(Direction.IN, 2, 16384, CopyMode.COPY), 0.032,
                Fixtures.key(Direction.IN, 4, 65536, CopyMode.NO_COPY), 0.015,
                Fixtures.key(Direction.IN, 8, 16384, CopyMode.COPY), 0.004);
        List<MeasuredPoint> points = base.points().stream()
                .map(p -> shares.containsKey(p.key()) ? p.withLateShare(OptionalDouble.of(shares.get(p.key()))) : p)
                .toList();
        return base.toBuilder().points(points).build();
    }

    @Test
    void theHtmlReportNamesThePointsTheMachineWasTooBusyToPace() throws IOException {
        Document page = RenderedReport.html(withLatePoints());

        assertThat(page.select("section").eachAttr("id"))
                .containsExactly(
                        "recommendation", "simulator-late", "comparison", "direction-in", "baselines", "failed");
        Element section = page.getElementById("simulator-late");
        assertThat(section.selectFirst("h2").text()).isEqualTo("Simulator ran late");
        assertThat(section.selectFirst("p.warning").text())
                .startsWith("2 point(s) lost more than 1 % of their measured" + " time")
                .contains("so each figure may read low by up to its late share");
        assertThat(section.select("tbody tr").eachText())
                .hasSize(2)
                .satisfiesExactly(
                        first -> assertThat(first)
                                .startsWith("in, copy 16 KiB x 2")
                                .endsWith("3.2 %"),
                        second -> assertThat(second)
                                .startsWith("in, no-copy 64 KiB x 4")
                                .endsWith("1.5 %"));
        List<String> marked =
                page.getElementById("direction-in").select("tr.marked").eachText();
        assertThat(marked)
                .filteredOn(row -> row.contains("simulator late"))
                .containsExactly(
                        "2 16 KiB 17.7 ± 0.5 17.4 18.1 3 0 ok, simulator late 3.2 %",
                        "4 64 KiB 49.4 ± 1.5 48.4 50.4 3 0 ok, simulator late 1.5 %");
        assertThat(marked).noneMatch(row -> row.startsWith("8 16 KiB "));
    }

    @Test
    void theMarkdownReportTellsTheSameStory() throws IOException {
        String md = RenderedReport.markdown(withLatePoints());

        assertThat(md.lines().filter(l -> l.startsWith("## ")).toList())
                .startsWith("## Recommendation", "## Simulator ran late", "## Comparison with the baseline run");
        String section = md.substring(md.indexOf("## Simulator ran late"), md.indexOf("## Comparison"));
        assertThat(section)
                .contains("> **Warning:** 2 point(s) lost more than 1 % of their measured time")
                .contains("| in, copy | 16 KiB x 2 | ")
                .contains(" | 3.2 % |")
                .contains("| in, no-copy | 64 KiB x 4 | ")
                .contains(" | 1.5 % |")
                .doesNotContain("16 KiB x 8");
        assertThat(md)
                .containsPattern(
                        "\\| \\*\\*2\\*\\* \\| \\*\\*16 KiB\\*\\* \\|.*\\*\\*ok, simulator late 3\\.2 %\\*\\* \\|");
        assertThat(md).containsPattern("\\| 8 \\| 16 KiB \\|.* \\| ok \\|");
    }

    @Test
    void aRunWhoseSimulatorKeptPaceHasNoSuchSection() throws IOException {
        assertThat(RenderedReport.html(Fixtures.input()).getElementById("simulator-late"))
                .isNull();
        assertThat(RenderedReport.html(Fixtures.input()).select("tr.marked").eachText())
                .noneMatch(row -> row.contains("simulator late"));
        assertThat(RenderedReport.markdown(Fixtures.input())).doesNotContain("Simulator ran late");
    }

    private static ReportInput withComparison(List<PointChange> comparison) {
        return Fixtures.input().toBuilder().comparison(comparison).build();
    }

    @Test
    void aComparisonCountsThePointsItDidNotJudge() throws IOException {
        List<PointChange> comparison = new ArrayList<>(Fixtures.comparison());
        comparison.add(PointChange.of(Fixtures.key(Direction.IN, 2, 16384, CopyMode.COPY))
                .baselineMbS(20.0)
                .candidateMbS(18.0)
                .relativeChange(-0.1)
                .pValue(0.0001)
                .test("welch")
                .verdict(Verdict.SIMULATOR_LATE)
                .build());
        ReportInput input = withComparison(comparison);

        Element section = RenderedReport.html(input).getElementById("comparison");
        assertThat(section.selectFirst("p").text())
                .isEqualTo("1 regression(s), 0 improvement(s), 1 unchanged, "
                        + "1 not comparable, 1 not judged: a drop the simulator's lateness may account for.");
        assertThat(section.select("> table tbody tr").eachText())
                .anySatisfy(row -> assertThat(row).startsWith("simulator late in, copy 16 KiB x 2 20.0 18.0 -10.0 %"));
        assertThat(RenderedReport.markdown(input))
                .contains("1 not judged: a drop the simulator's lateness may account for.")
                .contains("| simulator late | in, copy | 16 KiB x 2 | 20.0 | 18.0 | -10.0 % |");
    }

    @Test
    void withoutSuchPointsTheSentenceStaysAsItWas() throws IOException {
        Element section = RenderedReport.html(Fixtures.input()).getElementById("comparison");
        assertThat(section.selectFirst("p").text())
                .isEqualTo("1 regression(s), 0 improvement(s), 1 unchanged, 1 not comparable.");
    }
}
