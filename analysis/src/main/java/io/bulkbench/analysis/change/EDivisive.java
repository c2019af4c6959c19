package io.bulkbench.analysis.change;

import java.util.ArrayList;
import java.util.List;

/**
 * E-divisive means (Matteson and James, 2014) over one window of a series, with Hunter's
 * t-test in place of the permutation test, so the same rows always give the same answer.
 *
 * <p>The window is cut top-down. Each stretch between the cuts found so far offers its
 * best split: the row tau, with some end kappa, that maximises the energy statistic
 * <pre>
 *   Q = 2/(n+m) sum|x-y| - 2m/((n+m)(n-1)) sum|x-x'| - 2n/((n+m)(m-1)) sum|y-y'|
 * </pre>
 * of X = [start, tau) (n rows) against Y = [tau, kappa) (m rows), pairs counted once and
 * a within-sum taken as 0 for a single row. The stretch with the largest Q proposes its
 * split; if the t-test of the two sides (each reaching to the neighbouring cut) passes,
 * the cut is kept and the search goes on, else the window is done. Searching kappa too,
 * not only the stretch's end, is the formula of the paper and Otava's since version 0.7
 * (the earlier MongoDB code fixed kappa at the end and missed changes next to outliers).
 * Ties go to the earlier stretch, then the smaller tau, then the smaller kappa.
 *
 * <p>Each stretch costs O(n^2) time and O(n) memory: the sums are carried along, not
 * recomputed.
 */
final class EDivisive {

    /** A proposed split: {@code index} is the first row of Y. */
    record Candidate(int index, double qhat) {}

    private final double[] series;

    EDivisive(double[] window) {
        this.series = window.clone();
    }

    /** The cuts of the whole window that pass the t-test at {@code maxPValue}, in row order. */
    List<Integer> changePoints(double maxPValue) {
        List<Integer> cuts = new ArrayList<>();
        while (true) {
            int bestFrom = 0;
            int bestTo = 0;
            Candidate best = null;
            int from = 0;
            for (int i = 0; i <= cuts.size(); i++) {
                int to = i < cuts.size() ? cuts.get(i) : series.length;
                if (to - from >= 2) {
                    Candidate c = bestSplit(from, to);
                    if (best == null || c.qhat() > best.qhat()) {
                        best = c;
                        bestFrom = from;
                        bestTo = to;
                    }
                }
                from = to;
            }
            if (best == null || LevelTest.pValue(series, bestFrom, best.index(), bestTo) > maxPValue) {
                return cuts;
            }
            int at = 0;
            while (at < cuts.size() && cuts.get(at) < best.index()) {
                at++;
            }
            cuts.add(at, best.index());
        }
    }

    /** The split of {@code [from, to)} (two rows or more) with the largest Q. */
    Candidate bestSplit(int from, int to) {
        if (to - from < 2) {
            throw new IllegalArgumentException("a stretch of " + (to - from) + " rows has no split");
        }
        // below[j]: the distances from row j to every row of [from, j).
        double[] below = new double[to];
        for (int j = from; j < to; j++) {
            for (int i = from; i < j; i++) {
                below[j] += Math.abs(series[i] - series[j]);
            }
        }
        // toX[j]: the distances from row j to the rows of X = [from, tau), carried as tau grows.
        double[] toX = new double[to];
        double withinX = 0;
        Candidate best = null;
        for (int tau = from + 1; tau < to; tau++) {
            withinX += below[tau - 1];
            for (int j = tau - 1; j < to; j++) {
                toX[j] += Math.abs(series[tau - 1] - series[j]);
            }
            int n = tau - from;
            double cross = 0;
            double withinY = 0;
            for (int kappa = tau + 1; kappa <= to; kappa++) {
                int j = kappa - 1;
                cross += toX[j];
                withinY += below[j] - toX[j];
                double q = q(cross, withinX, withinY, n, kappa - tau);
                if (best == null || q > best.qhat()) {
                    best = new Candidate(tau, q);
                }
            }
        }
        return best;
    }

    /** The energy statistic of X (n rows) against Y (m rows) from its three distance sums. */
    static double q(double cross, double withinX, double withinY, int n, int m) {
        double total = n + m;
        double q = 2 / total * cross;
        if (n > 1) {
            q -= 2.0 * m / (total * (n - 1)) * withinX;
        }
        if (m > 1) {
            q -= 2.0 * n / (total * (m - 1)) * withinY;
        }
        return q;
    }
}
