package io.bulkbench.model;

import io.bulkbench.benchmarks.sim.SimulatedThroughput;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The points that would tell a confounded pair apart: among the grid a sweep can measure
 * in the measured points' setup (buffers 1..64 x sizes 4K..1M), those not measured yet
 * where the fitted profile's twin and the other split's part the most. Two explanations
 * of the same points that predict different throughputs there are told apart by measuring
 * there, on both sides of the change. A point counts only where the two part by more than
 * {@link #LEAST_SHARE} of the throughput, several times what a quick sweep resolves.
 *
 * <p>Pure: profiles and points in, points out (the twin runs in virtual time).
 */
public final class SeparatingPoints {
    /** The least share by which the two predictions must part for a point to tell them apart. */
    public static final double LEAST_SHARE = 0.02;

    private static final int[] BUFFERS = {1, 2, 4, 8, 16, 32, 64};
    private static final int[] SIZES_KIB = {4, 16, 64, 256, 1024};

    private SeparatingPoints() {}

    /**
     * At most {@code count} unmeasured points, where the fit and the pair's other split part
     * the most first; empty when they part nowhere on the grid by {@link #LEAST_SHARE}.
     */
    public static List<PointKey> of(Calibration fit, Confounding pair, List<MeasuredPoint> measured, int count) {
        if (measured.isEmpty()) {
            return List.of();
        }
        PointKey like = mostCommonSetup(measured);
        Set<PointKey> done = new HashSet<>();
        measured.forEach(p -> done.add(p.key()));
        List<PointKey> candidates = new ArrayList<>();
        for (int kib : SIZES_KIB) {
            for (int n : BUFFERS) {
                PointKey k =
                        new PointKey(like.board(), like.device(), like.direction(), n, kib * 1024, like.copyMode());
                if (!done.contains(k)) {
                    candidates.add(k);
                }
            }
        }
        List<MeasuredPoint> a = SimulatedThroughput.predict(fit.profile(), candidates);
        List<MeasuredPoint> b = SimulatedThroughput.predict(pair.otherSplit(), candidates);
        List<double[]> parted = new ArrayList<>();
        for (int i = 0; i < candidates.size(); i++) {
            double x = a.get(i).throughputMbS();
            double y = b.get(i).throughputMbS();
            double share = Math.abs(x - y) / Math.max(x, y);
            if (share > LEAST_SHARE) {
                parted.add(new double[] {i, share});
            }
        }
        return parted.stream()
                .sorted(Comparator.comparingDouble((double[] r) -> -r[1]))
                .limit(count)
                .map(r -> candidates.get((int) r[0]))
                .toList();
    }

    /** A key of the setup (direction and copy mode) most of the points measure. */
    private static PointKey mostCommonSetup(List<MeasuredPoint> measured) {
        Function<PointKey, String> setup = k -> k.direction() + "/" + k.copyMode();
        var counts = measured.stream().collect(Collectors.groupingBy(p -> setup.apply(p.key()), Collectors.counting()));
        return measured.stream()
                .map(MeasuredPoint::key)
                .max(Comparator.comparingLong(k -> counts.get(setup.apply(k))))
                .orElseThrow();
    }
}
