package io.bulkbench.analysis.trend;

import io.bulkbench.analysis.LatenessBound;
import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.analysis.change.MetricSeries;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import lombok.NonNull;

/**
 * A change point of one point key over a board's nights, and the nightly decision built on
 * them. Change points are found in the measured throughputs (failed nights left out); a
 * drop is confirmed when even the highest the new level can truly have been, given how
 * late the simulator ran on its nights ({@link LatenessBound}), is lower than the old
 * level by more than the board's regression threshold. A drop that lateness may account
 * for is not confirmed, and is not hidden either: it is {@link #notJudged}. Pure: no
 * database, no clock.
 *
 * @param point            the point's nights, the ones searched
 * @param change           a change point, its index a night of {@code point}
 * @param highestMeanAfter the highest the new level can truly have been: its mean raised by
 *                         as much as its nights' lateness allows; its mean when none ran late
 */
public record LevelChange(
        @NonNull PointTrend point, @NonNull ChangePoint change, double highestMeanAfter) {

    /** True when the new level is lower than the old by more than {@code threshold} (a fraction: 0.03 is 3 %) whatever the lateness. */
    public boolean dropsBeyond(double threshold) {
        return LatenessBound.dropsBeyond(change.meanBefore(), highestMeanAfter, threshold);
    }

    /** True when the level measured dropped beyond {@code threshold} but the simulator's lateness may account for it. */
    public boolean notJudged(double threshold) {
        return LatenessBound.dropsBeyond(change.meanBefore(), change.meanAfter(), threshold) && !dropsBeyond(threshold);
    }

    /** The change points of one point's nights, each with the bound of its new level (up to the next change point). */
    public static List<LevelChange> of(PointTrend point, List<ChangePoint> changes) {
        List<ChangePoint> byNight = changes.stream()
                .sorted(Comparator.comparingInt(ChangePoint::index))
                .toList();
        List<LevelChange> out = new ArrayList<>();
        for (int i = 0; i < byNight.size(); i++) {
            ChangePoint change = byNight.get(i);
            int end = i + 1 < byNight.size()
                    ? byNight.get(i + 1).index()
                    : point.nights().size();
            out.add(new LevelChange(
                    point,
                    change,
                    change.meanAfter() * lateInflation(point.nights().subList(change.index(), end))));
        }
        return out;
    }

    /**
     * How much higher the nights' mean can truly have been than measured: the mean of each
     * ok night's highest reading over the mean of what they read; 1 when none ran late.
     */
    private static double lateInflation(List<NightlyPoint> nights) {
        double highest = 0;
        double measured = 0;
        for (NightlyPoint night : nights) {
            if (night.point().isOk()) {
                highest += LatenessBound.highestMbS(night.point());
                measured += night.point().throughputMbS();
            }
        }
        return measured > 0 ? highest / measured : 1;
    }

    /**
     * Every point's change points over its last {@code settings.window()} nights: drops
     * first, the largest first, then rises, the largest first.
     */
    public static List<LevelChange> over(List<PointTrend> points, ChangePointSettings settings) {
        List<LevelChange> changes = new ArrayList<>();
        for (PointTrend full : points) {
            List<NightlyPoint> nights = full.nights();
            PointTrend latest = new PointTrend(
                    full.key(),
                    nights.subList(Math.max(0, nights.size() - settings.window()), nights.size()),
                    List.of());
            changes.addAll(of(
                    latest,
                    MetricSeries.skippingNaN("throughput", latest.throughputs()).changePoints(settings)));
        }
        changes.sort(Comparator.comparing(
                        (LevelChange c) -> c.change().meanAfter() >= c.change().meanBefore())
                .thenComparing(
                        Comparator.comparingDouble((LevelChange c) -> c.change().magnitude())
                                .reversed()));
        return changes;
    }

    /**
     * The change points over a board's latest nights ({@link #over}) from its acknowledged
     * run on, when it has one ({@link BoardTrend#pointsFrom}): the acknowledged change is
     * then the level they start from, and a later change is a change of its own.
     */
    public static List<LevelChange> over(
            BoardTrend trend, Optional<Acknowledgement> acknowledged, ChangePointSettings settings) {
        return over(acknowledged.map(a -> trend.pointsFrom(a.sinceRun())).orElse(trend.points()), settings);
    }

    /** The drops beyond {@code threshold} among {@code changes}, in their order. */
    public static List<LevelChange> confirmedDrops(List<LevelChange> changes, double threshold) {
        return changes.stream().filter(c -> c.dropsBeyond(threshold)).toList();
    }

    /** The nightly decision: the drops beyond {@code threshold} confirmed by a change point over the latest nights. */
    public static List<LevelChange> confirmedDrops(
            List<PointTrend> points, ChangePointSettings settings, double threshold) {
        return confirmedDrops(over(points, settings), threshold);
    }
}
