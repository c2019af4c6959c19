package io.bulkbench.core;

import java.util.List;
import java.util.OptionalDouble;

/**
 * What a point cost the host's CPU: the measuring process's CPU microseconds per MB
 * (10^6 bytes) moved, with its error (JMH's 99.9 % confidence half-width, NaN when
 * unknown), and for a device whose work happens in the kernel the share of the whole
 * host's cores busy (0..1; 0.25 is a quarter of all cores) over the same time. Each is
 * empty where it was not measured: a point recorded before either was, or a device the
 * host share does not apply to. The per-iteration figures, when known, are in iteration
 * order, one per throughput sample.
 */
public record CpuCost(
        OptionalDouble microsPerMb,
        double errorMicrosPerMb,
        OptionalDouble hostShare,
        List<Double> microsPerMbSamples,
        List<Double> hostShareSamples) {

    /** Nothing known: a point measured without the CPU profiler, or failed. */
    public static final CpuCost UNKNOWN =
            new CpuCost(OptionalDouble.empty(), Double.NaN, OptionalDouble.empty(), List.of(), List.of());

    public CpuCost {
        microsPerMb = microsPerMb == null ? OptionalDouble.empty() : microsPerMb;
        hostShare = hostShare == null ? OptionalDouble.empty() : hostShare;
        microsPerMbSamples = List.copyOf(microsPerMbSamples == null ? List.of() : microsPerMbSamples);
        hostShareSamples = List.copyOf(hostShareSamples == null ? List.of() : hostShareSamples);
        microsPerMb.ifPresent(CpuCost::requireCost);
        microsPerMbSamples.forEach(CpuCost::requireCost);
        hostShare.ifPresent(CpuCost::requireShare);
        hostShareSamples.forEach(CpuCost::requireShare);
        if (Double.isInfinite(errorMicrosPerMb) || (!(errorMicrosPerMb >= 0) && !Double.isNaN(errorMicrosPerMb))) {
            throw new BadInputException("CPU per MB error " + errorMicrosPerMb
                    + " us is not an error; write a finite number >= 0, or leave it empty when unknown");
        }
    }

    /** A cost known by its summary only, as points.csv holds it; NaN is unknown. */
    public static CpuCost summary(double microsPerMb, double errorMicrosPerMb, double hostShare) {
        return new CpuCost(present(microsPerMb), errorMicrosPerMb, present(hostShare), List.of(), List.of());
    }

    /** A cost from its per-iteration figures (either list may be empty): the means follow from them. */
    public static CpuCost ofIterations(
            List<Double> microsPerMbSamples, double errorMicrosPerMb, List<Double> hostShareSamples) {
        return new CpuCost(
                mean(microsPerMbSamples),
                errorMicrosPerMb,
                mean(hostShareSamples),
                microsPerMbSamples,
                hostShareSamples);
    }

    /** The same summary with per-iteration figures read from elsewhere (raw.csv). */
    public CpuCost withSamples(List<Double> perMb, List<Double> share) {
        return new CpuCost(microsPerMb, errorMicrosPerMb, hostShare, perMb, share);
    }

    public boolean isKnown() {
        return microsPerMb.isPresent();
    }

    private static OptionalDouble present(double value) {
        return Double.isNaN(value) ? OptionalDouble.empty() : OptionalDouble.of(value);
    }

    private static OptionalDouble mean(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).average();
    }

    private static void requireCost(double us) {
        if (!(us >= 0) || Double.isInfinite(us)) {
            throw new BadInputException("CPU per MB " + us + " us is not a CPU cost; write a finite number >= 0");
        }
    }

    private static void requireShare(double share) {
        if (!(share >= 0 && share <= 1)) {
            throw new BadInputException("host CPU share " + share
                    + " is not a share from 0 to 1; write one such as 0.25 for a quarter of the host's cores");
        }
    }
}
