package io.bulkbench.analysis;

import java.util.List;
import java.util.Objects;

/**
 * One point of a sweep as measured: mean throughput over the measurement iterations
 * with its error (JMH's 99.9 % confidence half-width), the per-iteration samples when
 * they are known, and the counters that say whether the bytes arrived intact.
 * Throughputs are in MB/s (10^6 bytes per second, as dd prints them).
 *
 * <p>A failed point has status {@link PointStatus#FAILED}, a reason, and NaN
 * throughputs; it is kept so the report can say what went wrong.
 */
public record MeasuredPoint(PointKey key, PointStatus status, double throughputMbS,
                            double errorMbS, double minMbS, double maxMbS, int iterations,
                            long verifyErrors, String reason, List<Double> samples) {

    public MeasuredPoint {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(status, "status");
        reason = reason == null ? "" : reason;
        samples = List.copyOf(samples == null ? List.of() : samples);
        if (status == PointStatus.OK) {
            requireMeasurable(key, "mean", throughputMbS);
            requireMeasurable(key, "min", minMbS);
            requireMeasurable(key, "max", maxMbS);
            if (!(errorMbS >= 0) && !Double.isNaN(errorMbS)) {
                throw new BadInputException("error " + errorMbS + " MB/s of " + key + " is negative");
            }
            if (iterations < 1) {
                throw new BadInputException("point " + key + " has " + iterations + " iterations; an ok point needs at least 1");
            }
            for (double s : samples) {
                requireMeasurable(key, "sample", s);
            }
        }
        if (verifyErrors < 0) {
            throw new BadInputException("verify errors " + verifyErrors + " of " + key + " is negative");
        }
    }

    /** Static: in a compact constructor the record's fields are not assigned yet. */
    private static void requireMeasurable(PointKey key, String what, double value) {
        if (!(value >= 0) || Double.isInfinite(value)) {
            throw new BadInputException(what + " throughput " + value + " MB/s of " + key
                    + " cannot be measured; it must be a finite number >= 0");
        }
    }

    /** A point measured from its per-iteration samples: mean, min and max follow from them. */
    public static MeasuredPoint ok(PointKey key, double meanMbS, double errorMbS, List<Double> samples,
                                   long verifyErrors) {
        if (samples.isEmpty()) {
            throw new BadInputException("point " + key + " has no samples");
        }
        double min = samples.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double max = samples.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        return new MeasuredPoint(key, PointStatus.OK, meanMbS, errorMbS, min, max, samples.size(),
                verifyErrors, "", samples);
    }

    /** A point that could not be measured, with the reason a person can act on. */
    public static MeasuredPoint failed(PointKey key, String reason) {
        return new MeasuredPoint(key, PointStatus.FAILED, Double.NaN, Double.NaN, Double.NaN, Double.NaN,
                0, 0, reason, List.of());
    }

    public boolean isOk() {
        return status == PointStatus.OK;
    }
}
