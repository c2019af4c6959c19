package io.bulkbench.reports.csv;

import io.bulkbench.analysis.CopyMode;
import io.bulkbench.analysis.Direction;
import io.bulkbench.analysis.MeasuredPoint;
import io.bulkbench.analysis.PointKey;
import io.bulkbench.reports.Fixtures;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Text cells cannot start a spreadsheet formula, and still read back as written. */
class FormulaGuardTest {

    @Test
    void aHyperlinkFormulaInAReasonIsNeutralised() throws IOException {
        MeasuredPoint failed = MeasuredPoint.failed(Fixtures.key(Direction.IN, 2, 16384, CopyMode.COPY),
                "=HYPERLINK(\"http://evil.example\",\"click\")");
        StringWriter out = new StringWriter();
        PointsCsv.write(List.of(failed), out);

        String row = out.toString().lines().skip(1).findFirst().orElseThrow();
        assertThat(row).endsWith(",\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"click\"\")\",");
        assertThat(row).doesNotContain(",=");
    }

    @Test
    void everyFormulaStartIsGuardedButNumbersStayNumbers() {
        assertThat(CsvCells.text("=1+2")).isEqualTo("'=1+2");
        assertThat(CsvCells.text("+cmd")).isEqualTo("'+cmd");
        assertThat(CsvCells.text("-2+3")).isEqualTo("'-2+3");
        assertThat(CsvCells.text("@SUM(A1)")).isEqualTo("'@SUM(A1)");
        assertThat(CsvCells.text("\tx")).isEqualTo("'\tx");
        assertThat(CsvCells.text("-1")).isEqualTo("-1");
        assertThat(CsvCells.text("+2.5e3")).isEqualTo("+2.5e3");
        assertThat(CsvCells.text("snowball")).isEqualTo("snowball");
        assertThat(CsvCells.text("two\nlines")).isEqualTo("two lines");
    }

    @Test
    void normalNamesAreWrittenUnchanged() throws IOException {
        PointKey key = new PointKey("rk3399-evb_v2.1", "usb:1d6b:0104,if=0,in=0x81", Direction.OUT, 4, 16384,
                CopyMode.NO_COPY);
        StringWriter out = new StringWriter();
        PointsCsv.write(List.of(MeasuredPoint.failed(key, "stall on ep 0x81 (EPIPE)")), out);

        assertThat(out.toString()).contains("rk3399-evb_v2.1,\"usb:1d6b:0104,if=0,in=0x81\",out,4,16384,no-copy,failed")
                .endsWith(",stall on ep 0x81 (EPIPE),\n");
        assertThat(PointsCsv.read(new StringReader(out.toString()), "points.csv").get(0).key()).isEqualTo(key);
    }

    @Property(tries = 200)
    void everyOneLineTextReadsBackAsWritten(@ForAll String board, @ForAll String reason) throws IOException {
        String b = "b" + board.replace('\r', ' ').replace('\n', ' ');
        String r = reason.replace('\r', ' ').replace('\n', ' ');
        MeasuredPoint p = MeasuredPoint.failed(new PointKey(b.strip().isEmpty() ? "b" : b, "null", Direction.IN,
                2, 16384, CopyMode.COPY), r);
        StringWriter out = new StringWriter();
        PointsCsv.write(List.of(p), out);

        assertThat(PointsCsv.read(new StringReader(out.toString()), "points.csv")).containsExactly(p);
    }

    @Property(tries = 200)
    void numbersReadBackExactly(@ForAll double value) {
        String cell = CsvCells.number(value);
        if (Double.isNaN(value)) {
            assertThat(cell).isEmpty();
        } else {
            assertThat(Double.parseDouble(cell)).isEqualTo(value == 0 ? 0.0 : value);
            assertThat(cell).doesNotContain("E");
        }
    }
}
