package io.bulkbench.reports.csv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.analysis.LatencySummary;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LatencyCsvTest {
    private static final String HEADER =
            "board,device,direction,buffers,request_bytes,copy_mode,p50_us,p90_us,p99_us," + "p999_us,max_us,samples\n";

    private static List<LatencySummary> latencies() {
        return List.of(
                LatencySummary.of(new PointKey("fastboot", "sim:fastboot-ssp", Direction.OUT, 2, 16384, CopyMode.COPY))
                        .p50Us(25.1)
                        .p90Us(33.4)
                        .p99Us(35.0)
                        .p999Us(61.25)
                        .maxUs(1204.5)
                        .samples(41_230)
                        .build(),
                LatencySummary.of(new PointKey(
                                "=cmd, \"quoted\"", "file:C:\\disk", Direction.IN, 8, 131072, CopyMode.NO_COPY))
                        .p50Us(0)
                        .p90Us(0)
                        .p99Us(0.001)
                        .p999Us(0.001)
                        .maxUs(0.002)
                        .samples(1)
                        .build());
    }

    @Test
    void latenciesSurviveWritingAndReading() throws IOException {
        StringWriter out = new StringWriter();
        LatencyCsv.write(latencies(), out);

        assertThat(LatencyCsv.read(new StringReader(out.toString()), "latency.csv"))
                .containsExactlyElementsOf(latencies());
        assertThat(out.toString())
                .startsWith(HEADER)
                .contains("fastboot,sim:fastboot-ssp,out,2,16384,copy,25.1,33.4,35,61.25,1204.5,41230\n")
                .contains("\"'=cmd, \"\"quoted\"\"\"");
    }

    @Test
    void aFileOnDiskIsWrittenWholeAndReadBack(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("latency.csv");
        LatencyCsv.write(latencies(), file);
        LatencyCsv.write(latencies().subList(0, 1), file);

        assertThat(LatencyCsv.read(file)).containsExactly(latencies().get(0));
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(file);
        }
    }

    @Test
    void readsColumnsInAnyOrderAndIgnoresUnknownOnes() throws IOException {
        String csv =
                "samples,note,max_us,p999_us,p99_us,p90_us,p50_us,copy_mode,request_bytes,buffers,direction,device,board\n"
                        + "500,extra,90,80,70,60,50,no-copy,65536,4,in,null,b\n";

        assertThat(LatencyCsv.read(new StringReader(csv), "latency.csv"))
                .containsExactly(LatencySummary.of(new PointKey("b", "null", Direction.IN, 4, 65536, CopyMode.NO_COPY))
                        .p50Us(50)
                        .p90Us(60)
                        .p99Us(70)
                        .p999Us(80)
                        .maxUs(90)
                        .samples(500)
                        .build());
    }

    @Test
    void aNonNumberNamesFileLineAndColumn() {
        String csv = HEADER + "b,null,in,4,65536,copy,50,60,70,80,90,500\n"
                + "b,null,in,8,65536,copy,50,sixty,70,80,90,500\n";

        assertThatThrownBy(() -> LatencyCsv.read(new StringReader(csv), "latency.csv"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("latency.csv line 3, column p90_us: 'sixty' is not a number");
    }

    @Test
    void anEmptyIntervalOrANegativeOneIsRefusedWithItsColumn() {
        assertThatThrownBy(() -> LatencyCsv.read(
                        new StringReader(HEADER + "b,null,in,4,65536,copy,50,60,,80,90,500\n"), "latency.csv"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("latency.csv line 2, column p99_us: the cell is empty");
        assertThatThrownBy(() -> LatencyCsv.read(
                        new StringReader(HEADER + "b,null,in,4,65536,copy,-1,60,70,80,90,500\n"), "latency.csv"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("latency.csv line 2, column p50_us: '-1'");
    }

    @Test
    void aSampleCountMustBeAWholePositiveNumber() {
        assertThatThrownBy(() -> LatencyCsv.read(
                        new StringReader(HEADER + "b,null,in,4,65536,copy,50,60,70,80,90,0\n"), "latency.csv"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("latency.csv line 2, column samples: '0'");
        assertThatThrownBy(() -> LatencyCsv.read(
                        new StringReader(HEADER + "b,null,in,4,65536,copy,50,60,70,80,90,5.5\n"), "latency.csv"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("latency.csv line 2, column samples: '5.5'");
    }

    @Test
    void percentilesOutOfOrderAreLocatedByLine() {
        assertThatThrownBy(() -> LatencyCsv.read(
                        new StringReader(HEADER + "b,null,in,4,65536,copy,50,60,70,80,75,500\n"), "latency.csv"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("latency.csv line 2: completion intervals of")
                .hasMessageContaining("out of order");
    }

    @Test
    void aMissingColumnAndABadDirectionAreNamed() {
        assertThatThrownBy(() -> LatencyCsv.read(
                        new StringReader("board,device,direction,buffers,request_bytes,copy_mode,"
                                + "p50_us,p90_us,p99_us,max_us,samples\nb,null,in,4,65536,copy,50,60,70,90,500\n"),
                        "latency.csv"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("latency.csv line 1, column p999_us:");
        assertThatThrownBy(() -> LatencyCsv.read(
                        new StringReader(HEADER + "b,null,sideways,4,65536,copy,50,60,70,80,90,500\n"), "latency.csv"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("latency.csv line 2, column direction:");
    }
}
