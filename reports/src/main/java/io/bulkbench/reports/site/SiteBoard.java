package io.bulkbench.reports.site;

import io.bulkbench.analysis.bisect.RecordedBisection;
import io.bulkbench.analysis.explain.RecordedExplanation;
import io.bulkbench.analysis.trend.BoardSummary;
import io.bulkbench.analysis.trend.LevelChange;
import io.bulkbench.analysis.trend.PointHistory;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.PointText;
import io.bulkbench.core.ThroughputText;
import io.bulkbench.reports.ReportFormat;
import io.bulkbench.reports.chart.ChartImage;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A board as the site's pages show it: its summary, the trend charts drawn for its key
 * points (file names in its folder), its small trend line, and the runs whose report was
 * copied into the site, its recorded bisections and its recorded explain comparisons.
 */
record SiteBoard(
        BoardSummary summary,
        List<Trend> trends,
        Optional<String> spark,
        Set<String> copiedRuns,
        List<RecordedBisection> bisections,
        List<RecordedExplanation> explanations) {

    SiteBoard {
        Objects.requireNonNull(summary, "summary");
        trends = List.copyOf(trends);
        Objects.requireNonNull(spark, "spark");
        copiedRuns = Set.copyOf(copiedRuns);
        bisections = List.copyOf(bisections);
        explanations = List.copyOf(explanations);
    }

    /** A board without recorded explain comparisons. */
    SiteBoard(
            BoardSummary summary,
            List<Trend> trends,
            Optional<String> spark,
            Set<String> copiedRuns,
            List<RecordedBisection> bisections) {
        this(summary, trends, spark, copiedRuns, bisections, List.of());
    }

    /** One trend chart: its PNG's file name in the board's folder, its title, its caption and what it draws. */
    record Trend(String fileName, String title, String caption, PointHistory point) {
        Trend {
            Objects.requireNonNull(point, "point");
        }

        static Trend of(ChartImage chart, PointHistory point) {
            return new Trend(chart.fileName(), chart.title(), chart.caption(), point);
        }
    }

    String board() {
        return summary.board();
    }

    /** A point key as a person reads it: "sim:hs in copy 64 KiB x 8". */
    static String describe(PointKey key) {
        return PointText.onDevice(key);
    }

    /** A change point in one line: "in copy 64 KiB x 8: 31.4 -> 28.3 MB/s (-10.0 %) from RUN (2026-11-30), p < 0.001". */
    static String describe(LevelChange c) {
        var night = c.point().nightOf(c.change()).run();
        return describe(c.point().key()) + ": "
                + ThroughputText.figure(c.change().meanBefore()) + " -> "
                + ThroughputText.of(c.change().meanAfter()) + " ("
                + ReportFormat.signedPercent(c.change().changePercent() / 100) + ") from " + night.runId() + " ("
                + night.info().started().toString().substring(0, 10) + "), p "
                + ReportFormat.pValue(c.change().pValue());
    }
}
