package io.bulkbench.analysis.change;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Hunter's change point detection (Fleming et al., "Hunter: Using Change Point Detection
 * to Hunt for Performance Regressions", ICPE 2023), as Apache Otava runs it in
 * {@code compute_change_points}: split, then merge.
 *
 * <p>Split: {@link EDivisive} runs over sliding windows of {@code window} rows, each
 * starting half a window on, or at the last change point the previous window found if
 * that is further; it keeps cuts at the looser first-pass p-value. Their union is the
 * set of weak change points, each then re-tested against its neighbours over the whole series.
 *
 * <p>Merge: while a weak change point falls short, the weakest goes and its two
 * neighbours are re-tested, since each now reaches further. Falling short means a
 * p-value not below {@code maxPValue} (the highest goes first; with
 * {@code robustToOneRow}, the p-value with the most telling row left out), else a
 * magnitude not above {@code minMagnitude} (the smallest goes). Otava re-tests the
 * change point after the removed one and the one after that, leaving the one before
 * with the statistics of a level that no longer ends there, so it can report a change
 * point whose p-value against its actual neighbours is far above the threshold; this
 * re-tests both neighbours ({@link Retest}).
 *
 * <p>Pure and deterministic: no randomness, no I/O. O(window^2) per window.
 */
public final class ChangePointDetector {

    /** Which change points the merge step re-tests when it removes one. */
    enum Retest {
        /** The two neighbours of the removed change point: what the method means. */
        NEIGHBOURS,
        /**
         * The one after it and the one after that, as Otava's {@code merge} does; kept so the
         * tests can reproduce Otava's published answers exactly.
         */
        OTAVA
    }

    /** A weak change point: the first row of the new level and the test of its two levels. */
    private record Weak(int index, LevelTest test) {}

    private ChangePointDetector() {}

    /** The change points of {@code series}, in row order; a series of fewer than 3 rows has none. */
    public static List<ChangePoint> find(double[] series, ChangePointSettings settings) {
        return find(series, settings, Retest.NEIGHBOURS);
    }

    static List<ChangePoint> find(double[] series, ChangePointSettings settings, Retest retest) {
        List<Weak> points = tested(split(series, settings), series);
        int weakest;
        while ((weakest = weakest(points, settings)) >= 0) {
            points.remove(weakest);
            retest(points, retest == Retest.OTAVA ? weakest + 1 : weakest - 1, series);
            retest(points, weakest, series);
        }
        return points.stream().map(w -> w.test().at(w.index())).toList();
    }

    /** The rows where some window's E-divisive cut the series, in row order. */
    private static List<Integer> split(double[] series, ChangePointSettings settings) {
        requireFinite(series);
        List<Integer> cuts = new ArrayList<>();
        int step = settings.window() / 2;
        int start = 0;
        while (start < series.length) {
            int end = Math.min(start + settings.window(), series.length);
            double[] window = Arrays.copyOfRange(series, start, end);
            List<Integer> found = new EDivisive(window).changePoints(settings.firstPassPValue());
            int windowStart = start;
            start = Math.max(found.isEmpty() ? 0 : windowStart + found.get(found.size() - 1), start + step);
            for (int cut : found) {
                if (!cuts.contains(windowStart + cut)) {
                    cuts.add(windowStart + cut);
                }
            }
        }
        cuts.sort(null);
        return cuts;
    }

    /** The weak change points: every cut tested against the levels up to its neighbours. */
    private static List<Weak> tested(List<Integer> cuts, double[] series) {
        List<Weak> points = new ArrayList<>();
        for (int i = 0; i < cuts.size(); i++) {
            int from = i == 0 ? 0 : cuts.get(i - 1);
            int to = i + 1 < cuts.size() ? cuts.get(i + 1) : series.length;
            points.add(new Weak(cuts.get(i), LevelTest.of(series, from, cuts.get(i), to)));
        }
        return points;
    }

    /** The position of the change point to remove next, or -1 when every one holds. */
    private static int weakest(List<Weak> points, ChangePointSettings settings) {
        int highestP = -1;
        int smallest = -1;
        for (int i = 0; i < points.size(); i++) {
            if (highestP < 0 || weaker(points.get(i), points.get(highestP), settings)) {
                highestP = i;
            }
            if (smallest < 0 || magnitude(points.get(i)) < magnitude(points.get(smallest))) {
                smallest = i;
            }
        }
        if (highestP >= 0 && !(pValue(points.get(highestP), settings) < settings.maxPValue())) {
            return highestP;
        }
        if (smallest >= 0 && !(magnitude(points.get(smallest)) > settings.minMagnitude())) {
            return smallest;
        }
        return -1;
    }

    /**
     * Whether a has the higher p-value. With the one-row guard the two change points
     * around a one-row level both have p 1; the tie goes to the higher plain p-value, so
     * the better-supported of the two stays and is re-tested without the other.
     */
    private static boolean weaker(Weak a, Weak b, ChangePointSettings settings) {
        double pa = pValue(a, settings);
        double pb = pValue(b, settings);
        return pa > pb || pa == pb && a.test().pValue() > b.test().pValue();
    }

    private static double pValue(Weak point, ChangePointSettings settings) {
        return settings.robustToOneRow()
                ? point.test().pValueWithoutOneRow()
                : point.test().pValue();
    }

    private static double magnitude(Weak point) {
        return point.test().at(point.index()).magnitude();
    }

    /** Tests the change point at position i against the levels up to its neighbours. */
    private static void retest(List<Weak> points, int i, double[] series) {
        if (i < 0 || i >= points.size()) {
            return;
        }
        int from = i == 0 ? 0 : points.get(i - 1).index();
        int to = i + 1 < points.size() ? points.get(i + 1).index() : series.length;
        int index = points.get(i).index();
        points.set(i, new Weak(index, LevelTest.of(series, from, index, to)));
    }

    private static void requireFinite(double[] series) {
        for (int i = 0; i < series.length; i++) {
            if (!Double.isFinite(series[i])) {
                throw new IllegalArgumentException("row " + i + " is " + series[i] + "; a series holds finite numbers");
            }
        }
    }
}
