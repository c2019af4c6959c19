package io.bulkbench.analysis.history;

import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.analysis.change.MetricSeries;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * A change point of one point key over a board's latest nights, and the nightly decision
 * built on them: a drop is confirmed when a change point's new level is lower than the old
 * by more than the board's regression threshold. Nights that failed or whose simulator
 * ran late are left out: they are no evidence of a regression. Pure: no database, no clock.
 *
 * @param point  the point's latest nights, the ones searched
 * @param change a change point, its index a night of {@code point}
 */
public record LevelChange(PointHistory point, ChangePoint change) {

    public LevelChange {
        Objects.requireNonNull(point, "point");
        Objects.requireNonNull(change, "change");
    }

    /** True when the new level is lower than the old by more than {@code threshold} (a fraction: 0.03 is 3 %). */
    public boolean dropsBeyond(double threshold) {
        return change.meanAfter() < change.meanBefore() * (1 - threshold);
    }

    /**
     * Every point's change points over its last {@code settings.window()} nights: drops
     * first, the largest first, then rises, the largest first.
     */
    public static List<LevelChange> over(List<PointHistory> points, ChangePointSettings settings) {
        List<LevelChange> changes = new ArrayList<>();
        for (PointHistory full : points) {
            List<NightlyPoint> nights = full.nights();
            PointHistory latest = new PointHistory(
                    full.key(),
                    nights.subList(Math.max(0, nights.size() - settings.window()), nights.size()),
                    List.of());
            for (ChangePoint c :
                    MetricSeries.skippingNaN("throughput", latest.evidence()).changePoints(settings)) {
                changes.add(new LevelChange(latest, c));
            }
        }
        changes.sort(Comparator.comparing(
                        (LevelChange c) -> c.change().meanAfter() >= c.change().meanBefore())
                .thenComparing(
                        Comparator.comparingDouble((LevelChange c) -> c.change().magnitude())
                                .reversed()));
        return changes;
    }

    /** The drops beyond {@code threshold} among {@code changes}, in their order. */
    public static List<LevelChange> confirmedDrops(List<LevelChange> changes, double threshold) {
        return changes.stream().filter(c -> c.dropsBeyond(threshold)).toList();
    }

    /** The nightly decision: the drops beyond {@code threshold} confirmed by a change point over the latest nights. */
    public static List<LevelChange> confirmedDrops(
            List<PointHistory> points, ChangePointSettings settings, double threshold) {
        return confirmedDrops(over(points, settings), threshold);
    }
}
