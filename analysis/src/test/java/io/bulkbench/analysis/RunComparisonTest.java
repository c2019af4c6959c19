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
    void aDropWhereTheSimulatorRanLateIsNotJudged() {
        MeasuredPoint baseline = sampled(2, 20, 0.005, 10, 1);
        MeasuredPoint slower = sampled(2, 18, 0.005, 10, 2);
        MeasuredPoint late = slower.withLateShare(OptionalDouble.of(0.032));
        assertThat(RunComparison.compare(List.of(baseline), List.of(slower))
                        .get(0)
                        .verdict())
                .isEqualTo(Verdict.REGRESSION);

        List<PointChange> lateCandidate = RunComparison.compare(List.of(baseline), List.of(late));
        assertThat(lateCandidate.get(0).verdict()).isEqualTo(Verdict.SIMULATOR_LATE);
        assertThat(lateCandidate.get(0).relativeChange()).isCloseTo(18.0 / 20 - 1, within(0.01));
        assertThat(lateCandidate.get(0).pValue()).isLessThan(1e-6);
        assertThat(RunComparison.hasRegression(lateCandidate)).isFalse();

        MeasuredPoint lateBaseline = baseline.withLateShare(OptionalDouble.of(0.05));
        List<PointChange> lateBase = RunComparison.compare(List.of(lateBaseline), List.of(slower));
        assertThat(lateBase.get(0).verdict()).isEqualTo(Verdict.SIMULATOR_LATE);
        assertThat(RunComparison.hasRegression(lateBase)).isFalse();
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
