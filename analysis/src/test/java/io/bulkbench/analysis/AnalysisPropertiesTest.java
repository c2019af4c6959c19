package io.bulkbench.analysis;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.LongRange;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;

/** Laws the analysis keeps for every input, not just the examples. */
class AnalysisPropertiesTest {

    private static final AnalysisSettings NO_BOOTSTRAP = AnalysisSettings.defaults().withBootstrapRounds(0);
    private static final AnalysisSettings SMALL_BOOTSTRAP = AnalysisSettings.defaults().withBootstrapRounds(20);

    @Property(tries = 100)
    void scalingThroughputScalesThePlateauAndKeepsTheKnee(@ForAll("noisyCurves") List<MeasuredPoint> points,
                                                          @ForAll @DoubleRange(min = 0.01, max = 100) double c) {
        List<SeriesFit> original = RunAnalysis.analyze(points, NO_BOOTSTRAP).selectedFits();
        List<SeriesFit> scaled = RunAnalysis.analyze(Synthetic.scaled(points, c), NO_BOOTSTRAP).selectedFits();

        assertThat(scaled).hasSameSizeAs(original);
        for (int i = 0; i < original.size(); i++) {
            SeriesFit a = original.get(i);
            SeriesFit b = scaled.get(i);
            assertThat(b.model()).isEqualTo(a.model());
            assertThat(b.parameter("plateau_mb_s").orElseThrow().value())
                    .isCloseTo(c * a.parameter("plateau_mb_s").orElseThrow().value(), withinPercentage(1e-4));
            assertThat(b.parameter("knee_buffers")).isEqualTo(a.parameter("knee_buffers"));
        }
    }

    @Property(tries = 60)
    void theKneeAndItsIntervalStayInsideTheMeasuredRange(@ForAll("anySeries") List<MeasuredPoint> points) {
        int min = points.stream().mapToInt(p -> p.key().buffers()).min().orElseThrow();
        int max = points.stream().mapToInt(p -> p.key().buffers()).max().orElseThrow();

        AnalysisResult result = RunAnalysis.analyze(points, SMALL_BOOTSTRAP);

        for (SeriesFit fit : result.fits()) {
            Estimate knee = fit.parameter("knee_buffers").orElseThrow();
            assertThat(knee.value()).isBetween((double) min, (double) max);
            if (knee.hasInterval()) {
                assertThat(knee.ciLow()).isGreaterThanOrEqualTo(min);
                assertThat(knee.ciHigh()).isLessThanOrEqualTo(max);
            }
        }
        assertThat(result.recommendations()).hasSize(1);
        assertThat(Integer.parseInt(result.recommendations().get(0).value())).isBetween(min, max);
    }

    @Property(tries = 200)
    void aRunComparedWithItselfNeitherRegressesNorImproves(@ForAll("anySeries") List<MeasuredPoint> points,
                                                          @ForAll @DoubleRange(min = 0, max = 0.2) double threshold) {
        List<PointChange> changes = RunComparison.compare(points, points, threshold, 0.01);

        assertThat(changes).hasSameSizeAs(points);
        assertThat(changes).extracting(PointChange::verdict).containsOnly(Verdict.UNCHANGED);
        assertThat(RunComparison.hasRegression(changes)).isFalse();
    }

    /** Series drawn from one of the three models with 2 % noise, five samples a point. */
    @Provide
    Arbitrary<List<MeasuredPoint>> noisyCurves() {
        Arbitrary<Integer> model = Arbitraries.integers().between(0, 2);
        Arbitrary<Double> scale = Arbitraries.doubles().between(5, 500);
        Arbitrary<Double> shape = Arbitraries.doubles().between(0.1, 1);
        Arbitrary<Long> seed = Arbitraries.longs();
        return Combinators.combine(model, scale, shape, seed).as((m, t, s, sd) -> Synthetic.sampled(n -> switch (m) {
            case 0 -> t - t * (1 - s) * Math.exp(-s * 0.4 * (n - 1));
            case 1 -> t * n / (n + 10 * s);
            default -> t / 10 * n / (1 + 0.1 * s * (n - 1) + 0.002 * s * n * (n - 1));
        }, Synthetic.BUFFER_GRID, 0.02, sd));
    }

    /** Arbitrary positive throughputs at 3 to 8 distinct buffer counts in 1..128, some with samples. */
    @Provide
    Arbitrary<List<MeasuredPoint>> anySeries() {
        Arbitrary<TreeSet<Integer>> counts = Arbitraries.integers().between(1, 128).set().ofMinSize(3).ofMaxSize(8)
                .map(TreeSet::new);
        Arbitrary<List<Double>> values = Arbitraries.doubles().between(0.1, 1000).list().ofSize(8);
        Arbitrary<Boolean> withSamples = Arbitraries.of(true, false);
        return Combinators.combine(counts, values, withSamples).as((ns, ys, sampled) -> {
            List<MeasuredPoint> out = new ArrayList<>();
            int i = 0;
            for (int n : ns) {
                double y = ys.get(i++);
                List<Double> samples = sampled ? List.of(y * 0.98, y, y * 1.02) : List.of();
                out.add(new MeasuredPoint(Synthetic.key(n, Synthetic.REQUEST), PointStatus.OK, y, 0.01 * y,
                        sampled ? y * 0.98 : y, sampled ? y * 1.02 : y, sampled ? 3 : 1, 0, "", samples));
            }
            return out;
        });
    }

    @Property(tries = 50)
    void reanalysingGivesTheSameResult(@ForAll("noisyCurves") List<MeasuredPoint> points, @ForAll @LongRange long seed) {
        AnalysisSettings settings = SMALL_BOOTSTRAP.withSeed(seed);
        assertThat(RunAnalysis.analyze(points, settings)).isEqualTo(RunAnalysis.analyze(points, settings));
    }
}
