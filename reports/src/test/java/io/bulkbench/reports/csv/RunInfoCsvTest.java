package io.bulkbench.reports.csv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.analysis.trend.RunInfo;
import io.bulkbench.core.BadInputException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunInfoCsvTest {

    @Test
    void aRunsDescriptionReadsBackAsWritten() throws Exception {
        RunInfo info = new RunInfo(Instant.parse("2026-11-30T02:15:00Z"), "lab-host-1", "=6.12.1, \"rc3\"", "0.1.0");
        StringWriter out = new StringWriter();
        RunInfoCsv.write(info, out);
        assertThat(out.toString()).startsWith("started,host,label,bulkbench_version\n2026-11-30T02:15:00Z,lab-host-1,");
        assertThat(RunInfoCsv.read(new StringReader(out.toString()), "run.csv")).isEqualTo(info);
    }

    @Test
    void aStartThatIsNoInstantNamesItsCell() {
        assertThatThrownBy(() -> RunInfoCsv.read(
                        new StringReader("started,host,label,bulkbench_version\nyesterday,h,l,v\n"), "run.csv"))
                .isInstanceOf(BadInputException.class)
                .hasMessage(
                        "run.csv line 2, column started: 'yesterday' is not an instant; write one such as 2026-11-30T02:15:00Z");
    }

    @Test
    void aLabelIsOneLineOfAtMostTwoHundredCharacters() {
        assertThat(new RunInfo(Instant.EPOCH, "h", "6.12\nrc3", "v").label()).isEqualTo("6.12 rc3");
        assertThatThrownBy(() -> new RunInfo(Instant.EPOCH, "h", "x".repeat(201), "v"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("keep it to 200");
    }

    @Test
    void aFileThatIsNotUtf8NamesItsLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("run.csv");
        Files.write(
                file,
                "started,host,label,bulkbench_version\n2026-11-30T02:15:00Z,h\u00f6st,,1\n"
                        .getBytes(StandardCharsets.ISO_8859_1));
        assertThatThrownBy(() -> RunInfoCsv.read(file))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith(file + " line 2: byte 0xf6 is not UTF-8 text");
    }
}
