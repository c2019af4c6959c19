package io.bulkbench.analysis.bisect;

import io.bulkbench.analysis.RunComparison;
import io.bulkbench.core.BadInputException;
import java.util.List;
import java.util.Optional;
import lombok.With;

/**
 * bulkbench's rule for a bisect step: a commit is GOOD when its change towards the bad
 * end is surely under the threshold, BAD when it is surely over, UNDECIDED otherwise;
 * "surely" means the whole interval of {@link RelativeChange} (each end a one-sided bound
 * at confidence {@code 1 - alpha}) lies on that side. The threshold is a share of the good
 * end's level, so a real step smaller than it is never a culprit, however sure we are that
 * it exists, and a step larger than it is one even when another step follows (git bisect
 * then finds the first). The direction is the bad end's (its median against the good
 * end's): a commit that moved away from the bad end has not regressed and is GOOD once
 * that is sure. Repeats go to the side with fewer samples, the commit on a tie; the bad
 * end's samples only give the direction.
 *
 * <p>The ends are checked first with the same interval: they DIFFER when it lies wholly
 * beyond the threshold on one side, are WITHIN_THRESHOLD when it lies wholly inside
 * (-threshold, threshold), and are UNDECIDED otherwise, with the repeat for the end with
 * fewer samples (the good end on a tie: every later step compares with it).
 *
 * <p>Against Chromium's Pinpoint, which tests for any difference ({@link PinpointRule}), it
 * never calls a step under the threshold bad, and it decides with fewer measurements where
 * the scatter is small or the commit is like the good end; where a step must be shown to
 * exceed the threshold through a larger scatter it measures more (docs/bisect-rule.md).
 */
public record BisectRule(@With double threshold, double alpha) implements StepRule {

    public static final double DEFAULT_ALPHA = 0.01;

    public BisectRule {
        if (!(threshold > 0) || Double.isInfinite(threshold)) {
            throw new BadInputException(
                    "threshold " + threshold + " is not a share above 0; give one such as 0.03 for 3 %");
        }
        if (!(alpha > 0 && alpha < 0.5)) {
            throw new BadInputException(
                    "significance level " + alpha + " is outside (0, 0.5); give one such as " + DEFAULT_ALPHA);
        }
    }

    /** Threshold 3 % (as {@code compare}), each bound at 99 %. */
    public static BisectRule defaults() {
        return new BisectRule(RunComparison.DEFAULT_THRESHOLD, DEFAULT_ALPHA);
    }

    /** Whether the ends differ by more than the threshold. */
    public EndsCheck ends(BisectSamples samples) {
        requireEnds(samples);
        RelativeChange change = RelativeChange.between(samples.good(), samples.bad(), alpha);
        if (change.low() > threshold || change.high() < -threshold) {
            return new EndsCheck(EndsVerdict.DIFFER, change, List.of());
        }
        if (change.low() > -threshold && change.high() < threshold) {
            return new EndsCheck(EndsVerdict.WITHIN_THRESHOLD, change, List.of());
        }
        return new EndsCheck(EndsVerdict.UNDECIDED, change, List.of(fewer(samples, Side.GOOD_END, Side.BAD_END)));
    }

    @Override
    public StepDecision decide(BisectSamples samples) {
        requireEnds(samples);
        if (samples.commit().isEmpty()) {
            return new StepDecision(StepVerdict.UNDECIDED, List.of(Side.COMMIT), Optional.empty());
        }
        double direction = Math.signum(median(samples.bad()) - median(samples.good()));
        if (direction == 0) {
            throw new IllegalArgumentException("the ends show no change to bisect; check them with ends() first");
        }
        RelativeChange fromGood = RelativeChange.between(samples.good(), samples.commit(), alpha);
        // The change towards the bad end, as a share of the good end's level.
        double lowest = direction > 0 ? fromGood.low() : -fromGood.high();
        double highest = direction > 0 ? fromGood.high() : -fromGood.low();
        if (highest < threshold) {
            return new StepDecision(StepVerdict.GOOD, List.of(), Optional.of(fromGood));
        }
        if (lowest > threshold) {
            return new StepDecision(StepVerdict.BAD, List.of(), Optional.of(fromGood));
        }
        return new StepDecision(
                StepVerdict.UNDECIDED, List.of(fewer(samples, Side.COMMIT, Side.GOOD_END)), Optional.of(fromGood));
    }

    /** The side with fewer samples, the first on a tie. */
    static Side fewer(BisectSamples samples, Side first, Side second) {
        return samples.count(second) < samples.count(first) ? second : first;
    }

    private static double median(List<Double> values) {
        double[] sorted =
                values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return (sorted[(sorted.length - 1) / 2] + sorted[sorted.length / 2]) / 2;
    }

    private static void requireEnds(BisectSamples samples) {
        if (samples.good().isEmpty() || samples.bad().isEmpty()) {
            throw new IllegalArgumentException("both ends must be measured before a bisect can decide");
        }
    }
}
