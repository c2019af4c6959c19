package io.bulkbench.site;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.trend.BoardSummary;
import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.analysis.trend.Trends;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.PointKey;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.Test;

/**
 * A board page's last night against the night before, on a board whose name is markup:
 * five stored point verdicts by hand (a regression, one the simulator's lateness left
 * unjudged, an improvement, one unchanged, one not comparable), listed with the figures
 * of their compare.csv rows, regressions first, every text escaped, in a table that needs
 * no script; the change points over nights under their own heading.
 */
class BoardPageLastNightTest {
    private static final String HOSTILE_BOARD = "<script>alert(1)</script>\"><img src=x onerror=alert(2)>";
    private static final String HOSTILE_TEST = "welch<img src=x onerror=alert(3)>";
    private static final PointKey MANY = Trends.key(HOSTILE_BOARD, 32, 262144, CopyMode.NO_COPY);
    private static final PointKey FEW = Trends.key(HOSTILE_BOARD, 2, 16384, CopyMode.NO_COPY);
    private static final PointKey FEW_COPY = Trends.key(HOSTILE_BOARD, 2, 16384, CopyMode.COPY);
    private static final PointKey MANY_COPY = Trends.key(HOSTILE_BOARD, 32, 262144, CopyMode.COPY);
    private static final PointKey FOUR = Trends.key(HOSTILE_BOARD, 4, 16384, CopyMode.COPY);

    private static BoardSummary summary(List<PointChange> lastNight) {
        Map<PointKey, double[]> points = new LinkedHashMap<>();
        points.put(MANY, new double[] {40, 40, 40, 36});
        points.put(FEW, new double[] {10, 10, 10, 9});
        BoardTrend h = Trends.board(
                HOSTILE_BOARD,
                points,
                List.of("32", "32", "32", "32"),
                Map.of(MANY, List.of(new ChangePoint(3, 40, 36, 0.0001))));
        return BoardSummary.of(
                h,
                h.runs().get(3).info().started(),
                Optional.of(NightVerdict.ofPoints(Optional.of("run-2"), 0.03, lastNight)),
                Optional.empty());
    }

    /** The night's verdict as the database stores it, in its order (by point key), not the page's. */
    private static List<PointChange> stored() {
        return List.of(
                PointChange.of(FEW)
                        .baselineMbS(10)
                        .candidateMbS(9)
                        .relativeChange(-0.10)
                        .highestChange(0.02)
                        .pValue(0.00012)
                        .test("student")
                        .verdict(Verdict.SIMULATOR_LATE)
                        .build(),
                PointChange.of(FEW_COPY)
                        .baselineMbS(20)
                        .candidateMbS(20.2)
                        .relativeChange(0.01)
                        .pValue(0.61)
                        .test("welch")
                        .verdict(Verdict.UNCHANGED)
                        .build(),
                PointChange.of(FOUR)
                        .baselineMbS(10)
                        .candidateMbS(12)
                        .relativeChange(0.2)
                        .pValue(0.000034)
                        .test("welch")
                        .verdict(Verdict.IMPROVEMENT)
                        .build(),
                PointChange.of(MANY)
                        .baselineMbS(40)
                        .candidateMbS(36)
                        .relativeChange(-0.10)
                        .pValue(0.0069)
                        .test(HOSTILE_TEST)
                        .verdict(Verdict.REGRESSION)
                        .build(),
                PointChange.of(MANY_COPY)
                        .candidateMbS(30)
                        .verdict(Verdict.NOT_COMPARABLE)
                        .build());
    }

    private static Document page(List<PointChange> lastNight) {
        SiteBoard board = new SiteBoard(summary(lastNight), Set.of(), List.of());
        return Jsoup.parse(BoardPage.html(board));
    }

    @Test
    void lastNightsRegressedUnjudgedAndImprovedPointsAreListedWithTheirFiguresRegressionsFirst() {
        Document page = page(stored());

        SiteScripts.onlyTheSitesOwn(page);
        assertThat(page.select("[onerror]")).isEmpty();
        assertThat(page.select("#last-night-heading").text()).isEqualTo("Last night against the night before");
        assertThat(page.select("#last-night-heading + p.meta").text())
                .isEqualTo("Run run-3: its points against the run before it of the same plan, at the board's"
                        + " threshold of 3.0 %, as judged once when it was recorded (what nightly writes into its compare.csv)."
                        + " The night's change points, above, are the rest of its verdict.");
        Elements rows = page.select("table#last-night tbody tr");
        assertThat(rows.eachAttr("data-verdict")).containsExactly("regression", "simulator_late", "improvement");
        assertThat(cells(rows.get(0)))
                .containsExactly(
                        "regression",
                        "sim:hs in no-copy 256 KiB x 32",
                        "40.0",
                        "36.0",
                        "-10.0 %",
                        "p = 0.0069, " + HOSTILE_TEST);
        assertThat(cells(rows.get(1)))
                .containsExactly(
                        "not judged (simulator late)",
                        "sim:hs in no-copy 16 KiB x 2",
                        "10.0",
                        "9.00",
                        "-10.0 % (at most +2.0 % allowing for the simulator's lateness)",
                        "p = 0.00012, student");
        assertThat(cells(rows.get(2)))
                .containsExactly(
                        "improvement", "sim:hs in copy 16 KiB x 4", "10.0", "12.0", "+20.0 %", "p = 3.4e-05, welch");
        assertThat(page.select("table#last-night + p").text())
                .isEqualTo("Besides: 1 point(s) unchanged, 1 not comparable.");
        assertThat(page.select("#change-points-heading").text())
                .isEqualTo("Change points over nights, regressions first");
        assertThat(page.select("h1").text()).isEqualTo("Board " + HOSTILE_BOARD);
    }

    @Test
    void aNightWithNothingToListSaysSoAndANightNeverJudgedSaysItHasNoVerdict() {
        Document unchanged = page(List.of(stored().get(1), stored().get(4)));
        assertThat(unchanged.select("table#last-night")).isEmpty();
        assertThat(unchanged
                        .select("#last-night-heading ~ p:not(.meta)")
                        .first()
                        .text())
                .isEqualTo("No point regressed, went unjudged or improved: 1 point(s) unchanged, 1 not comparable.");

        Document never = page(List.of());
        assertThat(never.select("table#last-night")).isEmpty();
        assertThat(never.select("#last-night-heading + p").text())
                .isEqualTo("Last night has no verdict against a night before: it is the first night of its plan,"
                        + " or it was never judged.");
    }

    private static List<String> cells(Element row) {
        return row.select("td").eachText();
    }
}
