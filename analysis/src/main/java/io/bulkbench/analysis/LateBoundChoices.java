package io.bulkbench.analysis;

import io.bulkbench.analysis.recommend.DefaultsChooser;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;

/**
 * Whether a run's late points could have moved its defaults. A late point truly read
 * anywhere between its figure and its highest ({@link LatenessBound#atHighest}); a default
 * is decided only when the choice stands across those bounds, and otherwise is marked
 * {@link Undecided} with the values they allow.
 *
 * <p>The choice is made again (without the bootstrap, which gives intervals, not values) at
 * the bounds' extremes along each axis: for every cut between two measured buffer counts,
 * and between two request sizes, once with the late points below the cut at their highest
 * and once with those above it, and once with every late point at its highest. A knee and a
 * size threshold move furthest when one end of a curve rises and the other does not: the
 * low end rising pulls them down, the high end rising pushes them up. Where every late
 * point read low by exactly its late share the truth is the last of these, so a decided
 * default is the one an on-time run would have recommended.
 */
public final class LateBoundChoices {

    private LateBoundChoices() {}

    /** The recommendations, each late-moveable one marked undecided with the values the bounds allow. */
    public static List<Recommendation> mark(
            List<Recommendation> recommendations, List<MeasuredPoint> points, AnalysisSettings settings) {
        if (points.stream().noneMatch(LateBoundChoices::late)) {
            return recommendations;
        }
        Map<String, Set<String>> allowed = new HashMap<>();
        for (Recommendation r : recommendations) {
            allowed.computeIfAbsent(target(r), k -> new LinkedHashSet<>()).add(r.value());
        }
        AnalysisSettings quick = settings.withoutBootstrap();
        for (Predicate<PointKey> raised : extremes(points)) {
            List<MeasuredPoint> bounded = points.stream()
                    .map(p -> late(p) && raised.test(p.key()) ? LatenessBound.atHighest(p) : p)
                    .toList();
            for (Recommendation r : DefaultsChooser.recommend(RunAnalysis.fitAll(bounded, quick), quick)) {
                Set<String> values = allowed.get(target(r));
                if (values != null) {
                    values.add(r.value());
                }
            }
        }
        List<Recommendation> out = new ArrayList<>(recommendations.size());
        for (Recommendation r : recommendations) {
            Set<String> values = allowed.get(target(r));
            out.add(values.size() > 1 ? r.asUndecided(new Undecided(List.copyOf(values))) : r);
        }
        return out;
    }

    /** The keys of the late points of the setups whose defaults are undecided: the ones to measure again. */
    public static List<PointKey> deciding(List<Recommendation> recommendations, List<MeasuredPoint> points) {
        Set<String> open = new LinkedHashSet<>();
        recommendations.stream().filter(r -> !r.decided()).forEach(r -> open.add(setup(r)));
        return points.stream()
                .filter(LateBoundChoices::late)
                .map(MeasuredPoint::key)
                .filter(k -> open.contains(setup(k)))
                .toList();
    }

    /** Which late points each extreme raises: all, and those on either side of every cut along each axis. */
    static List<Predicate<PointKey>> extremes(List<MeasuredPoint> points) {
        List<Predicate<PointKey>> out = new ArrayList<>();
        out.add(k -> true);
        cuts(points, PointKey::buffers, out);
        cuts(points, PointKey::requestBytes, out);
        return out;
    }

    private static void cuts(List<MeasuredPoint> points, ToIntFunction<PointKey> axis, List<Predicate<PointKey>> out) {
        int[] values = points.stream()
                .mapToInt(p -> axis.applyAsInt(p.key()))
                .distinct()
                .sorted()
                .toArray();
        for (int i = 0; i + 1 < values.length; i++) {
            int cut = values[i];
            out.add(k -> axis.applyAsInt(k) <= cut);
            out.add(k -> axis.applyAsInt(k) > cut);
        }
    }

    private static boolean late(MeasuredPoint p) {
        return p.isOk() && LatenessBound.lateShare(p) > 0;
    }

    private static String target(Recommendation r) {
        return setup(r) + '\0' + r.symbol();
    }

    private static String setup(Recommendation r) {
        return r.board() + '\0' + r.device() + '\0' + r.direction() + '\0' + r.copyMode();
    }

    private static String setup(PointKey k) {
        return k.board() + '\0' + k.device() + '\0' + k.direction() + '\0' + k.copyMode();
    }
}
