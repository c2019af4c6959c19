package io.bulkbench.sweeps.run;

import io.bulkbench.core.MeasuredPoint;
import java.util.List;

/**
 * What a sweep did: the points it measured now (ok or failed), how many it skipped as
 * already done, and whether it was stopped before the end.
 */
public record SweepOutcome(List<MeasuredPoint> measured, int skipped, boolean stopped) {

    public SweepOutcome {
        measured = List.copyOf(measured);
    }

    public long failedCount() {
        return measured.stream().filter(p -> !p.isOk()).count();
    }
}
