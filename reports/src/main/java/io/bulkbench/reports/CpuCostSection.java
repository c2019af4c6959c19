package io.bulkbench.reports;

import io.bulkbench.analysis.recommend.CopyOrNot;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.CpuCostText;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PercentText;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The report's "What the points cost the CPU" section, shared by the HTML and Markdown
 * forms: for each direction, copy beside no-copy, a table of CPU microseconds per MB at
 * each request size (rows) and buffer count (columns), with the host's busy share where
 * it was measured and a mark on each point over the board's CPU budget. On a simulated
 * device the intro says how much of the figure the copy itself is (the null device's COPY
 * less its NO_COPY, measured beside the run): the rest is the pipeline's own work (the
 * simulator's calls, its modelling and waiting, already left out by the profiler).
 * Absent when no point's CPU was measured.
 */
final class CpuCostSection {
    static final String TITLE = "What the points cost the CPU";
    static final String OVER_BUDGET = "over budget";
    static final String INTRO = "CPU microseconds the measuring process spent per MB moved (its every thread, JMH's "
            + "and the JIT's included), copy beside no-copy; where the device's work is in the kernel (usb:, file:), "
            + "the share of all the host's cores busy meanwhile follows as \"host N %\". A point marked \""
            + OVER_BUDGET + "\" keeps more of one core busy at its MB/s than the board's cpu_budget_percent allows.";

    /**
     * Why the two modes can differ at a device by far more than the copy costs on the null
     * device; said, not measured.
     */
    static final String GAP = " The gap between copy and no-copy at one of the device's configurations can far exceed"
            + " that: the null device completes each request at once, so the copy reads buffers the cache still holds,"
            + " while at a device each request waits for the bus, and a real device's data arrives by DMA in memory the"
            + " cache does not hold, so the copy reads it from memory (the simulator writes no data unless the run"
            + " verifies it);"
            + " and on a simulated device the profiler takes out the CPU inside the simulator's calls as the JVM's"
            + " thread clock reads it around each call, so what falls between those readings stays in the figure."
            + " This report does not measure how much of the gap each part is.";

    private CpuCostSection() {}

    static TableSection section(ReportInput input) {
        Set<PointKey> over = new HashSet<>(input.analysis().overCpuBudget());
        List<TableSection.Panel> panels = new ArrayList<>();
        for (Direction direction : Direction.values()) {
            for (CopyMode mode : CopyMode.values()) {
                Map<PointKey, String> cells = new LinkedHashMap<>();
                input.points().stream()
                        .filter(p -> p.isOk() && p.cpu().isKnown())
                        .filter(p -> p.key().direction() == direction && p.key().copyMode() == mode)
                        .forEach(p -> cells.put(p.key(), cell(p, over.contains(p.key()))));
                if (!cells.isEmpty()) {
                    panels.add(new TableSection.Panel(direction, mode, ReportTables.sizeByBuffers(cells, " (us/MB)")));
                }
            }
        }
        return new TableSection("cpu-cost", TITLE, INTRO + copyOrNot(input) + simulatorsShare(input), panels);
    }

    private static String cell(MeasuredPoint p, boolean overBudget) {
        String cell = CpuCostText.figure(p.cpu().microsPerMb().getAsDouble());
        if (p.cpu().hostShare().isPresent()) {
            cell += ", host " + PercentText.whole(p.cpu().hostShare().getAsDouble());
        }
        return overBudget ? cell + ", " + OVER_BUDGET : cell;
    }

    /** "Copy or not?" per direction, point by point ({@link CopyOrNot}); empty where no point was measured both ways. */
    static String copyOrNot(ReportInput input) {
        StringBuilder text = new StringBuilder();
        for (Direction direction : Direction.values()) {
            CopyOrNot.of(input.points(), input.board(), input.device(), direction)
                    .ifPresent(answer -> text.append(" Direction ")
                            .append(direction.label())
                            .append(": ")
                            .append(answer.sentence()));
        }
        return text.toString();
    }

    /**
     * For a simulated device: the copy's own cost per size, from the null device measured
     * beside the run, and that the rest of a simulated point's CPU is the simulator's.
     */
    static String simulatorsShare(ReportInput input) {
        if (!input.device().startsWith("sim:")) {
            return "";
        }
        Map<Integer, Double> copy = new TreeMap<>();
        Map<Integer, Double> noCopy = new TreeMap<>();
        for (MeasuredPoint b : input.baselines()) {
            if (b.key().device().equals("null") && b.isOk() && b.cpu().isKnown()) {
                (b.key().copyMode() == CopyMode.COPY ? copy : noCopy)
                        .put(b.key().requestBytes(), b.cpu().microsPerMb().getAsDouble());
            }
        }
        List<String> parts = new ArrayList<>();
        copy.forEach((size, us) -> {
            if (noCopy.containsKey(size)) {
                parts.add(CpuCostText.perMegabyte(Math.max(0, us - noCopy.get(size))) + " at " + ByteSizeText.of(size));
            }
        });
        String copyPart = parts.isEmpty()
                ? " The copy's own part is what the null device's COPY costs over its NO_COPY at that size"
                        + " (measure the baselines beside the run to see it)."
                : " Of it, the copy itself costs " + String.join(", ", parts)
                        + " (the null device's COPY less its NO_COPY, measured beside the run).";
        return " On a simulated device the figure is the measuring thread's own CPU less what it spent inside the"
                + " simulator's calls (modelling each request and waiting for its modelled instants, the simulator's own"
                + " bookkeeping): the pipeline's work, not what a device's driver would cost the host."
                + copyPart + GAP;
    }
}
