package io.bulkbench.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;

import io.bulkbench.core.MeasuredPoint;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RunAnalysisTest {

    private static final AnalysisSettings QUICK = AnalysisSettings.defaults().withBootstrapRounds(40);

    private static List<MeasuredPoint> specsdm91() {
        int[] load = {1, 18, 36, 72, 108, 144, 216};
        double[] x = {64.9, 995.9, 1652.4, 1853.2, 1828.9, 1775.0, 1702.2};
        List<MeasuredPoint> points = new ArrayList<>();
        for (int i = 0; i < load.length; i++) {
            points.add(MeasuredPoint.summary(Synthetic.key(load[i], 16384), x[i], Double.NaN, 1));
        }
        return points;
    }

    @Test
    void forcedUslOnSpecsdm91MatchesTheRPackageBeyondTheBufferGrid() {
        SeriesFit fit = RunAnalysis.analyze(specsdm91(), QUICK.withCurve(CurveChoice.USL))
                .selectedFits()
                .get(0);

        assertThat(fit.family()).isEqualTo(CurveFamily.USL);
        double sigma = fit.parameter("sigma").orElseThrow().value();
        double kappa = fit.parameter("kappa").orElseThrow().value();
        assertThat(fit.parameter("lambda").orElseThrow().value()).isCloseTo(90.00, withinPercentage(0.05));
        assertThat(sigma).isCloseTo(2.773e-2, withinPercentage(0.1));
        assertThat(kappa).isCloseTo(1.044e-4, withinPercentage(0.1));
        assertThat(Math.sqrt((1 - sigma) / kappa)).isCloseTo(96.52, within(0.005));
        // The retrograde curve's best is its peak near 96.5, inside the measured 1..216.
        assertThat(fit.parameter("plateau_mb_s").orElseThrow().value())
                .isCloseTo(fit.predict(97), withinPercentage(0.001));
    }

    @Test
    void autoTriesEveryModelAndSelectsExactlyOnePerSeries() {
        List<MeasuredPoint> points =
                new ArrayList<>(Synthetic.means(n -> 40 * n / (n + 3), Synthetic.BUFFER_GRID, true, 0.01, 3));
        points.addAll(Synthetic.means(
                s -> s / (20 + s / 40.0), new int[] {16384, 32768, 65536, 131072, 262144}, false, 0.01, 4));

        AnalysisResult result = RunAnalysis.analyze(points, QUICK);

        List<SeriesFit> buffers = result.fits().stream()
                .filter(f -> f.series().axis() == Axis.BUFFERS)
                .toList();
        assertThat(buffers)
                .extracting(SeriesFit::family)
                .containsExactly(CurveFamily.EXP, CurveFamily.HYPERBOLIC, CurveFamily.USL);
        assertThat(buffers).filteredOn(SeriesFit::selected).hasSize(1);
        assertThat(result.selectedFits()).hasSize(2);
        double bestAicc = buffers.stream()
                .mapToDouble(f -> f.parameter("aicc").orElseThrow().value())
                .min()
                .orElseThrow();
        SeriesFit selected =
                buffers.stream().filter(SeriesFit::selected).findFirst().orElseThrow();
        assertThat(selected.parameter("aicc").orElseThrow().value()).isEqualTo(bestAicc);
    }

    @Test
    void parametersComeInTheFitsCsvOrder() {
        AnalysisResult result = RunAnalysis.analyze(
                Synthetic.means(n -> 40 * n / (n + 3), Synthetic.BUFFER_GRID, true, 0.01, 3),
                QUICK.withCurve(CurveChoice.EXP));

        assertThat(result.fits().get(0).parameters().keySet())
                .containsExactly("t_inf", "t_1", "k", "plateau_mb_s", "knee_buffers", "r2", "aicc");
    }

    @Test
    void intervalsAreRepeatableForOneSeedAndDifferForAnother() {
        List<MeasuredPoint> points =
                Synthetic.sampled(n -> 20 - 16 * Math.exp(-0.15 * (n - 1)), Synthetic.BUFFER_GRID, 0.02, 9);

        SeriesFit a =
                RunAnalysis.analyze(points, QUICK.withSeed(5)).selectedFits().get(0);
        SeriesFit b =
                RunAnalysis.analyze(points, QUICK.withSeed(5)).selectedFits().get(0);
        SeriesFit c =
                RunAnalysis.analyze(points, QUICK.withSeed(6)).selectedFits().get(0);

        assertThat(a).isEqualTo(b);
        assertThat(a.parameter("plateau_mb_s").orElseThrow().hasInterval()).isTrue();
        assertThat(c.parameter("plateau_mb_s")).isNotEqualTo(a.parameter("plateau_mb_s"));
    }

    @Test
    void withoutBootstrapEstimatesCarryNoInterval() {
        SeriesFit fit = RunAnalysis.analyze(
                        Synthetic.means(n -> 40 * n / (n + 3), Synthetic.BUFFER_GRID, true, 0.01, 3),
                        QUICK.withBootstrapRounds(0))
                .selectedFits()
                .get(0);

        assertThat(fit.parameters().values()).noneMatch(Estimate::hasInterval);
    }

    @Test
    void failedPointsAreIgnoredAndShortSeriesAreNotFitted() {
        List<MeasuredPoint> points =
                new ArrayList<>(Synthetic.means(n -> 40 * n / (n + 3), new int[] {2, 4, 8, 16}, true, 0.01, 3));
        points.add(MeasuredPoint.failed(Synthetic.key(32, Synthetic.REQUEST), "device stalled"));
        points.addAll(Synthetic.means(s -> s / (20 + s / 40.0), new int[] {16384, 32768}, false, 0.01, 4));

        AnalysisResult result = RunAnalysis.analyze(points, QUICK);

        assertThat(result.fits()).allMatch(f -> f.series().axis() == Axis.BUFFERS);
        assertThat(result.selectedFits()
                        .get(0)
                        .parameter("knee_buffers")
                        .orElseThrow()
                        .value())
                .isBetween(2.0, 16.0);
    }

    @Test
    void aRequestSizeSeriesGivesBandwidthAndPerRequestCost() {
        int[] sizes = {16384, 32768, 65536, 131072, 262144};
        double bandwidth = 440;
        double perRequest = 25;
        List<MeasuredPoint> points = Synthetic.means(s -> s / (perRequest + s / bandwidth), sizes, false, 0.005, 11);

        SeriesFit fit = RunAnalysis.analyze(points, QUICK).selectedFits().get(0);

        assertThat(fit.family()).isEqualTo(CurveFamily.REQUEST_SIZE);
        assertThat(fit.series().fixedValue()).isEqualTo(Synthetic.SIZE_SERIES_BUFFERS);
        assertThat(fit.parameter("bandwidth_mb_s").orElseThrow().value()).isCloseTo(bandwidth, withinPercentage(5));
        assertThat(fit.parameter("per_request_us").orElseThrow().value()).isCloseTo(perRequest, withinPercentage(5));
        assertThat(fit.parameters().keySet()).containsExactly("bandwidth_mb_s", "per_request_us", "r2", "aicc");
        assertThat(fit.parameter("per_request_us").orElseThrow().hasInterval()).isTrue();
    }

    @Test
    void aSeriesNoModelFitsStillGetsAnExplainedRecommendation() {
        List<MeasuredPoint> dead = new ArrayList<>();
        for (int n : new int[] {2, 4, 8, 16}) {
            dead.add(MeasuredPoint.summary(Synthetic.key(n, 16384), 0, 0, 1));
        }

        AnalysisResult result = RunAnalysis.analyze(dead, QUICK);

        assertThat(result.fits()).isEmpty();
        assertThat(result.recommendations()).singleElement().satisfies(r -> {
            assertThat(r.value()).isEqualTo("2");
            assertThat(r.rationale())
                    .startsWith("No curve was fitted (the series snowball/")
                    .contains("measured 0 MB/s at every point");
        });
    }

    @Test
    void aForcedModelWithTooFewPointsSaysSo() {
        List<MeasuredPoint> points = Synthetic.means(n -> 40.0 * n / (n + 3), new int[] {2, 4, 8}, true, 0.01, 3);

        AnalysisResult forced = RunAnalysis.analyze(points, QUICK.withCurve(CurveChoice.USL));
        AnalysisResult auto = RunAnalysis.analyze(points, QUICK);

        assertThat(forced.fits()).isEmpty();
        assertThat(forced.recommendations().get(0).rationale())
                .contains("has only 3 measured points; the usl curve needs more points than parameters");
        // Three points still carry the two-parameter hyperbola.
        assertThat(auto.fits()).extracting(SeriesFit::family).containsExactly(CurveFamily.HYPERBOLIC);
    }

    @Test
    void aSeriesTooShortForAModelsAiccGivesNaNNotInfinityAndChoosesAmongTheOthers() {
        // Five bare means: exp and usl (k = 4 with the variance) leave n - k - 1 = 0.
        List<MeasuredPoint> points = new ArrayList<>(Synthetic.means(
                n -> 20 - 16 * Math.exp(-0.3 * (n - 1)), new int[] {2, 4, 8, 16, 32}, true, 0.01, 3));
        // Four bare means over request size (none at the buffers series' 16 KiB): k = 3, n - k - 1 = 0.
        points.addAll(
                Synthetic.means(s -> s / (20 + s / 40.0), new int[] {32768, 65536, 131072, 262144}, false, 0.01, 4));

        AnalysisResult result = RunAnalysis.analyze(points, QUICK);

        assertThat(result.fits())
                .hasSize(4)
                .allSatisfy(f ->
                        assertThat(f.parameter("aicc").orElseThrow().value()).isNotInfinite());
        assertThat(result.fits())
                .filteredOn(f -> f.family() != CurveFamily.HYPERBOLIC)
                .allSatisfy(f ->
                        assertThat(f.parameter("aicc").orElseThrow().value()).isNaN());
        assertThat(result.selectedFits())
                .extracting(SeriesFit::family)
                .containsExactlyInAnyOrder(CurveFamily.HYPERBOLIC, CurveFamily.REQUEST_SIZE);
    }

    @Test
    void measuredErrorsLetAThreeParameterCurveBeJudgedOnFivePoints() {
        // The realistic sweep's copy series at 256 KiB lost its 64-buffer point to ENOMEM.
        List<MeasuredPoint> points =
                Synthetic.nightly(n -> 38 - 32.3 * Math.exp(-0.45 * (n - 1)), new int[] {2, 4, 8, 16, 32}, 0.02, 17);

        List<SeriesFit> fits = RunAnalysis.analyze(points, QUICK).fits();

        assertThat(fits)
                .allSatisfy(f ->
                        assertThat(f.parameter("aicc").orElseThrow().value()).isFinite());
        SeriesFit selected =
                fits.stream().filter(SeriesFit::selected).findFirst().orElseThrow();
        assertThat(selected.family()).isEqualTo(CurveFamily.EXP);
        assertThat(selected.parameter("knee_buffers").orElseThrow().value()).isBetween(7.0, 9.0);
    }
}
