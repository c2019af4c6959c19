package io.bulkbench.core;

import java.util.List;
import java.util.OptionalDouble;
import lombok.Builder;
import lombok.NonNull;
import lombok.With;

/**
 * One point of a sweep as measured: mean throughput over the measurement iterations
 * with its error (JMH's 99.9 % confidence half-width), the per-iteration samples when
 * they are known, and the counters that say whether the bytes arrived intact.
 * Throughputs are in MB/s (10^6 bytes per second, as dd prints them).
 *
 * <p>A failed point has status {@link PointStatus#FAILED}, a reason, and NaN
 * throughputs; it is kept so the report can say what went wrong.
 *
 * <p>{@code lateShare} is the fraction of the measured time (0..1; 0.01 = 1 %) during which
 * the simulated device's bus sat idle because the machine did not run the host thread in
 * time: the union of those idle stretches, the only lateness that costs the device
 * throughput. Such a point reads low through no fault of the pipeline, by at most that
 * share (the bound every verdict applies). It is empty where it is unknown: a device
 * other than the simulator, or a point recorded before it was measured.
 *
 * <p>{@code cpu} is what the point cost the host's CPU ({@link CpuCost}), unknown where it
 * was not measured.
 *
 * <p>{@code origin} says whether the figures were measured or predicted by a calibrated
 * model ({@code sweep --design model}, {@code predict}); a predicted point has error 0.
 */
@Builder(toBuilder = true)
public record MeasuredPoint(
        @NonNull PointKey key,
        @NonNull PointStatus status,
        double throughputMbS,
        double errorMbS,
        double minMbS,
        double maxMbS,
        int iterations,
        long verifyErrors,
        String reason,
        List<Double> samples,
        @With OptionalDouble lateShare,
        PointOrigin origin,
        @With CpuCost cpu) {

    /**
     * Above this late share a report and a sweep's summary name the point as late: its
     * figure may read low by that much, a third of the change a comparison calls a
     * regression. Verdicts do not use it; they bound a change by the share itself.
     */
    public static final double LATE_LIMIT = 0.01;

    /**
     * How a point's reason begins when it was measured again because late points left a
     * default undecided: in a sweep's journal such a record follows the point's first one
     * and replaces it.
     */
    public static final String RETAKE = "measured again, as late points left a default undecided";

    public MeasuredPoint {
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
                throw new BadInputException(
                        "point " + key + " has " + iterations + " iterations; an ok point needs at least 1");
            }
            for (double s : samples) {
                requireMeasurable(key, "sample", s);
            }
        }
        if (verifyErrors < 0) {
            throw new BadInputException("verify errors " + verifyErrors + " of " + key + " is negative");
        }
        lateShare = lateShare == null ? OptionalDouble.empty() : lateShare;
        if (lateShare.isPresent() && !(lateShare.getAsDouble() >= 0 && lateShare.getAsDouble() <= 1)) {
            throw new BadInputException("late share " + lateShare.getAsDouble() + " of " + key
                    + " is not a share from 0 to 1; write one such as 0.012 for 1.2 %, or leave it empty when unknown");
        }
        origin = origin == null ? PointOrigin.MEASURED : origin;
        cpu = cpu == null ? CpuCost.UNKNOWN : cpu;
    }

    /** Static: in a compact constructor the record's fields are not assigned yet. */
    private static void requireMeasurable(PointKey key, String what, double value) {
        if (!(value >= 0) || Double.isInfinite(value)) {
            throw new BadInputException(what + " throughput " + value + " MB/s of " + key
                    + " cannot be measured; it must be a finite number >= 0");
        }
    }

    /** A point measured from its per-iteration samples: mean, min and max follow from them. */
    public static MeasuredPoint ok(
            PointKey key, double meanMbS, double errorMbS, List<Double> samples, long verifyErrors) {
        if (samples.isEmpty()) {
            throw new BadInputException("point " + key + " has no samples");
        }
        double min = samples.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double max = samples.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        return builder()
                .key(key)
                .status(PointStatus.OK)
                .throughputMbS(meanMbS)
                .errorMbS(errorMbS)
                .minMbS(min)
                .maxMbS(max)
                .iterations(samples.size())
                .verifyErrors(verifyErrors)
                .samples(samples)
                .build();
    }

    /**
     * A point known only by its summary (a mean, its error and how many iterations it
     * stands for) as a table without samples records it: min and max are the mean, no
     * verify errors, lateness unknown.
     */
    public static MeasuredPoint summary(PointKey key, double meanMbS, double errorMbS, int iterations) {
        return builder()
                .key(key)
                .status(PointStatus.OK)
                .throughputMbS(meanMbS)
                .errorMbS(errorMbS)
                .minMbS(meanMbS)
                .maxMbS(meanMbS)
                .iterations(iterations)
                .build();
    }

    /** A point that could not be measured, with the reason a person can act on. */
    public static MeasuredPoint failed(PointKey key, String reason) {
        return builder()
                .key(key)
                .status(PointStatus.FAILED)
                .throughputMbS(Double.NaN)
                .errorMbS(Double.NaN)
                .minMbS(Double.NaN)
                .maxMbS(Double.NaN)
                .reason(reason)
                .build();
    }

    public boolean isOk() {
        return status == PointStatus.OK;
    }

    /**
     * The same throughput, predicted by a model of the device rather than measured on it. A
     * model predicts throughput, not what the host spends on it, so its CPU cost is unknown.
     */
    public MeasuredPoint predicted() {
        return toBuilder().origin(PointOrigin.PREDICTED).cpu(CpuCost.UNKNOWN).build();
    }

    public boolean isPredicted() {
        return origin == PointOrigin.PREDICTED;
    }

    /**
     * The same point had it read {@code factor} times its figures: every throughput (the
     * mean, its error, the range, each iteration) scaled alike, as a point that lost a
     * share of its time reads low by that share throughout.
     */
    public MeasuredPoint scaledBy(double factor) {
        return toBuilder()
                .throughputMbS(throughputMbS * factor)
                .errorMbS(errorMbS * factor)
                .minMbS(minMbS * factor)
                .maxMbS(maxMbS * factor)
                .samples(samples.stream().map(s -> s * factor).toList())
                .build();
    }

    /** The same measurement, marked as taken again ({@link #RETAKE}). */
    public MeasuredPoint asRetake() {
        return toBuilder()
                .reason(reason.isEmpty() ? RETAKE : RETAKE + "; " + reason)
                .build();
    }

    /** Whether this measurement was taken again to decide a default ({@link #RETAKE}). */
    public boolean isRetake() {
        return reason.startsWith(RETAKE);
    }

    /** The same point with its lowest and highest iteration throughputs. */
    public MeasuredPoint withRange(double lowestMbS, double highestMbS) {
        return toBuilder().minMbS(lowestMbS).maxMbS(highestMbS).build();
    }

    /** The same point with its count of bytes that did not arrive intact, and the reason that says so. */
    public MeasuredPoint withVerifyErrors(long count, String why) {
        return toBuilder().verifyErrors(count).reason(why).build();
    }

    /**
     * True when the simulator ran late for more than {@link #LATE_LIMIT} of the point's
     * measured time: the machine was too busy to pace it, so the figure may read low by
     * up to its late share. A failed point, or one whose lateness is unknown, is not flagged.
     */
    public boolean simulatorRanLate() {
        return isOk() && lateShare.isPresent() && lateShare.getAsDouble() > LATE_LIMIT;
    }
}
