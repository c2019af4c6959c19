package io.bulkbench.app.kernel;

import io.bulkbench.analysis.ValueInterval;
import io.bulkbench.analysis.trend.DefaultTrend;
import io.bulkbench.analysis.trend.HeldDefault;
import io.bulkbench.analysis.trend.SymbolHold;
import io.bulkbench.core.CpuCostText;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.ThroughputText;
import io.bulkbench.reports.patch.MeasuredNeighbours;
import io.bulkbench.reports.patch.SettingChange;
import java.util.List;
import java.util.Optional;

/**
 * What a board's nights say of a default a patch sets, as a paragraph of its message: how
 * many nights held it and since when, their knees' intervals, the latest night's MB/s and
 * CPU per MB at the new and the old value, and whether the device was real or simulated.
 */
public final class NightsEvidence {
    private NightsEvidence() {}

    public static String of(String board, SymbolHold hold, SettingChange change, String deviceKind) {
        HeldDefault h = hold.defaults().get(0);
        List<DefaultTrend.Night> nights = h.last();
        String value = hold.value().orElseThrow();
        StringBuilder out = new StringBuilder();
        out.append("The last ")
                .append(nights.size())
                .append(" nights of ")
                .append(board)
                .append("'s plan (runs ")
                .append(nights.get(0).run().runId())
                .append(" to ")
                .append(nights.get(nights.size() - 1).run().runId())
                .append(") each recommended ")
                .append(value)
                .append(hold.defaults().size() > 1 ? " for every direction and copy mode measured" : "")
                .append(", none of them moved by late points; the default is held since run ")
                .append(h.since().orElseThrow().run().runId())
                .append(h.sinceOrEarlier() ? " or earlier" : "")
                .append(". ");
        List<ValueInterval> intervals =
                nights.stream().flatMap(n -> n.interval().stream()).toList();
        if (intervals.isEmpty()) {
            out.append("No night fitted a knee with an interval (the value is the smallest measured one that"
                    + " reaches the knee share). ");
        } else {
            out.append("Their knees' 95 % intervals (")
                    .append(String.join(
                            ", ", intervals.stream().map(ValueInterval::text).toList()))
                    .append(") span ")
                    .append(h.intervalsSpan().orElseThrow().text())
                    .append(" and share a value. ");
        }
        change.table().ifPresent(t -> {
            Optional<MeasuredPoint> at = row(t, true);
            Optional<MeasuredPoint> was = row(t, false);
            out.append("On the latest night, ")
                    .append(value)
                    .append(" measured ")
                    .append(figures(at));
            change.current()
                    .ifPresent(current -> out.append("; the current ")
                            .append(current)
                            .append(" measured ")
                            .append(figures(was)));
            out.append(". ");
        });
        out.append("Measured on a ")
                .append(deviceKind.equals("simulator") ? "simulated device (" : "real device (")
                .append(h.trend().device())
                .append(").");
        return out.toString();
    }

    private static Optional<MeasuredPoint> row(MeasuredNeighbours t, boolean recommended) {
        return t.rows().stream()
                .filter(r -> recommended ? r.recommended() : r.current())
                .findFirst()
                .flatMap(MeasuredNeighbours.Row::point);
    }

    /** "19.9 MB/s for 41.2 us/MB of CPU", "19.9 MB/s (CPU not measured)" or "nothing (not measured)". */
    private static String figures(Optional<MeasuredPoint> point) {
        if (point.isEmpty()) {
            return "nothing (not measured)";
        }
        MeasuredPoint p = point.get();
        String mbS = ThroughputText.of(p.throughputMbS());
        return p.cpu().isKnown()
                ? mbS + " for " + CpuCostText.perMegabyte(p.cpu().microsPerMb().getAsDouble()) + " of CPU"
                : mbS + " (CPU not measured)";
    }
}
