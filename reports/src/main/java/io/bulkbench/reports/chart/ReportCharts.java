package io.bulkbench.reports.chart;

import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Every chart of one run, rendered once and shared: report.html embeds them, report.md
 * links the same PNG files written beside it. Looked up by direction and copy mode.
 */
public final class ReportCharts {
    private final List<Entry> entries;

    private record Entry(
            Direction direction, CopyMode copyMode, Optional<ChartImage> buffers, Optional<ChartImage> requestSize) {}

    private ReportCharts(List<Entry> entries) {
        this.entries = List.copyOf(entries);
    }

    /** Renders both charts for every direction and copy mode that has points. */
    public static ReportCharts render(List<MeasuredPoint> points, List<SeriesFit> fits) {
        List<Entry> entries = new ArrayList<>();
        for (Direction d : Direction.values()) {
            for (CopyMode m : CopyMode.values()) {
                entries.add(new Entry(
                        d,
                        m,
                        BufferCountChart.render(d, m, points, fits),
                        RequestSizeChart.render(d, m, points, fits)));
            }
        }
        return new ReportCharts(entries);
    }

    public Optional<ChartImage> buffers(Direction direction, CopyMode copyMode) {
        return entry(direction, copyMode).buffers();
    }

    public Optional<ChartImage> requestSize(Direction direction, CopyMode copyMode) {
        return entry(direction, copyMode).requestSize();
    }

    /** Every rendered chart, in report order. */
    public List<ChartImage> all() {
        List<ChartImage> all = new ArrayList<>();
        for (Entry e : entries) {
            e.buffers().ifPresent(all::add);
            e.requestSize().ifPresent(all::add);
        }
        return all;
    }

    private Entry entry(Direction direction, CopyMode copyMode) {
        return entries.stream()
                .filter(e -> e.direction() == direction && e.copyMode() == copyMode)
                .findFirst()
                .orElseThrow();
    }
}
