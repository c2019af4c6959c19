package io.bulkbench.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.withinPercentage;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.DoubleUnaryOperator;
import org.junit.jupiter.api.Test;

class RecommendationTest {

    private static final AnalysisSettings QUICK = AnalysisSettings.defaults().withBootstrapRounds(40);

    private static MeasuredPoint point(int buffers, int requestBytes, double mbs) {
        return MeasuredPoint.summary(Synthetic.key(buffers, requestBytes), mbs, Double.NaN, 1);
    }

    @Test
    void theBufferCountIsTheKneeOfTheTrueCurveWithItsEvidence() {
        // The curve the points are drawn from: T(n) = 20 - 16 exp(-0.15 (n - 1)) MB/s. Its best
        // on 2..64 is T(64) = 19.9987; 95 % of that is 18.9988, which T(19) = 18.925 misses and
        // T(20) = 19.075 reaches, so the true knee is 20 buffers.
        DoubleUnaryOperator truth = n -> 20 - 16 * Math.exp(-0.15 * (n - 1));
        int trueKnee = 20;
        List<MeasuredPoint> points = Synthetic.means(truth, Synthetic.BUFFER_GRID, true, 0.005, 2);

        List<Recommendation> recs = RunAnalysis.analyze(points, QUICK).recommendations();

        assertThat(recs).hasSize(1);
        Recommendation r = recs.get(0);
        int knee = Integer.parseInt(r.value());
        assertThat(r.symbol()).isEqualTo("CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS");
        // 0.5 % noise on 11 points moves the fitted knee by a buffer at most.
        assertThat(knee).isBetween(trueKnee - 1, trueKnee + 1);
        assertThat(r.memoryBytes()).isEqualTo(knee * 16384L);
        assertThat(r.shareOfBest()).isGreaterThanOrEqualTo(0.95).isLessThanOrEqualTo(1.0);
        // The throughput it promises is the true curve's at that count (18.93 to 19.21 MB/s), within 1 %.
        assertThat(r.throughputMbS()).isCloseTo(truth.applyAsDouble(knee), withinPercentage(1));
        assertThat(r.rationale())
                .startsWith(knee + " buffers reach ")
                .contains("of the best fitted", "KiB of memory (16 KiB each)", "knee 95 % CI")
                .endsWith(".");
    }

    @Test
    void aFlatSeriesRecommendsTheSmallestMeasuredCountAndSaysSo() {
        List<MeasuredPoint> points = Synthetic.means(n -> 19.9, new int[] {2, 4, 8, 16}, true, 0.002, 5);

        Recommendation r = RunAnalysis.analyze(points, QUICK).recommendations().get(0);

        assertThat(r.value()).isEqualTo("2");
        assertThat(r.rationale()).startsWith("Throughput is flat: 2 buffers, the smallest measured count");
    }

    @Test
    void aFlatSeriesAsANightlyRunMeasuresItKneesAtTheSmallestCount() {
        int[][] grids = {Synthetic.DOUBLING_GRID, {4, 8, 16, 32, 64}};
        for (int[] grid : grids) {
            for (long seed = 0; seed < 10; seed++) {
                List<MeasuredPoint> points = Synthetic.nightly(n -> 19.9, grid, 0.02, 40 + seed);

                Recommendation r = RunAnalysis.analyze(points, QUICK.withSeed(seed))
                        .recommendations()
                        .get(0);

                assertThat(r.value()).as("seed %d from %d", seed, grid[0]).isEqualTo(Integer.toString(grid[0]));
                assertThat(r.shareOfBest()).isGreaterThanOrEqualTo(0.95);
                assertThat(r.rationale())
                        .startsWith("Throughput is flat: " + grid[0]
                                + " buffers, the smallest measured count, already reach");
            }
        }
    }

    @Test
    void anExactlyConstantSeriesIsFlatToo() {
        List<MeasuredPoint> points = Synthetic.means(n -> 19.9, Synthetic.DOUBLING_GRID, true, 0, 1);

        AnalysisResult result = RunAnalysis.analyze(points, QUICK);

        assertThat(result.selectedFits())
                .singleElement()
                .satisfies(f -> assertThat(
                                f.parameter("knee_buffers").orElseThrow().value())
                        .isEqualTo(2.0));
        assertThat(result.recommendations().get(0).rationale()).startsWith("Throughput is flat: 2 buffers");
    }

    @Test
    void aFallingSeriesSaysMoreBuffersHurt() {
        // Retrograde from the start, as the NetBSD thread saw with too much read-ahead.
        List<MeasuredPoint> points = Synthetic.means(
                n -> 40.0 * n / (1 + 0.9 * (n - 1) + 0.02 * n * (n - 1)), Synthetic.BUFFER_GRID, true, 0.002, 5);

        Recommendation r = RunAnalysis.analyze(points, QUICK).recommendations().get(0);

        assertThat(r.value()).isEqualTo("2");
        assertThat(r.rationale())
                .startsWith("More buffers hurt: 2 buffers, the smallest measured count, already reach")
                .contains("and throughput falls to", "MB/s at 64 buffers.");
    }

    @Test
    void aRunRecommendsNothingExactlyWhenNoSeriesHasTwoPointsMeasuredOk() {
        // 2 x 16 KiB and 4 x 64 KiB: each buffers series and each size series holds one point
        List<MeasuredPoint> apart = List.of(point(2, 16384, 18.7), point(4, 65536, 19.9));
        List<MeasuredPoint> failed = List.of(
                point(2, 16384, 18.7), MeasuredPoint.failed(Synthetic.key(4, 16384), "fork exited with code 134"));
        List<MeasuredPoint> two = List.of(point(2, 16384, 18.7), point(4, 16384, 19.9));

        assertThat(RunAnalysis.analyze(apart, QUICK).recommendations())
                .as(Recommendation.WHY_NONE)
                .isEmpty();
        assertThat(RunAnalysis.analyze(failed, QUICK).recommendations())
                .as(Recommendation.WHY_NONE)
                .isEmpty();
        assertThat(RunAnalysis.analyze(two, QUICK).recommendations()).isNotEmpty();
    }

    @Test
    void withoutAFitTheMeasuredMeansDecideAndTheRationaleSaysWhy() {
        List<MeasuredPoint> points = List.of(point(2, 16384, 18.75), point(4, 16384, 19.9));

        Recommendation r = RunAnalysis.analyze(points, QUICK).recommendations().get(0);

        // The mailing list's numbers: 2 buffers give 94 % of 4 buffers' 19.9 MB/s, short of 95 %.
        assertThat(r.value()).isEqualTo("4");
        assertThat(r.shareOfBest()).isEqualTo(1.0);
        assertThat(r.rationale())
                .startsWith("No curve was fitted (the series")
                .contains("/copy over buffers at 16 KiB has only 2 measured points")
                .contains("within 95 % of the best measured 19.9 MB/s");
        Recommendation lenient = RunAnalysis.analyze(points, QUICK.withKneeShare(0.9))
                .recommendations()
                .get(0);
        assertThat(lenient.value()).isEqualTo("2");
        assertThat(lenient.shareOfBest()).isEqualTo(18.75 / 19.9);
        assertThat(lenient.rationale()).contains("so throughput is flat over the measured counts");
    }

    @Test
    void theRequestSizeIsTheSmallestWithinTheShareAndTheBufferCountFollowsIt() {
        List<MeasuredPoint> points = new ArrayList<>();
        int[] sizes = {16384, 32768, 65536, 131072, 262144};
        int[] buffers = {2, 4, 8, 16};
        for (int s : sizes) {
            for (int n : buffers) {
                // Link 40 MB/s, 20 us per request; a pipeline of n hides all but 1/n of a request's turnaround.
                double t = s / (20 + s / 40.0) * n / (n + 0.5);
                points.add(point(n, s, t));
            }
        }

        List<Recommendation> recs = RunAnalysis.analyze(points, QUICK).recommendations();

        Recommendation size = recs.stream()
                .filter(r -> r.symbol().equals("CONFIG_BULKBENCH_REQUEST_KIB"))
                .findFirst()
                .orElseThrow();
        // At 16 buffers the link looks like B = 40 x 16/16.5 MB/s with t0 = 20 x 16.5/16 us.
        double best = 262144 / (20 + 262144 / 40.0);
        int expected = 16384 / (20 + 16384 / 40.0) >= 0.95 * best ? 16 : 32;
        assertThat(size.value()).isEqualTo(Integer.toString(expected));
        assertThat(size.rationale()).contains("at 16 buffers", "the link fits 38.8 MB/s with 20.6 us per request");
        Recommendation count = recs.stream()
                .filter(r -> r.symbol().equals("CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS"))
                .findFirst()
                .orElseThrow();
        long pair = Long.parseLong(count.value()) * expected * 1024L;
        assertThat(count.memoryBytes()).isEqualTo(pair);
        assertThat(count.rationale()).contains("(" + expected + " KiB each)").doesNotContain("measured with");
        // The size is judged at 16 buffers, but the board ships the recommended count: both rows cost the pair.
        assertThat(count.value()).isNotEqualTo("16");
        assertThat(size.memoryBytes()).isEqualTo(pair);
        assertThat(size.rationale())
                .endsWith("With the recommended " + count.value() + " buffers they take " + pair / 1024
                        + " KiB of memory.")
                .doesNotContain("of memory);");
    }

    @Test
    void aCountMeasuredAtAnotherRequestSizeIsCostedAtTheRecommendedSize() {
        List<MeasuredPoint> points = new ArrayList<>();
        // Request sizes swept at 16 buffers only; buffer counts swept at 256 KiB only.
        for (int s : new int[] {16384, 32768, 65536, 131072}) {
            points.add(point(16, s, s / (20 + s / 40.0)));
        }
        for (int n : new int[] {2, 4, 8, 16}) {
            points.add(point(n, 262144, 262144 / (20 + 262144 / 40.0) * n / (n + 0.5)));
        }

        List<Recommendation> recs = RunAnalysis.analyze(points, QUICK).recommendations();

        Recommendation size = recs.stream()
                .filter(r -> r.symbol().equals("CONFIG_BULKBENCH_REQUEST_KIB"))
                .findFirst()
                .orElseThrow();
        Recommendation count = recs.stream()
                .filter(r -> r.symbol().equals("CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS"))
                .findFirst()
                .orElseThrow();
        long sizeBytes = Long.parseLong(size.value()) * 1024;
        assertThat(sizeBytes).isLessThan(262144);
        assertThat(count.memoryBytes()).isEqualTo(Long.parseLong(count.value()) * sizeBytes);
        assertThat(size.memoryBytes()).isEqualTo(count.memoryBytes());
        assertThat(count.rationale())
                .contains("The count was measured with 256 KiB requests; with the recommended " + size.value()
                        + " KiB requests " + count.value() + " buffers take");
    }

    @Test
    void withoutARecommendedCountTheSizeIsCostedAtItsSeriesCount() {
        List<MeasuredPoint> points = new ArrayList<>();
        for (int s : new int[] {16384, 32768, 65536, 131072}) {
            points.add(point(16, s, s / (20 + s / 40.0)));
        }

        Recommendation size =
                RunAnalysis.analyze(points, QUICK).recommendations().get(0);

        assertThat(size.symbol()).isEqualTo("CONFIG_BULKBENCH_REQUEST_KIB");
        // 16 KiB requests give 16384 / (20 + 409.6) = 38.1 MB/s, 96 % of 128 KiB's 39.8.
        assertThat(size.value()).isEqualTo("16");
        assertThat(size.memoryBytes()).isEqualTo(16 * 16384);
        assertThat(size.rationale())
                .contains("at 16 buffers (256 KiB of memory);")
                .doesNotContain("recommended");
    }

    @Test
    void symbolsComeFromTheSettings() {
        AnalysisSettings settings =
                new AnalysisSettings(0.9, CurveChoice.AUTO, "CONFIG_FSG_BUFS", "CONFIG_REQ_KIB", 1, 0);
        List<MeasuredPoint> points = Synthetic.means(n -> 40.0 * n / (n + 3), Synthetic.BUFFER_GRID, true, 0.005, 2);

        assertThat(RunAnalysis.analyze(points, settings).recommendations())
                .extracting(Recommendation::symbol)
                .containsExactly("CONFIG_FSG_BUFS");
    }

    @Test
    void whatTheBuilderIsNotToldIsEmptyAndAWitherChangesOnlyItsPart() {
        Recommendation r = Recommendation.forSeries(new SeriesKey(
                        "snowball", "sim:snowball-msc", Direction.IN, CopyMode.NO_COPY, Axis.BUFFERS, 16384))
                .symbol("CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS")
                .value("4")
                .throughputMbS(19.9)
                .shareOfBest(0.97)
                .memoryBytes(65536)
                .build();

        assertThat(r.rationale()).isEmpty();
        assertThat(List.of(r.basis(), r.cheaperMode(), r.undecided(), r.interval()))
                .allMatch(Optional::isEmpty);
        assertThat(r.decided()).isTrue();
        Recommendation fitted = r.withBasis(ThroughputBasis.FITTED);
        assertThat(fitted.basis()).contains(ThroughputBasis.FITTED);
        assertThat(fitted.withBasis(ThroughputBasis.MEASURED).basis()).contains(ThroughputBasis.MEASURED);
        assertThat(fitted)
                .isEqualTo(
                        r.toBuilder().basis(Optional.of(ThroughputBasis.FITTED)).build());
        assertThat(fitted.toBuilder().basis(Optional.empty()).build()).isEqualTo(r);
    }

    @Test
    void aRecommendationWithoutItsSymbolIsAProgrammingError() {
        assertThatThrownBy(() -> Recommendation.builder()
                        .board("b")
                        .device("d")
                        .direction(Direction.IN)
                        .copyMode(CopyMode.COPY)
                        .value("4")
                        .build())
                .isInstanceOf(NullPointerException.class)
                .hasMessageStartingWith("symbol ");
    }
}
