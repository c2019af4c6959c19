package io.bulkbench.analysis;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.DoubleUnaryOperator;
import org.apache.commons.math3.distribution.TDistribution;

/** Synthetic points from a known curve with seeded multiplicative Gaussian noise, for ground-truth tests. */
final class Synthetic {

    static final int[] BUFFER_GRID = {2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64};
    /** The default sweep's buffer counts: doubling from 2 to 64. */
    static final int[] DOUBLING_GRID = {2, 4, 8, 16, 32, 64};

    static final int REQUEST = 16 * 1024;
    /** Off the buffer grid, so a request-size series shares no point with a buffers series. */
    static final int SIZE_SERIES_BUFFERS = 7;

    private Synthetic() {}

    static PointKey key(int buffers, int requestBytes) {
        return new PointKey("snowball", "sim:snowball-msc", Direction.IN, buffers, requestBytes, CopyMode.COPY);
    }

    /** Points whose means carry the noise; no samples and no error, so the fit is ordinary least squares. */
    static List<MeasuredPoint> means(DoubleUnaryOperator curve, int[] xs, boolean xIsBuffers, double noise, long seed) {
        Random random = new Random(seed);
        List<MeasuredPoint> out = new ArrayList<>();
        for (int x : xs) {
            double y = curve.applyAsDouble(x) * (1 + noise * random.nextGaussian());
            PointKey k = xIsBuffers ? key(x, REQUEST) : key(SIZE_SERIES_BUFFERS, x);
            out.add(MeasuredPoint.summary(k, y, Double.NaN, 1));
        }
        return out;
    }

    /**
     * Points with five per-iteration samples each, scattered so their mean carries the
     * given noise, and the error JMH would report (99.9 % half-width, t with 4 df).
     */
    static List<MeasuredPoint> sampled(DoubleUnaryOperator curve, int[] buffers, double noise, long seed) {
        Random random = new Random(seed);
        List<MeasuredPoint> out = new ArrayList<>();
        int m = 5;
        for (int n : buffers) {
            double truth = curve.applyAsDouble(n);
            List<Double> samples = new ArrayList<>();
            double sum = 0;
            for (int j = 0; j < m; j++) {
                double s = truth * (1 + noise * Math.sqrt(m) * random.nextGaussian());
                samples.add(s);
                sum += s;
            }
            double mean = sum / m;
            double ss = 0;
            for (double s : samples) {
                ss += (s - mean) * (s - mean);
            }
            double error = 8.610 * Math.sqrt(ss / (m - 1)) / Math.sqrt(m);
            out.add(MeasuredPoint.ok(key(n, REQUEST), mean, error, samples, 0));
        }
        return out;
    }

    /**
     * Points as a nightly sweep measures them: eight iterations each, whose scatter is
     * largest at shallow queues (the given relative noise per iteration at 64 buffers,
     * rising to three times that at 2), and JMH's error from those samples (99.9 %
     * half-width, t with 7 df). The errors are therefore as noisy as real ones.
     */
    static List<MeasuredPoint> nightly(DoubleUnaryOperator curve, int[] buffers, double noise, long seed) {
        Random random = new Random(seed);
        List<MeasuredPoint> out = new ArrayList<>();
        int m = 8;
        double quantile = new TDistribution(m - 1).inverseCumulativeProbability(0.9995);
        for (int n : buffers) {
            double truth = curve.applyAsDouble(n);
            double sd = noise * truth * (1 + 2 * Math.exp(-(n - 2) / 6.0));
            List<Double> samples = new ArrayList<>();
            for (int j = 0; j < m; j++) {
                samples.add(truth + sd * random.nextGaussian());
            }
            double mean =
                    samples.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
            double ss =
                    samples.stream().mapToDouble(s -> (s - mean) * (s - mean)).sum();
            out.add(MeasuredPoint.ok(key(n, REQUEST), mean, quantile * Math.sqrt(ss / (m - 1) / m), samples, 0));
        }
        return out;
    }

    /** Every point scaled by c: means, errors, extremes and samples. */
    static List<MeasuredPoint> scaled(List<MeasuredPoint> points, double c) {
        return points.stream()
                .map(p -> new MeasuredPoint(
                        p.key(),
                        p.status(),
                        p.throughputMbS() * c,
                        p.errorMbS() * c,
                        p.minMbS() * c,
                        p.maxMbS() * c,
                        p.iterations(),
                        p.verifyErrors(),
                        p.reason(),
                        p.samples().stream().map(s -> s * c).toList(),
                        p.lateShare(),
                        p.origin(),
                        p.cpu()))
                .toList();
    }
}
