package io.bulkbench.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.testing.RandomCases;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Laws the analysis keeps for every input, not just the examples: seeded randomized tests. */
class AnalysisPropertiesTest {

    private static final AnalysisSettings NO_BOOTSTRAP =
            AnalysisSettings.defaults().withBootstrapRounds(0);
    private static final AnalysisSettings SMALL_BOOTSTRAP =
            AnalysisSettings.defaults().withBootstrapRounds(20);

    @Test
    void scalingThroughputScalesThePlateauAndKeepsTheKnee() {
        RandomCases.check(100, c -> {
            List<MeasuredPoint> points = noisyCurve(c);
            double scale = c.doubleIn("c", 0.01, 100);
            List<SeriesFit> original = RunAnalysis.analyze(points, NO_BOOTSTRAP).selectedFits();
            List<SeriesFit> scaled = RunAnalysis.analyze(Synthetic.scaled(points, scale), NO_BOOTSTRAP)
                    .selectedFits();

            assertThat(scaled).as("%s", c).hasSameSizeAs(original);
            for (int i = 0; i < original.size(); i++) {
                SeriesFit a = original.get(i);
                SeriesFit b = scaled.get(i);
                assertThat(b.family()).as("%s", c).isEqualTo(a.family());
                assertThat(b.parameter("plateau_mb_s").orElseThrow().value())
                        .as("%s", c)
                        .isCloseTo(
                                scale
                                        * a.parameter("plateau_mb_s")
                                                .orElseThrow()
                                                .value(),
                                withinPercentage(1e-4));
                assertThat(b.parameter("knee_buffers")).as("%s", c).isEqualTo(a.parameter("knee_buffers"));
            }
        });
    }

    @Test
    void theKneeAndItsIntervalStayInsideTheMeasuredRange() {
        RandomCases.check(60, c -> {
            List<MeasuredPoint> points = anySeries(c);
            int min = points.stream().mapToInt(p -> p.key().buffers()).min().orElseThrow();
            int max = points.stream().mapToInt(p -> p.key().buffers()).max().orElseThrow();

            AnalysisResult result = RunAnalysis.analyze(points, SMALL_BOOTSTRAP);

            for (SeriesFit fit : result.fits()) {
                Estimate knee = fit.parameter("knee_buffers").orElseThrow();
                assertThat(knee.value()).as("%s", c).isBetween((double) min, (double) max);
                if (knee.hasInterval()) {
                    assertThat(knee.ciLow()).as("%s", c).isGreaterThanOrEqualTo(min);
                    assertThat(knee.ciHigh()).as("%s", c).isLessThanOrEqualTo(max);
                }
            }
            assertThat(result.recommendations()).as("%s", c).hasSize(1);
            assertThat(Integer.parseInt(result.recommendations().get(0).value()))
                    .as("%s", c)
                    .isBetween(min, max);
        });
    }

    @Test
    void aRunComparedWithItselfNeitherRegressesNorImproves() {
        RandomCases.check(500, c -> {
            List<MeasuredPoint> points = anySeries(c);
            double threshold = c.doubleIn("threshold", 0, 0.2);
            List<PointChange> changes = RunComparison.compare(points, points, threshold, 0.01);

            assertThat(changes).as("%s", c).hasSameSizeAs(points);
            assertThat(changes).as("%s", c).extracting(PointChange::verdict).containsOnly(Verdict.UNCHANGED);
            assertThat(RunComparison.hasRegression(changes)).as("%s", c).isFalse();
        });
    }

    @Test
    void reanalysingGivesTheSameResult() {
        RandomCases.check(50, c -> {
            List<MeasuredPoint> points = noisyCurve(c);
            AnalysisSettings settings = SMALL_BOOTSTRAP.withSeed(c.longIn("seed", 0, Long.MAX_VALUE));
            AnalysisResult first = RunAnalysis.analyze(points, settings);
            assertThat(RunAnalysis.analyze(points, settings)).as("%s", c).isEqualTo(first);
        });
    }

    /** A series drawn from one of the three models with 2 % noise, five samples a point. */
    private static List<MeasuredPoint> noisyCurve(RandomCases c) {
        int family = c.intIn("curve", 0, 2);
        double t = c.doubleIn("scale", 5, 500);
        double s = c.doubleIn("shape", 0.1, 1);
        long noiseSeed = c.anyLong("noiseSeed");
        return Synthetic.sampled(
                n -> switch (family) {
                    case 0 -> t - t * (1 - s) * Math.exp(-s * 0.4 * (n - 1));
                    case 1 -> t * n / (n + 10 * s);
                    default -> t / 10 * n / (1 + 0.1 * s * (n - 1) + 0.002 * s * n * (n - 1));
                },
                Synthetic.BUFFER_GRID,
                0.02,
                noiseSeed);
    }

    /** Positive throughputs at 3 to 8 distinct buffer counts in 1..128, some with samples. */
    private static List<MeasuredPoint> anySeries(RandomCases c) {
        List<Integer> counts = c.distinctIntsIn("buffers", 3, 8, 1, 128);
        List<Double> values = c.doublesIn("mbS", counts.size(), 0.1, 1000);
        boolean sampled = c.bool("sampled");
        List<MeasuredPoint> out = new ArrayList<>();
        for (int i = 0; i < counts.size(); i++) {
            double y = values.get(i);
            PointKey key = Synthetic.key(counts.get(i), Synthetic.REQUEST);
            out.add(
                    sampled
                            ? MeasuredPoint.ok(key, y, 0.01 * y, List.of(y * 0.98, y, y * 1.02), 0)
                            : MeasuredPoint.summary(key, y, 0.01 * y, 1));
        }
        return out;
    }
}
