package io.bulkbench.reports.site;

import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.trend.NightlyPoint;
import io.bulkbench.analysis.trend.PointHistory;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.ThroughputText;
import io.bulkbench.reports.chart.BrowserChart;
import io.bulkbench.reports.chart.TrendChart;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The site's trend charts as the browser draws them: a point's ok nights with their JMH
 * error and a link to each night's copied report, and its change points labelled as the
 * PNG labels them ({@link TrendChart#changeLabel}).
 */
final class TrendCharts {
    private static final DateTimeFormatter DATE =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'").withZone(ZoneOffset.UTC);

    private TrendCharts() {}

    /** A board page's chart of one point; {@code toReports} leads from the page to the board's folder. */
    static BrowserChart of(PointHistory point, Set<String> copiedRuns, String toReports) {
        return new BrowserChart(
                ThroughputText.UNIT, true, List.of(series("mean", point, copiedRuns, toReports)), marks(point));
    }

    /** A point's ok nights as one series named {@code name}. */
    private static BrowserChart.Series series(
            String name, PointHistory point, Set<String> copiedRuns, String toReports) {
        List<BrowserChart.Night> nights = new ArrayList<>();
        for (NightlyPoint n : point.nights()) {
            MeasuredPoint p = n.point();
            if (!p.isOk()) {
                continue;
            }
            RecordedRun run = n.run();
            Optional<String> report = copiedRuns.contains(run.runId())
                    ? Optional.of(toReports + SiteFolder.runReport(run.runId()))
                    : Optional.empty();
            nights.add(new BrowserChart.Night(
                    run.info().started().getEpochSecond(),
                    DATE.format(run.info().started()),
                    run.info().label(),
                    run.runId(),
                    p.throughputMbS(),
                    Double.isNaN(p.errorMbS()) ? 0 : p.errorMbS(),
                    ThroughputText.withError(p.throughputMbS(), p.errorMbS()),
                    report));
        }
        return new BrowserChart.Series(name, nights);
    }

    private static List<BrowserChart.Mark> marks(PointHistory point) {
        List<BrowserChart.Mark> marks = new ArrayList<>();
        for (ChangePoint c : point.changes()) {
            marks.add(new BrowserChart.Mark(
                    point.nightOf(c).run().info().started().getEpochSecond(),
                    TrendChart.changeLabel(point, c),
                    c.meanAfter() < c.meanBefore()));
        }
        return marks;
    }
}
