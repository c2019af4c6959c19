package io.bulkbench.reports.csv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.change.MetricChange;
import io.bulkbench.analysis.change.MetricSeries;
import io.bulkbench.analysis.change.SeriesTable;
import io.bulkbench.core.BadInputException;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Series CSVs in Otava's convention: first column the time, every other column a metric. */
class SeriesCsvTest {

    private static SeriesTable read(String csv) throws IOException {
        return SeriesCsv.read(new StringReader(csv), "series.csv");
    }

    @Test
    void readsMetricsInColumnOrderAndSkipsEmptyCellsForThatMetricAlone() throws IOException {
        SeriesTable table = read("""
                \uFEFFtime, read_mb_s ,write_mb_s
                2026-11-01,33.5,20.1
                2026-11-02,,20.3

                2026-11-03,33.1,NaN
                2026-11-04,33.9,19.8
                """);

        assertThat(table.times()).containsExactly("2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04");
        assertThat(table.metrics())
                .containsExactly(
                        new MetricSeries("read_mb_s", List.of(0, 2, 3), List.of(33.5, 33.1, 33.9)),
                        new MetricSeries("write_mb_s", List.of(0, 1, 3), List.of(20.1, 20.3, 19.8)));
    }

    @Test
    void aHeaderAloneIsAnEmptyHistory() throws IOException {
        SeriesTable table = read("label,throughput\n");
        assertThat(table.times()).isEmpty();
        assertThat(table.metrics()).containsExactly(new MetricSeries("throughput", List.of(), List.of()));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "''                             | series.csv is empty; a series CSV needs a header row",
                "time\\n2026-11-01\\n           | series.csv line 1: the header has one column",
                "time,a,\\n1,2,3\\n             | series.csv line 1, column 3: the header leaves this column unnamed",
                "time,a,a\\n1,2,3\\n            | series.csv line 1, column a: the header names this column twice",
                "2026-11-01,33.5,20\\n          | series.csv line 1: '2026-11-01,33.5,20' is data, not a header",
                "time,a\\nmon,1\\ntue,fast\\n   | series.csv line 3, column a: 'fast' is not a number",
                "time,a\\nmon,1\\ntue,1e999\\n  | series.csv line 3, column a: '1e999' is not a finite number",
                "time,a,b\\nmon,1\\n            | series.csv line 2: the record has 2 cells but the header names 3 columns",
            })
    void badFilesAreOneSentenceNamingFileLineAndColumn(String csv, String expected) {
        assertThatThrownBy(() -> read(csv.replace("\\n", "\n")))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith(expected)
                .hasMessageNotContaining("\n");
    }

    @Test
    void aFileThatIsNotTextIsRefused(@TempDir Path dir) throws IOException {
        Path binary = dir.resolve("series.csv");
        Files.write(binary, new byte[] {(byte) 0xC3, (byte) 0x28, 0x2C, (byte) 0xFF, 0x0A});
        assertThatThrownBy(() -> SeriesCsv.read(binary))
                .isInstanceOf(BadInputException.class)
                .hasMessage(
                        binary
                                + " line 1: byte 0xc3 is not UTF-8 text; save the file as UTF-8 (or give the file that was meant)");
    }

    @Test
    void aFolderOrAPipeIsRefusedBeforeItIsRead(@TempDir Path dir) throws Exception {
        assertThatThrownBy(() -> SeriesCsv.read(dir))
                .isInstanceOf(BadInputException.class)
                .hasMessage(dir + " is a folder, not a file; give the path of a file");
        Path fifo = dir.resolve("series.fifo");
        Assumptions.assumeTrue(
                new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "mkfifo makes a pipe");
        assertThatThrownBy(() -> SeriesCsv.read(fifo))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith(fifo + " is not a regular file");
    }

    @Test
    void changesAreWrittenOneRowEachWithTheirTime() throws IOException {
        StringWriter out = new StringWriter();
        ChangesCsv.write(
                List.of(
                        new MetricChange("read_mb_s", "2026-11-03", new ChangePoint(2, 33.5, 30.15, 1.25e-7)),
                        new MetricChange("zero", "=night", new ChangePoint(5, 0, 2, 0.0))),
                out);

        List<String> lines = out.toString().lines().toList();
        assertThat(lines)
                .hasSize(3)
                .startsWith("metric,index,time,mean_before,mean_after,change_percent,p_value")
                .endsWith("zero,5,'=night,0,2,,0");
        String[] cells = lines.get(1).split(",", -1);
        assertThat(cells).hasSize(7);
        assertThat(List.of(cells).subList(0, 5)).containsExactly("read_mb_s", "2", "2026-11-03", "33.5", "30.15");
        // 33.5 to 30.15 MB/s is a drop of 3.35 / 33.5 = 10 %; the cell keeps the double's every digit.
        assertThat(Double.parseDouble(cells[5])).isCloseTo(-10.0, within(1e-9));
        assertThat(cells[6]).isEqualTo("0.000000125");
    }
}
