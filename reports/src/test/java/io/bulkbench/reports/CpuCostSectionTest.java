package io.bulkbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.AnalysisResult;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.CpuCost;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The report's CPU section: copy beside no-copy over sizes and buffers, budget marks, and the simulator's part. */
class CpuCostSectionTest {
    private static final int SIZE = 262144;

    private static MeasuredPoint point(String device, int buffers, CopyMode mode, CpuCost cpu) {
        PointKey key = new PointKey("snowball", device, Direction.IN, buffers, SIZE, mode);
        return MeasuredPoint.summary(key, 19.9, 0.2, 5).withCpu(cpu);
    }

    @Test
    void eachModesTableHoldsItsCpuPerMegabyteAndMarksWhatIsOverTheBudget() {
        MeasuredPoint copy = point("usb:1d6b:0104", 4, CopyMode.COPY, CpuCost.summary(160, 5, 0.31));
        MeasuredPoint noCopy = point("usb:1d6b:0104", 4, CopyMode.NO_COPY, CpuCost.summary(100, 5, 0.25));
        ReportInput input = ReportInput.builder(
                        "snowball", "usb:1d6b:0104", new AnalysisResult(List.of(), List.of(), List.of(copy.key())))
                .points(List.of(copy, noCopy))
                .build();

        String md = CpuCostSection.section(input).markdown();

        assertThat(md)
                .contains("## What the points cost the CPU")
                .contains("### in, copy")
                .contains("### in, no-copy")
                .contains("| 256 KiB | 160, host 31 %, over budget |")
                .contains("| 256 KiB | 100, host 25 % |")
                .doesNotContain("simulator");
    }

    @Test
    void onTheSimulatorTheIntroSaysWhichPartIsTheCopyAndWhichTheBookkeeping() {
        MeasuredPoint simulated = point("sim:snowball-msc", 4, CopyMode.COPY, CpuCost.summary(4139, 1720, Double.NaN));
        ReportInput input = ReportInput.builder(
                        "snowball", "sim:snowball-msc", new AnalysisResult(List.of(), List.of()))
                .points(List.of(simulated))
                .baselines(List.of(
                        point("null", 8, CopyMode.COPY, CpuCost.summary(34.2, 7, Double.NaN)),
                        point("null", 8, CopyMode.NO_COPY, CpuCost.summary(0.2, 0.01, Double.NaN))))
                .build();

        String md = CpuCostSection.section(input).markdown();

        // 34.2 - 0.2 us/MB: the copy's own cost at 256 KiB
        assertThat(md)
                .contains("the simulator's own bookkeeping")
                .contains("the copy itself costs 34.0 us/MB at 256 KiB")
                .contains("| 256 KiB | 4139 |");
    }

    @Test
    void aRunWithoutCpuFiguresHasNoSuchSection() {
        ReportInput input = ReportInput.builder("snowball", "null", new AnalysisResult(List.of(), List.of()))
                .points(List.of(MeasuredPoint.summary(
                        new PointKey("snowball", "null", Direction.IN, 4, SIZE, CopyMode.COPY), 10, 1, 3)))
                .build();

        assertThat(CpuCostSection.section(input).isEmpty()).isTrue();
    }
}
