package io.bulkbench.reports;

import io.bulkbench.analysis.Axis;
import io.bulkbench.analysis.Estimate;
import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PValueText;
import io.bulkbench.core.PercentText;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.PointText;
import io.bulkbench.core.ThroughputText;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The tables both report forms show, filled from a {@link ReportInput}: the
 * recommendation with its evidence, the points whose simulator ran late, the comparison,
 * the fits of a panel, its points, the baselines and the failed points. A column of
 * plain figures names their unit; sizes carry their own, as they are written everywhere.
 */
final class ReportTables {

    private ReportTables() {}

    static ReportTable recommendations(List<Recommendation> recommendations) {
        ReportTable table = new ReportTable(
                        "direction, copy mode",
                        "setting",
                        "throughput (MB/s)",
                        "share of best",
                        "buffer memory",
                        "rationale")
                .keepWhole(1);
        for (Recommendation r : recommendations) {
            table.row(
                    ReportFormat.scope(r.direction(), r.copyMode()),
                    KconfigWriter.symbol(r) + "=" + KconfigWriter.value(r)
                            + r.undecided()
                                    .map(u -> " (undecided: " + u.range() + ")")
                                    .orElse(""),
                    ThroughputText.figure(r.throughputMbS())
                            + r.basis().map(b -> " " + b.label()).orElse(""),
                    PercentText.tenth(r.shareOfBest()),
                    ByteSizeText.of(r.memoryBytes()),
                    r.rationale());
        }
        return table;
    }

    /**
     * One cell per point of a direction and copy mode: request sizes as rows, buffer
     * counts as columns (each header ending in {@code columnUnit}), empty where a point
     * has no cell.
     */
    static ReportTable sizeByBuffers(Map<PointKey, String> cells, String columnUnit) {
        TreeSet<Integer> buffers = new TreeSet<>();
        Map<Integer, Map<Integer, String>> bySize = new TreeMap<>();
        cells.forEach((k, cell) -> {
            buffers.add(k.buffers());
            bySize.computeIfAbsent(k.requestBytes(), x -> new TreeMap<>()).put(k.buffers(), cell);
        });
        List<String> header = new ArrayList<>();
        header.add("request");
        buffers.forEach(n -> header.add(n + " buffers" + columnUnit));
        ReportTable table = new ReportTable(header.toArray(String[]::new));
        bySize.forEach((bytes, row) -> {
            List<String> line = new ArrayList<>();
            line.add(ByteSizeText.of(bytes));
            buffers.forEach(n -> line.add(row.getOrDefault(n, "")));
            table.row(line.toArray(String[]::new));
        });
        return table;
    }

    static ReportTable changes(List<PointChange> changes) {
        ReportTable table = new ReportTable(
                "verdict",
                "direction, copy mode",
                "request x buffers",
                "baseline (MB/s)",
                "candidate (MB/s)",
                "change",
                "p-value",
                "test");
        for (PointChange c : changes) {
            table.row(
                    c.verdict() == Verdict.REGRESSION,
                    c.verdict().label().replace('_', ' '),
                    ReportFormat.scope(c.key()),
                    PointText.setting(c.key()),
                    ThroughputText.figure(c.baselineMbS()),
                    ThroughputText.figure(c.candidateMbS()),
                    ReportFormat.signedPercent(c.relativeChange()),
                    PValueText.figure(c.pValue()),
                    c.test());
        }
        return table;
    }

    static ReportTable fits(List<SeriesFit> fits) {
        ReportTable table = new ReportTable("series", "curve", "parameters [confidence interval]", "r2");
        for (SeriesFit f : fits) {
            String series = f.series().axis() == Axis.BUFFERS
                    ? "over buffers at " + ByteSizeText.of(f.series().fixedValue())
                    : "over request size at " + f.series().fixedValue() + " buffers";
            List<String> parameters = new ArrayList<>();
            for (Map.Entry<String, Estimate> p : f.parameters().entrySet()) {
                if (!p.getKey().equals("r2")) {
                    parameters.add(p.getKey() + " = " + ReportFormat.estimate(p.getValue()));
                }
            }
            table.row(
                    series,
                    f.family().label(),
                    String.join("; ", parameters),
                    f.parameter("r2")
                            .map(e -> ReportFormat.significant(e.value()))
                            .orElse(ReportFormat.MISSING));
        }
        return table;
    }

    static ReportTable points(List<MeasuredPoint> points) {
        ReportTable table = new ReportTable(
                "buffers",
                "request",
                "throughput (MB/s)",
                "min (MB/s)",
                "max (MB/s)",
                "iterations",
                "verify errors",
                "status");
        for (MeasuredPoint p : points) {
            String status = p.simulatorRanLate()
                    ? p.status().label() + ", simulator late "
                            + PercentText.tenth(p.lateShare().getAsDouble())
                    : p.status().label();
            table.row(
                    p.verifyErrors() > 0 || !p.isOk() || p.simulatorRanLate(),
                    Integer.toString(p.key().buffers()),
                    ByteSizeText.of(p.key().requestBytes()),
                    ReportFormat.withError(p),
                    ThroughputText.figure(p.minMbS()),
                    ThroughputText.figure(p.maxMbS()),
                    Integer.toString(p.iterations()),
                    Long.toString(p.verifyErrors()),
                    status);
        }
        return table;
    }

    static ReportTable late(List<MeasuredPoint> late) {
        ReportTable table = new ReportTable(
                "direction, copy mode",
                "request x buffers",
                "throughput (MB/s)",
                "bus idle for a late host (share of the time)");
        for (MeasuredPoint p : late) {
            table.row(
                    ReportFormat.scope(p.key()),
                    PointText.setting(p.key()),
                    ReportFormat.withError(p),
                    PercentText.tenth(p.lateShare().orElse(Double.NaN)));
        }
        return table;
    }

    static ReportTable baselines(List<MeasuredPoint> baselines, double bestMbS) {
        ReportTable table = new ReportTable(
                "device", "direction, copy mode", "request x buffers", "throughput (MB/s)", "times the run's best");
        for (MeasuredPoint b : baselines) {
            double ratio = b.throughputMbS() / bestMbS;
            table.row(
                    b.key().device(),
                    ReportFormat.scope(b.key()),
                    PointText.setting(b.key()),
                    ReportFormat.withError(b),
                    Double.isNaN(ratio) || Double.isInfinite(ratio)
                            ? ReportFormat.MISSING
                            : ReportFormat.significant(ratio) + " x");
        }
        return table;
    }

    static ReportTable failed(List<MeasuredPoint> failed) {
        ReportTable table = new ReportTable("direction, copy mode", "request x buffers", "reason");
        for (MeasuredPoint p : failed) {
            table.row(
                    ReportFormat.scope(p.key()),
                    PointText.setting(p.key()),
                    p.reason().isBlank() ? "(no reason recorded)" : p.reason());
        }
        return table;
    }
}
