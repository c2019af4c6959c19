package io.bulkbench.reports.chart;

import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every chart of one run, looked up by direction and copy mode. The content is worked out
 * at once; a chart's PNG is drawn the first time something asks for it and then kept, so
 * report.md and report.html share one drawing, and a report that shows no PNG (the site's)
 * never pays for one. Not for use from two threads.
 */
public final class ReportCharts {
    private final List<Entry> entries;
    private final Map<CurveChart, ChartImage> images = new IdentityHashMap<>();

    private record Entry(
            Direction direction, CopyMode copyMode, Optional<CurveChart> buffers, Optional<CurveChart> requestSize) {}

    private ReportCharts(List<Entry> entries) {
        this.entries = List.copyOf(entries);
    }

    /** Both charts for every direction and copy mode that has points. */
    public static ReportCharts of(List<MeasuredPoint> points, List<SeriesFit> fits) {
        List<Entry> entries = new ArrayList<>();
        for (Direction d : Direction.values()) {
            for (CopyMode m : CopyMode.values()) {
                entries.add(new Entry(
                        d, m, BufferCountChart.of(d, m, points, fits), RequestSizeChart.of(d, m, points, fits)));
            }
        }
        return new ReportCharts(entries);
    }

    public Optional<CurveChart> buffers(Direction direction, CopyMode copyMode) {
        return entry(direction, copyMode).buffers();
    }

    public Optional<CurveChart> requestSize(Direction direction, CopyMode copyMode) {
        return entry(direction, copyMode).requestSize();
    }

    /** Every chart, in report order. */
    public List<CurveChart> all() {
        List<CurveChart> all = new ArrayList<>();
        for (Entry e : entries) {
            e.buffers().ifPresent(all::add);
            e.requestSize().ifPresent(all::add);
        }
        return all;
    }

    /** The PNG of one of this run's charts, drawn once. */
    public ChartImage image(CurveChart chart) {
        return images.computeIfAbsent(chart, SweepChart::image);
    }

    /** Every chart's PNG, in report order. */
    public List<ChartImage> images() {
        return all().stream().map(this::image).toList();
    }

    private Entry entry(Direction direction, CopyMode copyMode) {
        return entries.stream()
                .filter(e -> e.direction() == direction && e.copyMode() == copyMode)
                .findFirst()
                .orElseThrow();
    }
}
