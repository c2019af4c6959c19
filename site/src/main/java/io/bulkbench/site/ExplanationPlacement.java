package io.bulkbench.site;

import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.explain.RecordedExplanation;
import io.bulkbench.analysis.trend.LevelChange;
import io.bulkbench.analysis.trend.NightlyPoint;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Which change point of a board an explain comparison belongs to. The rule: of the board's
 * change points at any point key, those whose new level starts at or before the AFTER run's
 * start and, where that point's nights include the BEFORE run, whose old level holds it
 * (from the night the key's previous change point starts, or its first night, to the night
 * before this one); the one of them whose new level starts latest, the first in
 * {@code changes}' order among equals (a new model moves every point it limits on the same
 * night). None matches when none qualifies. Pure: no database, no clock.
 */
public final class ExplanationPlacement {
    private ExplanationPlacement() {}

    /** The change point of {@code changes} that {@code explanation} belongs to, if one does. */
    public static Optional<LevelChange> explained(RecordedExplanation explanation, List<LevelChange> changes) {
        return changes.stream()
                .filter(c -> !BisectionPlacement.start(c).isAfter(explanation.afterStarted()))
                .filter(c -> onOldLevel(c, explanation.beforeRun()))
                .max(Comparator.comparing(BisectionPlacement::start));
    }

    /** Whether the BEFORE run is a night of the change's old level; true when the point has no such night. */
    private static boolean onOldLevel(LevelChange c, String beforeRun) {
        List<NightlyPoint> nights = c.point().nights();
        int at = -1;
        for (int i = 0; i < nights.size() && at < 0; i++) {
            if (nights.get(i).run().runId().equals(beforeRun)) {
                at = i;
            }
        }
        if (at < 0) {
            return true;
        }
        int end = c.change().index();
        int from = c.point().changes().stream()
                .mapToInt(ChangePoint::index)
                .filter(i -> i < end)
                .max()
                .orElse(0);
        return at >= from && at < end;
    }
}
