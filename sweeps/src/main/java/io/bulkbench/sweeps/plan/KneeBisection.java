package io.bulkbench.sweeps.plan;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PercentText;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.ThroughputText;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Adaptive refinement of the buffer-count axis: after a coarse (doubling) pass, spend
 * measurements only where the curve crosses the knee share of the best throughput.
 * For each series the knee is bracketed by the largest measured count still below the
 * share and the smallest one at or above it; each round measures the integer midway,
 * until the two are neighbours and the knee is known to the exact integer. That costs
 * about log2 of the gap per series instead of every integer in it.
 *
 * <p>Pure: it looks at measured points and returns the next points to measure.
 */
public final class KneeBisection {
    private final double share;

    public KneeBisection(double share) {
        if (!(share > 0 && share <= 1)) {
            throw new IllegalArgumentException("knee share must lie in (0, 1], was " + share);
        }
        this.share = share;
    }

    /** The points the next round measures: at most one per series; empty when every knee is exact. */
    public List<Refinement> nextRound(List<MeasuredPoint> measured) {
        List<Refinement> next = new ArrayList<>();
        for (Map.Entry<PointKey, TreeMap<Integer, Double>> series :
                byBufferSeries(measured).entrySet()) {
            TreeMap<Integer, Double> curve = series.getValue();
            double best = curve.values().stream()
                    .mapToDouble(Double::doubleValue)
                    .max()
                    .orElse(0);
            double target = share * best;
            Integer hi = null;
            for (Map.Entry<Integer, Double> e : curve.entrySet()) {
                if (e.getValue() >= target) {
                    hi = e.getKey();
                    break;
                }
            }
            Integer lo = hi == null ? null : curve.lowerKey(hi);
            if (lo == null || hi - lo <= 1) {
                continue;
            }
            int mid = lo + (hi - lo) / 2;
            PointKey template = series.getKey();
            PointKey point = new PointKey(
                    template.board(),
                    template.device(),
                    template.direction(),
                    mid,
                    template.requestBytes(),
                    template.copyMode());
            next.add(new Refinement(
                    point,
                    String.format(
                            Locale.ROOT,
                            "knee between %d buffers (%s) and %d (%s, first to reach %s of the best %s)",
                            lo,
                            ThroughputText.of(curve.get(lo)),
                            hi,
                            ThroughputText.of(curve.get(hi)),
                            PercentText.whole(share),
                            ThroughputText.of(best))));
        }
        return next;
    }

    /** OK points grouped by series along the buffers axis; the key is the series' first point. */
    private static Map<PointKey, TreeMap<Integer, Double>> byBufferSeries(List<MeasuredPoint> measured) {
        Map<String, PointKey> firstOf = new LinkedHashMap<>();
        Map<PointKey, TreeMap<Integer, Double>> series = new LinkedHashMap<>();
        measured.stream()
                .filter(MeasuredPoint::isOk)
                .sorted(Comparator.comparingInt(p -> p.key().buffers()))
                .forEach(p -> {
                    PointKey k = p.key();
                    String id = k.board()
                            + '\0'
                            + k.device()
                            + '\0'
                            + k.direction()
                            + '\0'
                            + k.copyMode()
                            + '\0'
                            + k.requestBytes();
                    PointKey first = firstOf.computeIfAbsent(id, x -> k);
                    series.computeIfAbsent(first, x -> new TreeMap<>()).put(k.buffers(), p.throughputMbS());
                });
        return series;
    }
}
