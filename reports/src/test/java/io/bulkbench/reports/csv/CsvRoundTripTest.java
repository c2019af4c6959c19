package io.bulkbench.reports.csv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.analysis.Undecided;
import io.bulkbench.analysis.ValueInterval;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.CpuCost;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.Fixtures;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

class CsvRoundTripTest {

    private static MeasuredPoint withoutSamples(MeasuredPoint p) {
        return new MeasuredPoint(
                p.key(),
                p.status(),
                p.throughputMbS(),
                p.errorMbS(),
                p.minMbS(),
                p.maxMbS(),
                p.iterations(),
                p.verifyErrors(),
                p.reason(),
                List.of(),
                p.lateShare(),
                p.origin(),
                p.cpu());
    }

    @Test
    void pointsSurviveWritingAndReading() throws IOException {
        List<MeasuredPoint> points = new ArrayList<>(Fixtures.points());
        points.add(MeasuredPoint.summary(
                        new PointKey(
                                "board, \"quoted\" \\ back",
                                "file:C:\\disk",
                                Direction.BOTH,
                                3,
                                1000,
                                CopyMode.NO_COPY),
                        1e-7,
                        Double.NaN,
                        7)
                .withRange(0, 3.5e9)
                .withVerifyErrors(12, "short transfer, then \"stall\""));
        StringWriter out = new StringWriter();
        PointsCsv.write(points, out);

        List<MeasuredPoint> read = PointsCsv.read(new StringReader(out.toString()), "points.csv");

        assertThat(read)
                .containsExactlyElementsOf(
                        points.stream().map(CsvRoundTripTest::withoutSamples).toList());
        assertThat(out.toString())
                .startsWith(String.join(",", PointsCsv.COLUMNS) + "\n")
                .contains(",in,6,16384,copy,ok,")
                .contains(",failed,,,,,0,0,ENOMEM")
                .contains(",0.0000001,,0,3500000000,7,12,\"short transfer, then \"\"stall\"\"\",,,,,measured\n");
    }

    @Test
    void theSourceSurvivesWritingAndReadingAndAnUnknownOneIsRefused() throws IOException {
        List<MeasuredPoint> points =
                List.of(Fixtures.points().get(0), Fixtures.points().get(1).predicted());
        StringWriter out = new StringWriter();
        PointsCsv.write(points, out);

        List<MeasuredPoint> read = PointsCsv.read(new StringReader(out.toString()), "points.csv");

        assertThat(read).extracting(MeasuredPoint::isPredicted).containsExactly(false, true);
        assertThat(out.toString().lines().skip(1).map(l -> l.substring(l.lastIndexOf(',') + 1)))
                .containsExactly("measured", "predicted");
        String bad = String.join(",", PointsCsv.COLUMNS) + "\n"
                + "snowball,null,in,2,16384,copy,ok,10,1,9,11,3,0,,,,,,guessed\n";
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> PointsCsv.read(new StringReader(bad), "points.csv"))
                .hasMessageContaining("points.csv line 2")
                .hasMessageContaining("source 'guessed' is not one of measured, predicted");
    }

    @Test
    void theLateShareSurvivesWritingAndReadingAndUnknownStaysUnknown() throws IOException {
        List<MeasuredPoint> points = List.of(
                Fixtures.points().get(0).withLateShare(OptionalDouble.of(0.0321)),
                Fixtures.points().get(1).withLateShare(OptionalDouble.of(0)),
                Fixtures.points().get(2));
        StringWriter out = new StringWriter();
        PointsCsv.write(points, out);

        List<MeasuredPoint> read = PointsCsv.read(new StringReader(out.toString()), "points.csv");

        assertThat(read)
                .extracting(MeasuredPoint::lateShare)
                .containsExactly(OptionalDouble.of(0.0321), OptionalDouble.of(0), OptionalDouble.empty());
        assertThat(read)
                .containsExactlyElementsOf(
                        points.stream().map(CsvRoundTripTest::withoutSamples).toList());
        assertThat(out.toString().lines().skip(1).map(CsvRoundTripTest::beforeCpuCells))
                .extracting(l -> l.substring(l.lastIndexOf(',') + 1))
                .containsExactly("0.0321", "0", "");
    }

    /** A row of a point without a CPU cost, cut before its three empty CPU cells and its source. */
    private static String beforeCpuCells(String row) {
        assertThat(row).matches(".*,,,,(measured|predicted)");
        return row.substring(0, row.lastIndexOf(",,,,"));
    }

    @Test
    void theCpuCostSurvivesWritingAndReadingAndUnknownStaysUnknown() throws IOException {
        List<MeasuredPoint> points = List.of(
                Fixtures.points().get(0).withCpu(CpuCost.summary(38.5, 1.25, 0.31)),
                Fixtures.points().get(1).withCpu(CpuCost.summary(0.25, Double.NaN, Double.NaN)),
                Fixtures.points().get(2));
        StringWriter out = new StringWriter();
        PointsCsv.write(points, out);

        List<MeasuredPoint> read = PointsCsv.read(new StringReader(out.toString()), "points.csv");

        assertThat(read)
                .extracting(MeasuredPoint::cpu)
                .containsExactlyElementsOf(
                        points.stream().map(MeasuredPoint::cpu).toList());
        assertThat(out.toString().lines().skip(1))
                .extracting(l -> l.substring(0, l.lastIndexOf(",measured")))
                .extracting(l -> l.substring(nthLastComma(l, 3) + 1))
                .containsExactly("38.5,1.25,0.31", "0.25,,", ",,");
    }

    private static int nthLastComma(String text, int n) {
        int at = text.length();
        for (int i = 0; i < n; i++) {
            at = text.lastIndexOf(',', at - 1);
        }
        return at;
    }

    @Test
    void aPointsTableWrittenBeforeTheCpuColumnsReadsWithItsCostUnknown() throws IOException {
        String before = "board,device,direction,buffers,request_bytes,copy_mode,status,throughput_mb_s,error_mb_s,"
                + "min_mb_s,max_mb_s,iterations,verify_errors,reason,late_share,source\n"
                + "snowball,null,in,2,16384,copy,ok,10,1,9,11,3,0,,,measured\n";

        List<MeasuredPoint> read = PointsCsv.read(new StringReader(before), "points.csv");

        assertThat(read).singleElement().satisfies(p -> {
            assertThat(p.throughputMbS()).isEqualTo(10);
            assertThat(p.cpu()).isEqualTo(CpuCost.UNKNOWN);
        });
    }

    @Test
    void eachIterationsCpuCostSurvivesRawCsvAndAnOlderRawCsvStillReads() throws IOException {
        MeasuredPoint p = Fixtures.points().get(0);
        List<Double> perMb = p.samples().stream().map(s -> 1000 / s).toList();
        List<Double> host = p.samples().stream().map(s -> 0.5).toList();
        MeasuredPoint measured = p.withCpu(CpuCost.ofIterations(perMb, 0.5, host));
        StringWriter out = new StringWriter();
        RawCsv.write(List.of(measured), out);

        List<RawSample> iterations = RawCsv.iterationsByPoint(RawCsv.read(new StringReader(out.toString()), "raw.csv"))
                .get(p.key());
        MeasuredPoint joined = PointsCsv.withIterations(withoutSamples(measured), iterations);

        assertThat(joined.samples()).containsExactlyElementsOf(p.samples());
        assertThat(joined.cpu().microsPerMbSamples()).containsExactlyElementsOf(perMb);
        assertThat(joined.cpu().hostShareSamples()).containsExactlyElementsOf(host);
        String older = "board,device,direction,buffers,request_bytes,copy_mode,iteration,throughput_mb_s\n"
                + "snowball,null,in,2,16384,copy,1,10.5\n";
        assertThat(RawCsv.read(new StringReader(older), "raw.csv"))
                .singleElement()
                .satisfies(r -> assertThat(r.cpuMicrosPerMb()).isNaN());
    }

    @Test
    void rawSamplesSurviveWritingAndReading() throws IOException {
        List<MeasuredPoint> points = Fixtures.points();
        StringWriter out = new StringWriter();
        RawCsv.write(points, out);

        Map<PointKey, List<Double>> samples = RawCsv.byPoint(RawCsv.read(new StringReader(out.toString()), "raw.csv"));

        List<MeasuredPoint> ok = points.stream().filter(MeasuredPoint::isOk).toList();
        assertThat(samples).hasSize(ok.size());
        for (MeasuredPoint p : ok) {
            assertThat(samples.get(p.key())).containsExactlyElementsOf(p.samples());
        }
        assertThat(out.toString().lines().count()).isEqualTo(1 + 3L * ok.size());
    }

    @Test
    void fitsSurviveWritingAndReadingWithParametersInOrder() throws IOException {
        List<SeriesFit> fits = Fixtures.fits();
        StringWriter out = new StringWriter();
        FitsCsv.write(fits, out);

        List<SeriesFit> read = FitsCsv.read(new StringReader(out.toString()), "fits.csv");

        assertThat(read).containsExactlyElementsOf(fits);
        assertThat(read.get(0).parameters().keySet())
                .containsExactly("lambda", "sigma", "kappa", "plateau_mb_s", "knee_buffers", "r2", "aicc");
        assertThat(out.toString())
                .contains("snowball,sim:snowball-msc,in,no-copy,buffers,16384,,usl,true,lambda,12,")
                .contains(",request_size,,8,request_size,true,bandwidth_mb_s,140,120,160");
    }

    @Test
    void recommendationsSurviveWritingAndReading() throws IOException {
        List<Recommendation> recommendations = List.of(
                Fixtures.recommendation(CopyMode.COPY, "6"),
                Fixtures.recommendation(CopyMode.NO_COPY, "256").asCheaperOnCpu());
        StringWriter out = new StringWriter();
        RecommendationsCsv.write(recommendations, List.of(), out);

        assertThat(RecommendationsCsv.read(new StringReader(out.toString()), "recommendations.csv"))
                .containsExactlyElementsOf(recommendations);
    }

    @Test
    void aRecommendationsTableWrittenBeforeTheCheaperModeColumnReadsWithNoModeCheaper() throws IOException {
        StringWriter out = new StringWriter();
        RecommendationsCsv.write(
                List.of(Fixtures.recommendation(CopyMode.NO_COPY, "8").asCheaperOnCpu()), List.of(), out);
        String older = withoutLastColumns(out.toString(), 3);

        assertThat(older).doesNotContain("cheaper_on_cpu");
        assertThat(RecommendationsCsv.read(new StringReader(older), "recommendations.csv"))
                .singleElement()
                .satisfies(r -> assertThat(r.cheaperOnCpu()).isFalse());
        assertThat(out.toString()).endsWith(",no-copy,,\n");
        String legacy = out.toString().replace(",no-copy,,\n", ",true,,\n");
        assertThat(RecommendationsCsv.read(new StringReader(legacy), "recommendations.csv"))
                .singleElement()
                .satisfies(r -> assertThat(r.cheaperOnCpu()).isTrue());
        String wrong = out.toString().replace(",no-copy,,\n", ",yes,,\n");
        assertThatThrownBy(() -> RecommendationsCsv.read(new StringReader(wrong), "recommendations.csv"))
                .hasMessageStartingWith("recommendations.csv line 2, column cheaper_on_cpu: 'yes' names no copy mode");
    }

    @Test
    void aKneeIntervalKeepsItsRangeAndAFileFromBeforeTheColumnReadsNone() throws IOException {
        StringWriter out = new StringWriter();
        RecommendationsCsv.write(
                List.of(Fixtures.recommendation(CopyMode.COPY, "7").withInterval(new ValueInterval(5, 12))),
                List.of(),
                out);

        assertThat(out.toString()).endsWith(",5..12\n");
        assertThat(RecommendationsCsv.read(new StringReader(out.toString()), "recommendations.csv"))
                .singleElement()
                .satisfies(r -> assertThat(r.interval()).contains(new ValueInterval(5, 12)));
        String older = withoutLastColumns(out.toString(), 1);
        assertThat(older).doesNotContain("interval");
        assertThat(RecommendationsCsv.read(new StringReader(older), "recommendations.csv"))
                .singleElement()
                .satisfies(r -> assertThat(r.interval()).isEmpty());
        String wrong = out.toString().replace(",5..12\n", ",12..5\n");
        assertThatThrownBy(() -> RecommendationsCsv.read(new StringReader(wrong), "recommendations.csv"))
                .hasMessageStartingWith("recommendations.csv line 2, column interval: '12..5' is not an interval");
    }

    @Test
    void anUndecidedDefaultKeepsItsRangeAndAFileFromBeforeTheColumnReadsDecided() throws IOException {
        StringWriter out = new StringWriter();
        RecommendationsCsv.write(
                List.of(Fixtures.recommendation(CopyMode.COPY, "7").asUndecided(new Undecided(List.of("7", "3", "5")))),
                List.of(),
                out);

        assertThat(out.toString()).endsWith(",3..7,\n");
        assertThat(RecommendationsCsv.read(new StringReader(out.toString()), "recommendations.csv"))
                .singleElement()
                .satisfies(r -> assertThat(r.undecided()).contains(new Undecided(List.of("3", "7"))));
        String older = withoutLastColumns(out.toString(), 2);
        assertThat(older).doesNotContain("undecided");
        assertThat(RecommendationsCsv.read(new StringReader(older), "recommendations.csv"))
                .singleElement()
                .satisfies(r -> assertThat(r.decided()).isTrue());
        for (String range : List.of("7..3", "3..3", "3..x", "3..7\nCONFIG_MODULES=n", "3")) {
            String wrong = out.toString().replace(",3..7,\n", ",\"" + range + "\",\n");
            assertThatThrownBy(() -> RecommendationsCsv.read(new StringReader(wrong), "recommendations.csv"))
                    .as(range)
                    .hasMessageStartingWith("recommendations.csv line ")
                    .hasMessageContaining(
                            ", column undecided: '" + range + "' is not a range of two whole numbers such as 3..7");
        }
    }

    /** A table as a version before its last {@code count} columns wrote it. */
    private static String withoutLastColumns(String table, int count) {
        return table.lines()
                .map(l -> {
                    String cut = l;
                    for (int i = 0; i < count; i++) {
                        cut = cut.substring(0, cut.lastIndexOf(','));
                    }
                    return cut;
                })
                .reduce("", (a, l) -> a + l + "\n");
    }

    @Test
    void aRecommendedValueThatIsNoWholeNumberIsRefusedWithItsLine() throws IOException {
        for (String value : List.of("-1", "'quoted'", "4\nCONFIG_MODULES=n", "y", "")) {
            StringWriter out = new StringWriter();
            RecommendationsCsv.write(List.of(Fixtures.recommendation(CopyMode.COPY, value)), List.of(), out);

            assertThatThrownBy(() -> RecommendationsCsv.read(new StringReader(out.toString()), "recommendations.csv"))
                    .as(value)
                    .isInstanceOf(io.bulkbench.core.BadInputException.class)
                    .hasMessageStartingWith("recommendations.csv line 2, column value: ")
                    .hasMessageContaining("is not a whole number");
        }
    }

    @Test
    void comparisonsSurviveWritingAndReading() throws IOException {
        List<PointChange> changes = Fixtures.comparison();
        StringWriter out = new StringWriter();
        CompareCsv.write(changes, out);

        assertThat(CompareCsv.read(new StringReader(out.toString()), "compare.csv"))
                .containsExactlyElementsOf(changes);
        assertThat(out.toString()).contains(",regression\n").contains(",95,,,,,,not_comparable\n");
    }

    @Test
    void emptyListsWriteJustTheHeaderAndReadBackEmpty() throws IOException {
        StringWriter out = new StringWriter();
        FitsCsv.write(List.of(), out);
        assertThat(out.toString()).isEqualTo(String.join(",", FitsCsv.COLUMNS) + "\n");
        assertThat(FitsCsv.read(new StringReader(out.toString()), "fits.csv")).isEmpty();
    }
}
