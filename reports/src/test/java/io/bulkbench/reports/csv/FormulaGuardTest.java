package io.bulkbench.reports.csv;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.Fixtures;
import io.bulkbench.reports.RandomText;
import io.bulkbench.testing.RandomCases;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Text cells cannot start a spreadsheet formula, and still read back as written. */
class FormulaGuardTest {
    /** The numbers checked first: zero, the smallest and largest of either sign, NaN and the infinities. */
    private static final List<Double> NUMBER_EDGES = List.of(
            0.0,
            -0.0,
            0.01,
            -0.01,
            1.0,
            -1.0,
            Double.MIN_VALUE,
            -Double.MIN_VALUE,
            Double.MIN_NORMAL,
            Double.MAX_VALUE,
            -Double.MAX_VALUE,
            Double.NaN,
            Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY);

    @Test
    void aHyperlinkFormulaInAReasonIsNeutralised() throws IOException {
        MeasuredPoint failed = MeasuredPoint.failed(
                Fixtures.key(Direction.IN, 2, 16384, CopyMode.COPY), "=HYPERLINK(\"http://evil.example\",\"click\")");
        StringWriter out = new StringWriter();
        PointsCsv.write(List.of(failed), out);

        String row = out.toString().lines().skip(1).findFirst().orElseThrow();
        assertThat(row).endsWith(",\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"click\"\")\",,,,,measured");
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
        PointKey key = new PointKey(
                "rk3399-evb_v2.1", "usb:1d6b:0104,if=0,in=0x81", Direction.OUT, 4, 16384, CopyMode.NO_COPY);
        StringWriter out = new StringWriter();
        PointsCsv.write(List.of(MeasuredPoint.failed(key, "stall on ep 0x81 (EPIPE)")), out);

        assertThat(out.toString())
                .contains("rk3399-evb_v2.1,\"usb:1d6b:0104,if=0,in=0x81\",out,4,16384,no-copy,failed")
                .endsWith(",stall on ep 0x81 (EPIPE),,,,,measured\n");
        assertThat(PointsCsv.read(new StringReader(out.toString()), "points.csv")
                        .get(0)
                        .key())
                .isEqualTo(key);
    }

    @Test
    void everyOneLineTextReadsBackAsWritten() {
        RandomCases.check(500, c -> {
            String b = "b"
                    + RandomText.draw(c, "board", 255, "").replace('\r', ' ').replace('\n', ' ');
            String r = RandomText.draw(c, "reason", 255, "").replace('\r', ' ').replace('\n', ' ');
            MeasuredPoint p = MeasuredPoint.failed(
                    new PointKey(b.strip().isEmpty() ? "b" : b, "null", Direction.IN, 2, 16384, CopyMode.COPY), r);
            StringWriter out = new StringWriter();
            PointsCsv.write(List.of(p), out);

            assertThat(PointsCsv.read(new StringReader(out.toString()), "points.csv"))
                    .as("%s", c)
                    .containsExactly(p);
        });
    }

    @Test
    void numbersReadBackExactly() {
        RandomCases.check(500, c -> {
            double value = c.edgesFirst("value", NUMBER_EDGES, FormulaGuardTest::anyDouble);
            String cell = CsvCells.number(value);
            if (Double.isNaN(value)) {
                assertThat(cell).as("%s", c).isEmpty();
            } else {
                assertThat(Double.parseDouble(cell)).as("%s", c).isEqualTo(value == 0 ? 0.0 : value);
                assertThat(cell).as("%s", c).doesNotContain("E");
            }
        });
    }

    /** Any bit pattern (once in about 2000 NaN or an infinity), or a decimal with two places, or a whole number. */
    private static double anyDouble(SplittableRandom random) {
        return switch (random.nextInt(3)) {
            case 0 -> Double.longBitsToDouble(random.nextLong());
            case 1 -> Math.round(random.nextDouble(-1, 1) * Math.pow(10, random.nextInt(2, 18))) / 100.0;
            default -> (double) (random.nextLong() >> random.nextInt(64));
        };
    }
}
