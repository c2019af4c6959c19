package io.bulkbench.reports.chart;

import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import java.util.ArrayList;
import java.util.EnumMap;
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
    private final Map<Direction, List<CpuCostChart>> cpu;
    private final Map<ReportChart, ChartImage> images = new IdentityHashMap<>();

    private record Entry(
            Direction direction, CopyMode copyMode, Optional<CurveChart> buffers, Optional<CurveChart> requestSize) {}

    private ReportCharts(List<Entry> entries, Map<Direction, List<CpuCostChart>> cpu) {
        this.entries = List.copyOf(entries);
        this.cpu = Map.copyOf(cpu);
    }

    /**
     * Both throughput charts for every direction and copy mode that has points, and for
     * every direction whose points have CPU figures the CPU charts over both axes.
     */
    public static ReportCharts of(List<MeasuredPoint> points, List<SeriesFit> fits) {
        List<Entry> entries = new ArrayList<>();
        Map<Direction, List<CpuCostChart>> cpu = new EnumMap<>(Direction.class);
        for (Direction d : Direction.values()) {
            for (CopyMode m : CopyMode.values()) {
                entries.add(new Entry(
                        d, m, BufferCountChart.of(d, m, points, fits), RequestSizeChart.of(d, m, points, fits)));
            }
            List<CpuCostChart> costs = new ArrayList<>();
            CpuCostChart.of(d, SweepAxis.BUFFERS, points).ifPresent(costs::add);
            CpuCostChart.of(d, SweepAxis.REQUEST_SIZE, points).ifPresent(costs::add);
            cpu.put(d, costs);
        }
        return new ReportCharts(entries, cpu);
    }

    /** The CPU charts of a direction (over buffer count, over request size); none without CPU figures. */
    public List<CpuCostChart> cpu(Direction direction) {
        return cpu.getOrDefault(direction, List.of());
    }

    public Optional<CurveChart> buffers(Direction direction, CopyMode copyMode) {
        return entry(direction, copyMode).buffers();
    }

    public Optional<CurveChart> requestSize(Direction direction, CopyMode copyMode) {
        return entry(direction, copyMode).requestSize();
    }

    /** Every chart, in report order. */
    public List<ReportChart> all() {
        List<ReportChart> all = new ArrayList<>();
        for (Direction d : Direction.values()) {
            for (Entry e : entries) {
                if (e.direction() == d) {
                    e.buffers().ifPresent(all::add);
                    e.requestSize().ifPresent(all::add);
                }
            }
            all.addAll(cpu(d));
        }
        return all;
    }

    /** The PNG of one of this run's charts, drawn once. */
    public ChartImage image(ReportChart chart) {
        return images.computeIfAbsent(chart, ReportChart::draw);
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
