package io.bulkbench.sweeps.run;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointText;
import java.math.BigDecimal;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The one line {@code analyze} and {@code sweep} print about the simulator's pace: how
 * many simulated points lost more than {@link MeasuredPoint#LATE_LIMIT} of their measured
 * time to a simulator running late (its bus idle because the host was behind), and which,
 * with the share each lost (the five that lost most). There is no line when no point knows its late share (no simulator in the run, or
 * a points.csv written before the share was recorded).
 */
public final class LateSummary {
    /** How many late points the line names, those that lost most first; a busy night can make most of a grid late. */
    static final int NAMED = 5;

    private LateSummary() {}

    public static Optional<String> line(List<MeasuredPoint> points) {
        List<MeasuredPoint> known = points.stream()
                .filter(p -> p.isOk() && p.lateShare().isPresent())
                .toList();
        if (known.isEmpty()) {
            return Optional.empty();
        }
        List<MeasuredPoint> late =
                known.stream().filter(MeasuredPoint::simulatorRanLate).toList();
        String limit = BigDecimal.valueOf(100 * MeasuredPoint.LATE_LIMIT)
                .stripTrailingZeros()
                .toPlainString();
        String count = String.format(
                Locale.ROOT,
                "simulator late: %d of %d simulated point(s) lost more than %s %% of" + " their measured time",
                late.size(),
                known.size(),
                limit);
        if (late.isEmpty()) {
            return Optional.of(count);
        }
        String which = late.stream()
                .sorted(Comparator.comparingDouble(
                                (MeasuredPoint p) -> p.lateShare().getAsDouble())
                        .reversed())
                .limit(NAMED)
                .map(p -> String.format(
                        Locale.ROOT,
                        "%s (%.1f %%)",
                        PointText.of(p.key()),
                        100 * p.lateShare().getAsDouble()))
                .collect(Collectors.joining(", "));
        String more = late.size() > NAMED ? " and " + (late.size() - NAMED) + " more (late_share in points.csv)" : "";
        return Optional.of(
                count + "; the machine was too busy to pace the simulator, so each may read low by up to its share: "
                        + which + more);
    }
}
