package io.bulkbench.site;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.bisect.RecordedBisection;
import io.bulkbench.analysis.bisect.RecordedBisection.Conclusion;
import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.trend.BoardSummary;
import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.Trends;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.PointKey;
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
 * A board page's bisections, on four nights by hand: 32 x 256 KiB drops from 40 to 36 MB/s
 * at night 2 (run-2), 2 x 16 KiB stays level. One bisection at the dropped point with a
 * hostile subject, one at the level point that ended one of two commits.
 */
class BoardPageBisectionsTest {
    private static final String HOSTILE = "<script>alert(1)</script>\"><img src=x onerror=alert(2)>&amp;";
    private static final PointKey FEW = Trends.key("lab", 2, 16384, CopyMode.NO_COPY);
    private static final PointKey MANY = Trends.key("lab", 32, 262144, CopyMode.NO_COPY);

    private static BoardSummary summary() {
        Map<PointKey, double[]> points = new LinkedHashMap<>();
        points.put(FEW, new double[] {10, 10, 10, 10});
        points.put(MANY, new double[] {40, 40, 36, 36});
        BoardTrend h = Trends.board(
                "lab",
                points,
                List.of("32", "32", "32", "32"),
                Map.of(MANY, List.of(new ChangePoint(2, 40, 36, 0.0001))));
        return BoardSummary.of(
                h,
                h.runs().get(3).info().started(),
                Optional.of(Trends.judged(h, Optional.empty(), 0.03)),
                Optional.empty());
    }

    private static RecordedBisection bisection(PointKey point, Conclusion conclusion, Instant started) {
        return new RecordedBisection(
                "lab",
                Trends.DEVICE,
                List.of(point),
                new RecordedBisection.Range("/fw", "1".repeat(40), "2".repeat(40), Optional.empty()),
                conclusion,
                0.03,
                new RecordedBisection.When(started, started.plusSeconds(600), "", ""),
                "/bisect/" + started,
                List.of());
    }

    @Test
    void eachBisectionShowsItsRangeOutcomeAndTheChangePointItExplainsWithItsSubjectKeptText() {
        BoardSummary s = summary();
        Instant afterTheNights = Trends.FIRST_NIGHT.plusSeconds(5 * 86400);
        SiteBoard board = new SiteBoard(
                s,
                Set.of(),
                List.of(
                        bisection(
                                MANY,
                                Conclusion.found("abcdef0123456789".repeat(2) + "abcdef01", HOSTILE),
                                afterTheNights),
                        bisection(
                                FEW,
                                Conclusion.oneOf(List.of("3".repeat(40), "4".repeat(40))),
                                afterTheNights.plusSeconds(60))));

        Document page = Jsoup.parse(BoardPage.html(board));

        SiteScripts.onlyTheSitesOwn(page);
        Elements items = page.select("ul#bisections li");
        assertThat(items).hasSize(2);
        assertThat(items.get(0).text())
                .as("newest first")
                .startsWith("2026-01-06, 111111111111..222222222222 at 1 point(s): first bad commit is one of "
                        + "333333333333 444444444444")
                .endsWith("; no change point of its points started by its bad end");
        assertThat(items.get(1).select("strong").text()).isEqualTo("first bad commit abcdef012345 " + HOSTILE);
        assertThat(items.get(1).text())
                .contains("; explains the change point " + Trends.DEVICE + " in no-copy 256 KiB x 32: ")
                .contains("from night run-2 (2026-01-03)");
    }

    @Test
    void aBoardWithoutBisectionsSaysHowToRecordOne() {
        SiteBoard board = new SiteBoard(summary(), Set.of(), List.of());

        Document page = Jsoup.parse(BoardPage.html(board));

        assertThat(page.select("ul#bisections")).isEmpty();
        assertThat(page.text()).contains("No bisection recorded (bulkbench bisect --db URL records one).");
    }
}
