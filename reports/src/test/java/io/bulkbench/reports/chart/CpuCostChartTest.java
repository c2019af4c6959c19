package io.bulkbench.reports.chart;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.CpuCost;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The CPU chart: copy beside no-copy per size, in both pictures of it, and none where nothing was costed. */
class CpuCostChartTest {
    private static final byte[] PNG_MAGIC = {(byte) 0x89, 'P', 'N', 'G'};

    private static List<MeasuredPoint> points(CpuCost copy, CpuCost noCopy) {
        List<MeasuredPoint> points = new ArrayList<>();
        for (int n : new int[] {2, 4, 8}) {
            for (CopyMode mode : CopyMode.values()) {
                PointKey key = new PointKey("b", "null", Direction.IN, n, 262144, mode);
                points.add(MeasuredPoint.summary(key, 1000, 10, 3).withCpu(mode == CopyMode.COPY ? copy : noCopy));
            }
        }
        return points;
    }

    @Test
    void eachSizeHasACopyLineBesideANoCopyLine() {
        CpuCostChart chart = CpuCostChart.of(
                        Direction.IN,
                        SweepAxis.BUFFERS,
                        points(CpuCost.summary(34.2, 1, Double.NaN), CpuCost.summary(0.12, 0.01, Double.NaN)))
                .orElseThrow();

        assertThat(chart.lines())
                .extracting(CpuCostChart.Line::name)
                .containsExactly("256 KiB, copy", "256 KiB, no-copy");
        assertThat(chart.lines()).allSatisfy(l -> assertThat(l.points()).hasSize(3));
        assertThat(chart.json())
                .contains("\"yLabel\":\"CPU per MB moved (us/MB)\"")
                .contains("34.2 us/MB of CPU");
        assertThat(chart.draw().png()).startsWith(PNG_MAGIC);
        assertThat(chart.fileName()).isEqualTo("chart-in-cpu-buffers.png");
    }

    @Test
    void pointsWithoutCpuFiguresDrawNoChart() {
        assertThat(CpuCostChart.of(Direction.IN, SweepAxis.BUFFERS, points(CpuCost.UNKNOWN, CpuCost.UNKNOWN)))
                .isEmpty();
        assertThat(ReportCharts.of(points(CpuCost.UNKNOWN, CpuCost.UNKNOWN), List.of())
                        .cpu(Direction.IN))
                .isEmpty();
    }

    @Test
    void aRunsChartsIncludeItsCpuChartsOverBothAxes() {
        ReportCharts charts = ReportCharts.of(
                points(CpuCost.summary(34.2, 1, Double.NaN), CpuCost.summary(0.12, 0.01, Double.NaN)), List.of());

        assertThat(charts.all())
                .extracting(ReportChart::fileName)
                .contains("chart-in-cpu-buffers.png", "chart-in-cpu-request-size.png");
    }
}
