package io.bulkbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.bisect.CommitVerdict;
import io.bulkbench.analysis.bisect.PointAtEnds;
import io.bulkbench.analysis.bisect.RecordedBisection;
import io.bulkbench.analysis.bisect.RecordedBisection.Conclusion;
import io.bulkbench.analysis.bisect.RelativeChange;
import io.bulkbench.analysis.bisect.Side;
import io.bulkbench.analysis.bisect.TestedCommit;
import io.bulkbench.analysis.bisect.TestedCommit.PointResult;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bisect's report from a bisect of four commits written out by hand: history g, c1, c2, b;
 * tested in the order g, b, c2, c1 (as a walk tests the middle first); c2 is the culprit and
 * its subject is hostile.
 */
class BisectReportTest {
    private static final String HOSTILE = "<script>alert(1)</script>\"><img src=x onerror=alert(2)> | *bold*";
    private static final PointKey POINT = new PointKey("lab", "sim:hs", Direction.IN, 4, 16384, CopyMode.COPY);
    private static final String G = "1".repeat(40);
    private static final String C1 = "2".repeat(40);
    private static final String C2 = "3".repeat(40);
    private static final String B = "4".repeat(40);

    private static TestedCommit commit(
            String sha, String subject, Side role, CommitVerdict verdict, double mbS, Optional<RelativeChange> change) {
        return new TestedCommit(
                sha, subject, role, verdict, 5, List.of(new PointResult(POINT, OptionalDouble.of(mbS), change)));
    }

    private static RecordedBisection bisection() {
        return new RecordedBisection(
                "lab",
                "sim:hs",
                List.of(POINT),
                new RecordedBisection.Range("/src/fw", G, B, Optional.of("20261130-020000")),
                Conclusion.found(C2, HOSTILE),
                0.03,
                new RecordedBisection.When(
                        Instant.parse("2026-12-01T10:00:00Z"), Instant.parse("2026-12-01T10:40:00Z"), "lab-1", "1.4"),
                "/bisect/lab/20261201-100000",
                List.of(
                        commit(G, "v1.2", Side.GOOD_END, CommitVerdict.GOOD, 40.0, Optional.empty()),
                        commit(
                                B,
                                "tip",
                                Side.BAD_END,
                                CommitVerdict.BAD,
                                37.0,
                                Optional.of(new RelativeChange(-0.075, -0.09, -0.06))),
                        commit(
                                C2,
                                HOSTILE,
                                Side.COMMIT,
                                CommitVerdict.BAD,
                                37.1,
                                Optional.of(new RelativeChange(-0.0731, -0.088, -0.057))),
                        commit(
                                C1,
                                "tidy",
                                Side.COMMIT,
                                CommitVerdict.GOOD,
                                40.1,
                                Optional.of(new RelativeChange(0.0021, -1, Double.POSITIVE_INFINITY)))));
    }

    @Test
    void theHtmlReportListsTheCommitsInHistoryOrderMarksTheCulpritAndKeepsItsSubjectText(@TempDir Path dir)
            throws Exception {
        BisectReport.write(bisection(), List.of(G, C1, C2, B), dir);

        Document page = Jsoup.parse(Files.readString(dir.resolve("report.html")));

        assertThat(page.select("script, [onerror]")).isEmpty();
        assertThat(page.select("#commits tbody tr").eachText())
                .containsExactly(
                        "111111111111 v1.2 good end good 5 40.0 –",
                        "222222222222 tidy commit good 5 40.1 +0.2 % (? to ?)",
                        "333333333333 " + HOSTILE + " commit bad 5 37.1 -7.3 % (-8.8 % to -5.7 %)",
                        "444444444444 tip bad end bad 5 37.0 -7.5 % (-9.0 % to -6.0 %)");
        Element marked = page.selectFirst("#commits tr.marked");
        assertThat(marked.child(0).text()).isEqualTo("333333333333");
        assertThat(page.select("#conclusion strong").text()).isEqualTo("first bad commit: " + C2 + " " + HOSTILE);
        assertThat(page.select("ul.meta").text())
                .contains("good 111111111111, bad 444444444444")
                .contains("regressions of run 20261130-020000")
                .contains("in copy 16 KiB x 4")
                .contains("Threshold 3.00 %");
    }

    @Test
    void theMarkdownReportEscapesTheSubjectSoItMakesNoTableCellNorMarkup(@TempDir Path dir) throws Exception {
        BisectReport.write(bisection(), List.of(G, C1, C2, B), dir);

        String md = Files.readString(dir.resolve("report.md"));

        assertThat(md).doesNotContain("<script>").doesNotContain("*bold*");
        // the marked row is bold: | **333333333333** | ...
        String culpritRow = md.lines()
                .filter(l -> l.startsWith("| **333333333333**"))
                .findFirst()
                .orElseThrow();
        // commit, subject, role, verdict, repeats, MB/s, change: 7 cells after the leading bar
        assertThat(culpritRow.split("(?<!\\\\)\\|")).hasSize(1 + 7);
        assertThat(md.indexOf("| 222222222222")).isLessThan(md.indexOf("| **333333333333"));
    }

    @Test
    void aSetAsidePointIsNamedWhereItHasNoFigureAndExtraBuildsAreExplained(@TempDir Path dir) throws Exception {
        PointKey aside = new PointKey("lab", "sim:hs", Direction.IN, 8, 16384, CopyMode.COPY);
        PointResult clear =
                new PointResult(POINT, OptionalDouble.of(37.1), Optional.of(new RelativeChange(-0.07, -0.08, -0.06)));
        PointResult atEnds =
                new PointResult(aside, OptionalDouble.of(38.5), Optional.of(new RelativeChange(-0.035, -0.05, -0.02)));
        List<TestedCommit> rows = List.of(
                new TestedCommit(
                        G,
                        "v1.2",
                        Side.GOOD_END,
                        CommitVerdict.GOOD,
                        5,
                        OptionalInt.of(2),
                        List.of(
                                new PointResult(POINT, OptionalDouble.of(40.0), Optional.empty()),
                                new PointResult(aside, OptionalDouble.of(40.0), Optional.empty()))),
                new TestedCommit(
                        B, "tip", Side.BAD_END, CommitVerdict.BAD, 5, OptionalInt.of(1), List.of(clear, atEnds)),
                new TestedCommit(
                        C2,
                        "culprit",
                        Side.COMMIT,
                        CommitVerdict.BAD,
                        5,
                        OptionalInt.of(1),
                        List.of(clear, PointResult.notMeasured(aside))));
        RecordedBisection b = new RecordedBisection(
                "lab",
                "sim:hs",
                List.of(POINT, aside),
                new RecordedBisection.Range("/src/fw", G, B, Optional.empty()),
                Conclusion.found(C2, "culprit"),
                0.03,
                new RecordedBisection.When(
                        Instant.parse("2026-12-01T10:00:00Z"), Instant.parse("2026-12-01T10:40:00Z"), "", ""),
                "/bisect/lab/20261201-100000",
                rows);

        BisectReport.write(
                b, List.of(G, C2, B), Map.of(POINT, PointAtEnds.BISECTED, aside, PointAtEnds.SET_ASIDE), dir);

        Document page = Jsoup.parse(Files.readString(dir.resolve("report.html")));
        assertThat(page.select("#commits tbody tr").get(1).text())
                .isEqualTo("333333333333 culprit commit bad 5 1 37.1 -7.0 % (-8.0 % to -6.0 %) set aside set aside");
        // 4 builds for 1 commit and the two ends: the good end was built twice
        assertThat(page.select("ul.meta").text())
                .contains("Builds: 4 for 1 commit(s) between the ends and the two ends")
                .contains("the good end took 2")
                .contains("Set aside")
                .contains("in copy 16 KiB x 8");
    }
}
