package io.bulkbench.reports;

import io.bulkbench.analysis.Axis;
import io.bulkbench.analysis.LatencySummary;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.analysis.SeriesKey;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The report's "Completion intervals" section, shared by the HTML and Markdown forms: one
 * table per direction and copy mode with the interval percentiles of each point beside
 * two yardsticks. A request of S bytes at the point's measured T MB/s takes S / T
 * microseconds on average (the mean interval, by definition of throughput); at the link
 * bandwidth B fitted over request size it holds the bus S / B microseconds. A p50 near
 * S / B means the bus sets the pace; a p50 well above it means the host did not reach its
 * reap loop before the next completion.
 */
final class CompletionIntervals {
    static final String TITLE = "Completion intervals";
    static final String INTRO = "The time from one completion to the next as the host saw it (JMH SampleTime, "
            + "microseconds). A request of S bytes at the measured T MB/s takes S / T us on average; at the link "
            + "bandwidth B fitted over request size it holds the bus S / B us. A p50 well above S / B says the host, "
            + "not the bus, sets the pace: it did not reach its reap loop before the next completion. A p99.9 or max "
            + "far above p50 is a host thread that was held up while the bus sat idle.";

    private CompletionIntervals() {}

    /** The section of a run: a table per direction and copy mode (in, out; copy, no-copy), none when nothing was measured. */
    static TableSection section(ReportInput input) {
        Map<PointKey, MeasuredPoint> points = input.points().stream()
                .filter(MeasuredPoint::isOk)
                .collect(Collectors.toMap(MeasuredPoint::key, Function.identity(), (a, b) -> b));
        Map<SeriesKey, SeriesFit> linkFits = input.analysis().selectedFits().stream()
                .filter(f -> f.series().axis() == Axis.REQUEST_SIZE)
                .collect(Collectors.toMap(SeriesFit::series, Function.identity(), (a, b) -> b));
        List<TableSection.Panel> panels = new ArrayList<>();
        for (Direction direction : Direction.values()) {
            for (CopyMode mode : CopyMode.values()) {
                List<LatencySummary> rows = input.latencies().stream()
                        .filter(l -> l.key().direction() == direction && l.key().copyMode() == mode)
                        .sorted(Comparator.comparingInt(
                                        (LatencySummary l) -> l.key().buffers())
                                .thenComparingInt(l -> l.key().requestBytes()))
                        .toList();
                if (!rows.isEmpty()) {
                    panels.add(new TableSection.Panel(direction, mode, table(rows, points, linkFits)));
                }
            }
        }
        return new TableSection("completion-intervals", TITLE, INTRO, panels);
    }

    private static ReportTable table(
            List<LatencySummary> rows, Map<PointKey, MeasuredPoint> points, Map<SeriesKey, SeriesFit> linkFits) {
        ReportTable table = new ReportTable(
                "buffers",
                "request",
                "p50 (us)",
                "p99 (us)",
                "p99.9 (us)",
                "max (us)",
                "samples",
                "request at measured MB/s (us)",
                "request at link B (us)");
        for (LatencySummary l : rows) {
            double measured = Optional.ofNullable(points.get(l.key()))
                    .map(MeasuredPoint::throughputMbS)
                    .orElse(Double.NaN);
            double link = Optional.ofNullable(linkFits.get(SeriesKey.of(l.key(), Axis.REQUEST_SIZE)))
                    .flatMap(f -> f.parameter("bandwidth_mb_s"))
                    .map(e -> e.value())
                    .orElse(Double.NaN);
            table.row(
                    Integer.toString(l.key().buffers()),
                    ByteSizeText.of(l.key().requestBytes()),
                    ReportFormat.significant(l.p50Us()),
                    ReportFormat.significant(l.p99Us()),
                    ReportFormat.significant(l.p999Us()),
                    ReportFormat.significant(l.maxUs()),
                    Long.toString(l.samples()),
                    ReportFormat.significant(l.requestMicrosAt(measured)),
                    ReportFormat.significant(l.requestMicrosAt(link)));
        }
        return table;
    }
}
