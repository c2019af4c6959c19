package io.bulkbench.reports.chart;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.Fixtures;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

class ChartTest {

    static int distinctColours(byte[] png) throws IOException {
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 2) {
            for (int x = 0; x < image.getWidth(); x += 2) {
                colours.add(image.getRGB(x, y));
            }
        }
        return colours.size();
    }

    @Test
    void bufferChartShowsPointsFitAndKnee() throws IOException {
        ChartImage chart = BufferCountChart.of(Direction.IN, CopyMode.NO_COPY, Fixtures.points(), Fixtures.fits())
                .map(SweepChart::image)
                .orElseThrow();

        assertThat(chart.fileName()).isEqualTo("chart-in-no-copy-buffers.png");
        assertThat(chart.caption()).contains("16 KiB: usl fit", "knee at 8 buffers", "64 KiB: usl fit");
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(chart.png()));
        assertThat(image.getWidth()).isEqualTo(ChartStyle.WIDTH);
        assertThat(distinctColours(chart.png())).isGreaterThan(8);
    }

    @Test
    void requestSizeChartNamesBandwidthAndPerRequestCost() {
        ChartImage chart = RequestSizeChart.of(Direction.IN, CopyMode.COPY, Fixtures.points(), Fixtures.fits())
                .map(SweepChart::image)
                .orElseThrow();

        assertThat(chart.caption()).contains("n=8: B = 140 MB/s, t0 = 211 us");
        assertThat(chart.fileName()).isEqualTo("chart-in-copy-request-size.png");
    }

    @Test
    void theLogAxisIsLabelledWithPowersOfTwoNotTheirLogarithms() {
        assertThat(ChartStyle.powerOfTwoLabel(ChartStyle.log2(2))).isEqualTo("2");
        assertThat(ChartStyle.powerOfTwoLabel(ChartStyle.log2(64))).isEqualTo("64");
        assertThat(ChartStyle.powerOfTwoLabel(ChartStyle.log2(256))).isEqualTo("256");
        assertThat(ChartStyle.powerOfTwoLabel(ChartStyle.log2(4096))).isEqualTo("4096");
        assertThat(ChartStyle.powerOfTwoLabel(-1)).isEqualTo("0.5");
        assertThat(ChartStyle.powerOfTwoLabel(2.5)).isBlank().isNotEmpty();
        assertThat(ChartStyle.powerOfTwoLabel(ChartStyle.log2(6))).isBlank().isNotEmpty();
    }

    @Test
    void theRequestSizeAxisIsLabelledWithSizesAsTheTablesWriteThem() {
        assertThat(ChartStyle.powerOfTwoSizeLabel(ChartStyle.log2(512))).isEqualTo("512 B");
        assertThat(ChartStyle.powerOfTwoSizeLabel(ChartStyle.log2(16_384))).isEqualTo("16 KiB");
        assertThat(ChartStyle.powerOfTwoSizeLabel(ChartStyle.log2(262_144))).isEqualTo("256 KiB");
        assertThat(ChartStyle.powerOfTwoSizeLabel(ChartStyle.log2(2_097_152))).isEqualTo("2 MiB");
        assertThat(ChartStyle.powerOfTwoSizeLabel(ChartStyle.log2(24_576)))
                .isBlank()
                .isNotEmpty();
        assertThat(ChartStyle.powerOfTwoSizeLabel(-1))
                .as("half a byte")
                .isBlank()
                .isNotEmpty();
    }

    @Test
    void aChartWithoutFitsSaysSoAndStillDrawsThePoints() throws IOException {
        ChartImage chart = BufferCountChart.of(Direction.IN, CopyMode.COPY, Fixtures.points(), List.of())
                .map(SweepChart::image)
                .orElseThrow();
        assertThat(chart.caption()).endsWith("no fit selected.").doesNotContain("knee", "lines:");
        assertThat(distinctColours(chart.png())).isGreaterThan(8);
    }

    @Test
    void aSingleBufferCountAndSizesOffThePowersOfTwoStillRender() throws IOException {
        List<MeasuredPoint> points = List.of(
                MeasuredPoint.ok(
                        new PointKey("b", "d", Direction.OUT, 4, 16384, CopyMode.COPY), 10, 1, List.of(9.0, 11.0), 0),
                MeasuredPoint.ok(
                        new PointKey("b", "d", Direction.OUT, 4, 32768, CopyMode.COPY), 12, 1, List.of(12.0), 0),
                MeasuredPoint.ok(
                        new PointKey("b", "d", Direction.OUT, 3, 512, CopyMode.NO_COPY),
                        2,
                        Double.NaN,
                        List.of(2.0),
                        0),
                MeasuredPoint.ok(
                        new PointKey("b", "d", Direction.OUT, 3, 1536, CopyMode.NO_COPY), 4, 0.1, List.of(4.0), 0));

        ReportCharts charts = ReportCharts.of(points, List.of());

        assertThat(charts.images()).hasSize(4);
        for (ChartImage chart : charts.images()) {
            assertThat(distinctColours(chart.png())).as(chart.fileName()).isGreaterThan(8);
        }
    }

    @Test
    void renderingIsHeadless() {
        BufferCountChart.of(Direction.IN, CopyMode.COPY, Fixtures.points(), List.of())
                .map(SweepChart::image);
        assertThat(System.getProperty("java.awt.headless")).isEqualTo("true");
    }

    @Test
    void noPointsNoChart() {
        assertThat(BufferCountChart.of(Direction.OUT, CopyMode.COPY, Fixtures.points(), List.of())
                        .map(SweepChart::image))
                .isEmpty();
        assertThat(RequestSizeChart.of(Direction.OUT, CopyMode.COPY, Fixtures.points(), List.of())
                        .map(SweepChart::image))
                .isEmpty();
    }

    @Test
    void allChartsOfARunAreRenderedOnce() {
        ReportCharts charts = ReportCharts.of(Fixtures.points(), Fixtures.fits());
        assertThat(charts.images())
                .extracting(ChartImage::fileName)
                .containsExactly(
                        "chart-in-copy-buffers.png", "chart-in-copy-request-size.png",
                        "chart-in-no-copy-buffers.png", "chart-in-no-copy-request-size.png");
        assertThat(charts.buffers(Direction.BOTH, CopyMode.COPY)).isEmpty();
    }
}
