package io.bulkbench.site;

import io.bulkbench.analysis.bisect.RecordedBisection;
import io.bulkbench.analysis.trend.LevelChange;
import io.bulkbench.analysis.trend.RecordedRun;
import java.time.Instant;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Which change point of a board a bisection explains. The rule: the bad end's time is the
 * start of the run the bisect was made from ({@code --from}) when the board's history holds
 * that run, else the bisect's own start; the change point explained is, of the board's
 * change points at one of the bisection's point keys, the one whose new level starts
 * latest at or before that time. None matches when no change point at those keys starts
 * by then. Pure: no database, no clock.
 */
public final class BisectionPlacement {
    private BisectionPlacement() {}

    /** The change point of {@code changes} that {@code bisection} explains, if one does. */
    public static Optional<LevelChange> explained(
            RecordedBisection bisection, List<LevelChange> changes, List<RecordedRun> runs) {
        Instant badEnd = bisection
                .range()
                .fromRun()
                .flatMap(id -> runs.stream().filter(r -> r.runId().equals(id)).findFirst())
                .map(r -> r.info().started())
                .orElse(bisection.when().started());
        Set<Object> keys = new HashSet<>(bisection.points());
        return changes.stream()
                .filter(c -> keys.contains(c.point().key()))
                .filter(c -> !start(c).isAfter(badEnd))
                .max(Comparator.comparing(BisectionPlacement::start));
    }

    /** When a change point's new level starts: its first night's start. */
    static Instant start(LevelChange c) {
        return c.point().nightOf(c.change()).run().info().started();
    }
}
