package io.bulkbench.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.Random;
import org.junit.jupiter.api.Test;

class RunComparisonTest {

    private static MeasuredPoint sampled(int buffers, double mean, double spread, int count, long seed) {
        Random random = new Random(seed);
        List<Double> samples = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            samples.add(mean * (1 + spread * random.nextGaussian()));
        }
        double m = samples.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        return MeasuredPoint.ok(Synthetic.key(buffers, 16384), m, 0.1, samples, 0);
    }

    /** Ten samples 0.1 % either side of {@code mean}, whose mean is {@code mean} (to rounding). */
    private static MeasuredPoint exactly(double mean) {
        List<Double> samples = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            samples.add(mean * 0.999);
            samples.add(mean * 1.001);
        }
        return MeasuredPoint.ok(Synthetic.key(2, 16384), mean, 0.1, samples, 0);
    }

    private static MeasuredPoint summary(int buffers, double mean, double error, int iterations) {
        return MeasuredPoint.summary(Synthetic.key(buffers, 16384), mean, error, iterations);
    }

    @Test
    void aSignificantDropBeyondTheThresholdIsARegression() {
        List<PointChange> changes = RunComparison.compare(
                List.of(sampled(4, 20, 0.005, 10, 1)), List.of(sampled(4, 18, 0.005, 10, 2)), 0.03, 0.01);

        PointChange c = changes.get(0);
        assertThat(c.verdict()).isEqualTo(Verdict.REGRESSION);
        assertThat(c.test()).isEqualTo("welch");
        assertThat(c.pValue()).isLessThan(1e-6);
        assertThat(c.relativeChange()).isCloseTo(18.0 / 20 - 1, within(0.01));
        assertThat(RunComparison.hasRegression(changes)).isTrue();
    }

    @Test
    void aSignificantGainIsAnImprovementAndNotARegression() {
        List<PointChange> changes = RunComparison.compare(
                List.of(sampled(4, 18, 0.005, 10, 1)), List.of(sampled(4, 20, 0.005, 10, 2)), 0.03, 0.01);

        assertThat(changes.get(0).verdict()).isEqualTo(Verdict.IMPROVEMENT);
        assertThat(RunComparison.hasRegression(changes)).isFalse();
    }

    @Test
    void aSignificantDropWithinTheThresholdIsUnchanged() {
        PointChange c = RunComparison.compare(
                        List.of(sampled(4, 20, 0.001, 10, 1)), List.of(sampled(4, 19.7, 0.001, 10, 2)))
                .get(0);

        assertThat(c.pValue()).isLessThan(0.01);
        assertThat(c.verdict()).isEqualTo(Verdict.UNCHANGED);
    }

    @Test
    void aLargeDropDrownedInNoiseIsUnchanged() {
        PointChange c = RunComparison.compare(
                        List.of(sampled(4, 20, 0.3, 5, 1)), List.of(sampled(4, 18, 0.3, 5, 2)), 0.03, 0.01)
                .get(0);

        assertThat(c.pValue()).isGreaterThan(0.01);
        assertThat(c.verdict()).isEqualTo(Verdict.UNCHANGED);
    }

    @Test
    void twoIterationsASideCanShowARegressionAtP001() {
        // Half the baseline, 2 iterations each side: a rank test could never go below p = 1/3.
        PointChange c = RunComparison.compare(
                        List.of(sampled(4, 20, 0.01, 2, 1)), List.of(sampled(4, 10, 0.01, 2, 2)), 0.03, 0.01)
                .get(0);

        assertThat(c.test()).isEqualTo("student");
        assertThat(c.pValue()).isLessThan(0.01);
        assertThat(c.verdict()).isEqualTo(Verdict.REGRESSION);
    }

    @Test
    void withoutSamplesTheErrorsGiveANormalApproximation() {
        // JMH error 0.2 MB/s at 99.9 % over 10 iterations is a standard error of about 0.046.
        PointChange c = RunComparison.compare(
                        List.of(summary(4, 20, 0.2, 10)), List.of(summary(4, 19, 0.2, 10)), 0.03, 0.01)
                .get(0);

        assertThat(c.test()).isEqualTo("normal");
        assertThat(c.pValue()).isLessThan(1e-6);
        assertThat(c.verdict()).isEqualTo(Verdict.REGRESSION);

        PointChange unknown = RunComparison.compare(
                        List.of(summary(4, 20, Double.NaN, 1)), List.of(summary(4, 10, Double.NaN, 1)), 0.03, 0.01)
                .get(0);
        assertThat(unknown.test()).isEqualTo("none");
        assertThat(unknown.pValue()).isNaN();
        assertThat(unknown.verdict()).isEqualTo(Verdict.NOT_COMPARABLE);
    }

    @Test
    void aDropOnlyLatenessCanExplainIsNotJudgedAndALargerOneIsARegression() {
        // 20 -> 18 MB/s is -10 %: a candidate late for L of its time can truly be 18 / (1 - L),
        // still a drop beyond 3 % while 0.9 / (1 - L) < 0.97, that is L < 0.0721649...
        MeasuredPoint baseline = exactly(20);
        MeasuredPoint slower = exactly(18);
        assertThat(verdict(baseline, slower)).isEqualTo(Verdict.REGRESSION);
        assertThat(verdict(baseline, slower.withLateShare(OptionalDouble.of(0.0721))))
                .isEqualTo(Verdict.REGRESSION);
        assertThat(verdict(baseline, slower.withLateShare(OptionalDouble.of(0.0722))))
                .isEqualTo(Verdict.SIMULATOR_LATE);

        PointChange late = RunComparison.compare(
                        List.of(baseline), List.of(slower.withLateShare(OptionalDouble.of(0.1))))
                .get(0);
        assertThat(late.relativeChange()).isCloseTo(18.0 / 20 - 1, within(0.01));
        assertThat(late.highestChange()).isCloseTo(18.0 / 0.9 / 20 - 1, within(0.01));
        assertThat(late.pValue()).isLessThan(1e-6);
        assertThat(RunComparison.hasRegression(List.of(late))).isFalse();
    }

    @Test
    void aLateBaselineNeverExcusesADrop() {
        MeasuredPoint lateBaseline = exactly(20).withLateShare(OptionalDouble.of(0.05));
        // The baseline may truly have been faster: the drop is at least what was measured.
        assertThat(verdict(lateBaseline, exactly(18))).isEqualTo(Verdict.REGRESSION);
        assertThat(verdict(lateBaseline, exactly(19.8))).isEqualTo(Verdict.UNCHANGED);
        // A rise beyond the threshold is an improvement, late or not.
        assertThat(verdict(lateBaseline, exactly(22).withLateShare(OptionalDouble.of(0.05))))
                .isEqualTo(Verdict.IMPROVEMENT);
    }

    private static Verdict verdict(MeasuredPoint baseline, MeasuredPoint candidate) {
        return RunComparison.compare(List.of(baseline), List.of(candidate))
                .get(0)
                .verdict();
    }

    @Test
    void aSimulatorOnPaceIsJudgedAsAlways() {
        MeasuredPoint baseline = sampled(2, 20, 0.005, 10, 1).withLateShare(OptionalDouble.of(0.001));
        MeasuredPoint slower = sampled(2, 18, 0.005, 10, 2).withLateShare(OptionalDouble.of(0.01));

        List<PointChange> changes = RunComparison.compare(List.of(baseline), List.of(slower));
        assertThat(changes.get(0).verdict()).isEqualTo(Verdict.REGRESSION);
        assertThat(RunComparison.hasRegression(changes)).isTrue();
    }

    @Test
    void pointsInOneRunOnlyOrFailedAreNotComparable() {
        MeasuredPoint failed = MeasuredPoint.failed(Synthetic.key(8, 16384), "device disconnected");
        List<PointChange> changes = RunComparison.compare(
                List.of(sampled(2, 20, 0.01, 5, 1), sampled(8, 20, 0.01, 5, 2)),
                List.of(failed, sampled(16, 20, 0.01, 5, 3)),
                0.03,
                0.01);

        assertThat(changes).extracting(c -> c.key().buffers()).containsExactly(2, 8, 16);
        assertThat(changes).extracting(PointChange::verdict).containsOnly(Verdict.NOT_COMPARABLE);
        assertThat(changes.get(0).candidateMbS()).isNaN();
        assertThat(changes.get(2).baselineMbS()).isNaN();
    }

    @Test
    void matchingUsesTheWholeKey() {
        MeasuredPoint base = sampled(4, 20, 0.01, 5, 1);
        MeasuredPoint noCopy = MeasuredPoint.ok(
                new PointKey("snowball", "sim:snowball-msc", Direction.IN, 4, 16384, CopyMode.NO_COPY),
                20,
                0.1,
                base.samples(),
                0);

        assertThat(RunComparison.compare(List.of(base), List.of(noCopy), 0.03, 0.01))
                .extracting(PointChange::verdict)
                .containsExactly(Verdict.NOT_COMPARABLE, Verdict.NOT_COMPARABLE);
    }
}
