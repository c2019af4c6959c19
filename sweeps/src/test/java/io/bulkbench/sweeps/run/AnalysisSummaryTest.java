package io.bulkbench.sweeps.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class AnalysisSummaryTest {

    private static Recommendation buffers(long memoryBytes) {
        return new Recommendation(
                "snowball",
                "sim:snowball-msc",
                Direction.IN,
                CopyMode.NO_COPY,
                "CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS",
                "4",
                19.904,
                0.9951,
                memoryBytes,
                "the knee");
    }

    @Test
    void eachDefaultIsOneLineWithItsEvidence() {
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text);

        AnalysisSummary.print(List.of(buffers(65536), buffers(1000)), List.of(), out);
        out.flush();

        assertThat(text.toString().lines())
                .containsExactly(
                        "snowball in no-copy: CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=4 (19.9 MB/s, 100 % of best,"
                                + " 64 KiB of memory)",
                        "snowball in no-copy: CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=4 (19.9 MB/s, 100 % of best,"
                                + " 1000 B of memory)");
    }
}
