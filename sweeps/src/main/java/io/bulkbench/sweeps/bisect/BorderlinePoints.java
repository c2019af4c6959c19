package io.bulkbench.sweeps.bisect;

import io.bulkbench.analysis.bisect.EndsCheck;
import io.bulkbench.analysis.bisect.EndsVerdict;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.PointText;
import io.bulkbench.reports.BisectText;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which points a bisect sets aside once both ends have their first measurements: those
 * whose change still reaches inside the threshold (undecided), when another point's ends
 * differ and the plan does not keep them; such a point would take up to the most
 * measurements an end and most likely stay undecided, while the clear points decide the
 * walk. Pure: says what it did as a line, and the caller prints it.
 */
record BorderlinePoints(List<PointKey> aside, Optional<String> said) {

    static BorderlinePoints of(Map<PointKey, EndsCheck> checks, double threshold, int first, boolean keep) {
        List<PointKey> undecided = new ArrayList<>();
        checks.forEach((p, c) -> {
            if (c.verdict() == EndsVerdict.UNDECIDED) {
                undecided.add(p);
            }
        });
        if (undecided.isEmpty()) {
            return new BorderlinePoints(List.of(), Optional.empty());
        }
        boolean othersDiffer = checks.values().stream().anyMatch(c -> c.verdict() == EndsVerdict.DIFFER);
        String named = String.join(
                "; ",
                undecided.stream()
                        .map(p -> PointText.of(p) + " "
                                + BisectText.change(checks.get(p).change()))
                        .toList());
        String inside = " the " + BisectText.threshold(threshold) + " threshold";
        if (keep || !othersDiffer) {
            return new BorderlinePoints(
                    List.of(),
                    Optional.of("bisect: measuring on at the ends where the change still reaches inside" + inside + ": "
                            + named + (keep ? " (--keep-borderline)" : " (no other point differs)")));
        }
        return new BorderlinePoints(
                List.copyOf(undecided),
                Optional.of("bisect: set aside, their change still reaching inside" + inside + " after " + first
                        + " measurements an end: " + named
                        + "; the other points decide (keep them with --keep-borderline)"));
    }
}
