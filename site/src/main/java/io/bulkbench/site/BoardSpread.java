package io.bulkbench.site;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/**
 * Boards of one device at one point key: each board's latest throughput against the median
 * of them all, so a lab sees which board is the outlier. A board is an outlier when its
 * modified z-score, 0.6745 (x - median) / MAD, lies beyond 3.5 (Iglewicz and Hoaglin's
 * rule: the median and the median absolute deviation stand still when one board is far
 * off, where a mean and a standard deviation would move towards it and hide it) and it
 * differs from the median by more than the threshold, so boards that agree within a run's
 * own noise are never marked, even when most read the same and the MAD is 0. Two boards
 * never make an outlier: each lies one MAD from their median. Pure.
 *
 * @param median the median of the boards' throughputs, MB/s
 * @param boards each board, in the order given
 */
public record BoardSpread(double median, List<Board> boards) {
    /** The modified z-score beyond which a board is an outlier (Iglewicz and Hoaglin, 1993). */
    public static final double MODIFIED_Z_LIMIT = 3.5;

    /** The 0.75 quantile of the standard normal: makes the MAD comparable with a standard deviation. */
    private static final double NORMAL_MAD = 0.6745;

    public BoardSpread {
        boards = List.copyOf(boards);
    }

    /** A board's throughput, its relative difference from the median (-0.1: 10 % below) and whether it is an outlier. */
    public record Board(String board, double mbS, double fromMedian, boolean outlier) {}

    /** The spread of {@code mbSByBoard} (each finite and positive, at least one), judged with {@code threshold}. */
    public static BoardSpread of(Map<String, Double> mbSByBoard, double threshold) {
        if (mbSByBoard.isEmpty()) {
            throw new IllegalArgumentException("a spread needs at least one board");
        }
        double[] values =
                mbSByBoard.values().stream().mapToDouble(Double::doubleValue).toArray();
        for (double v : values) {
            if (!(v > 0) || Double.isInfinite(v)) {
                throw new IllegalArgumentException("a board's throughput must be finite and positive: " + v);
            }
        }
        double median = new Median().evaluate(values);
        double[] deviations = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            deviations[i] = Math.abs(values[i] - median);
        }
        double mad = new Median().evaluate(deviations);
        List<Board> boards = new ArrayList<>();
        for (Map.Entry<String, Double> e : mbSByBoard.entrySet()) {
            double x = e.getValue();
            double fromMedian = x / median - 1;
            boolean outlier = modifiedZ(x, median, mad) > MODIFIED_Z_LIMIT && Math.abs(fromMedian) > threshold;
            boards.add(new Board(e.getKey(), x, fromMedian, outlier));
        }
        return new BoardSpread(median, boards);
    }

    private static double modifiedZ(double x, double median, double mad) {
        double off = Math.abs(x - median);
        if (mad == 0) {
            return off == 0 ? 0 : Double.POSITIVE_INFINITY;
        }
        return NORMAL_MAD * off / mad;
    }
}
