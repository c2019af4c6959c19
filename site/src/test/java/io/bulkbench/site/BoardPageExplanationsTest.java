package io.bulkbench.site;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.explain.ModelChange;
import io.bulkbench.analysis.explain.ParameterChange;
import io.bulkbench.analysis.explain.RecordedExplanation;
import io.bulkbench.analysis.explain.StageEstimate;
import io.bulkbench.analysis.trend.BoardSummary;
import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.Trends;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.PointKey;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.Test;

/**
 * A board page's explain comparisons, on four nights by hand (run-0 .. run-3): 32 x 256 KiB
 * drops from 40 to 36 MB/s at night 2, 2 x 16 KiB rises from 10 to 12 MB/s at night 3. One
 * comparison per change point (one with a hostile parameter name), and one from before
 * either change, whose BEFORE run id is hostile.
 */
class BoardPageExplanationsTest {
    private static final String HOSTILE_PARAMETER = "link.<img src=x onerror=alert(1)>";
    private static final String HOSTILE_RUN = "<script>alert(2)</script>&amp;";
    private static final PointKey FEW = Trends.key("lab", 2, 16384, CopyMode.NO_COPY);
    private static final PointKey MANY = Trends.key("lab", 32, 262144, CopyMode.NO_COPY);

    private static BoardSummary summary() {
        Map<PointKey, double[]> points = new LinkedHashMap<>();
        points.put(FEW, new double[] {10, 10, 10, 12});
        points.put(MANY, new double[] {40, 40, 36, 36});
        BoardTrend h = Trends.board(
                "lab",
                points,
                List.of("32", "32", "32", "32"),
                Map.of(
                        FEW, List.of(new ChangePoint(3, 10, 12, 0.0001)),
                        MANY, List.of(new ChangePoint(2, 40, 36, 0.0001))));
        return BoardSummary.of(
                h,
                h.runs().get(3).info().started(),
                Optional.of(Trends.judged(h, Optional.empty(), 0.03)),
                Optional.empty());
    }

    private static RecordedExplanation explanation(
            String before, int afterNight, String parameter, double from, double to) {
        ModelChange change = new ModelChange(List.of(new ParameterChange(
                new StageEstimate(parameter, from, from - 1, from + 1),
                new StageEstimate(parameter, to, to - 1, to + 1))));
        Instant started = Trends.FIRST_NIGHT.plus(Duration.ofDays(afterNight));
        return new RecordedExplanation("lab", before, "run-" + afterNight, started, change);
    }

    @Test
    void eachComparisonStandsNextToItsChangePointAndTheOneNoneMatchesUnderItsOwnHeading() {
        SiteBoard board = new SiteBoard(
                summary(),
                Set.of(),
                List.of(),
                List.of(
                        explanation("run-1", 2, HOSTILE_PARAMETER, 15, 25),
                        explanation("run-2", 3, "host.submit_us", 52, 70),
                        explanation(HOSTILE_RUN, 0, "host.submit_us", 52, 70)),
                List.of());

        Document page = Jsoup.parse(BoardPage.html(board));

        SiteScripts.onlyTheSitesOwn(page);
        assertThat(page.select("img")).isEmpty();
        Elements changes = page.select("ul.changes > li");
        assertThat(changes).hasSize(2);
        assertThat(changes.get(0).ownText()).as("the regression first").contains("256 KiB x 32");
        // (25 - 15) / 15 = +66.7 %; a parameter without words is named by its path, without a unit.
        assertThat(changes.get(0).select("div.stage"))
                .singleElement()
                .extracting(e -> e.text())
                .isEqualTo("Which stage moved: " + HOSTILE_PARAMETER
                        + " rose from 15.0 to 25.0 (+66.7 %) (from run run-1 to run run-2)");
        assertThat(changes.get(1).ownText()).contains("16 KiB x 2");
        // (70 - 52) / 52 = +34.6 %
        assertThat(changes.get(1).select("div.stage"))
                .singleElement()
                .extracting(e -> e.text())
                .isEqualTo("Which stage moved: the host's per-request turnaround rose from 52.0 to 70.0 us (+34.6 %)"
                        + " (from run run-2 to run run-3)");
        assertThat(page.select("h2:containsOwn(away from any change point)")).hasSize(1);
        assertThat(page.select("ul#explanations li"))
                .singleElement()
                .extracting(e -> e.text())
                .isEqualTo("Which stage moved: the host's per-request turnaround rose from 52.0 to 70.0 us (+34.6 %)"
                        + " (from run " + HOSTILE_RUN + " to run run-0)");
    }

    @Test
    void aBoardWithoutComparisonsShowsItsChangePointsAlone() {
        SiteBoard board = new SiteBoard(summary(), Set.of(), List.of());

        Document page = Jsoup.parse(BoardPage.html(board));

        assertThat(page.select("ul.changes > li")).hasSize(2);
        assertThat(page.select("div.stage, ul#explanations")).isEmpty();
        assertThat(page.text()).doesNotContain("Which stage moved");
    }
}
