package io.bulkbench.reports.csv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.analysis.CurveFamily;
import io.bulkbench.analysis.Estimate;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointOrigin;
import io.bulkbench.core.PointStatus;
import io.bulkbench.reports.Fixtures;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Readers take files other tools wrote: any column order, extra columns, the short form. */
class CsvReadingTest {

    private static List<MeasuredPoint> points(String csv) throws IOException {
        return PointsCsv.read(new StringReader(csv), "points.csv");
    }

    @Test
    void readsNineColumnPointsWithSpreadFromTheMean() throws IOException {
        List<MeasuredPoint> read = points("""
                board,device,direction,buffers,request_bytes,copy_mode,status,throughput_mb_s,error_mb_s
                snowball,sim:snowball-msc,in,4,16384,copy,ok,33.5,0.4
                snowball,sim:snowball-msc,out,8,65536,no-copy,failed,,
                """);

        assertThat(read).hasSize(2);
        MeasuredPoint first = read.get(0);
        assertThat(first.key()).isEqualTo(Fixtures.key(Direction.IN, 4, 16384, CopyMode.COPY));
        assertThat(first.throughputMbS()).isEqualTo(33.5);
        assertThat(first.minMbS()).isEqualTo(33.5);
        assertThat(first.iterations()).isEqualTo(1);
        assertThat(read.get(1).status()).isEqualTo(PointStatus.FAILED);
        assertThat(read.get(1).reason()).isEmpty();
    }

    @Test
    void aTableWithoutLateShareOrSourceHoldsMeasuredPointsOfUnknownLateness() throws IOException {
        List<MeasuredPoint> read = points("""
                board,device,direction,buffers,request_bytes,copy_mode,status,throughput_mb_s,error_mb_s
                snowball,sim:snowball-msc,in,2,16384,copy,ok,17.7,0.5
                """);

        assertThat(read).singleElement().satisfies(p -> {
            assertThat(p.throughputMbS()).isEqualTo(17.7);
            assertThat(p.lateShare()).isEmpty();
            assertThat(p.simulatorRanLate()).isFalse();
            assertThat(p.origin()).isEqualTo(PointOrigin.MEASURED);
        });
    }

    @Test
    void aLateShareThatIsNoShareNamesItsLine() {
        assertThatThrownBy(() -> points("""
                board,device,direction,buffers,request_bytes,copy_mode,status,throughput_mb_s,error_mb_s,late_share
                snowball,null,in,2,16384,copy,ok,10,1,0.002
                snowball,null,in,4,16384,copy,ok,10,1,-0.5
                """))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("points.csv line 3: late share -0.5");
        assertThatThrownBy(() -> points("""
                board,device,direction,buffers,request_bytes,copy_mode,status,throughput_mb_s,error_mb_s,late_share
                snowball,null,in,2,16384,copy,ok,10,1,3 %
                """))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("points.csv line 2, column late_share: '3 %' is not a number");
    }

    @Test
    void samplesFromRawFillInTheSpreadOfANineColumnPoint() throws IOException {
        MeasuredPoint short9 = points("""
                board,device,direction,buffers,request_bytes,copy_mode,status,throughput_mb_s,error_mb_s
                snowball,sim:snowball-msc,in,4,16384,copy,ok,33.5,0.4
                """).get(0);

        MeasuredPoint joined = PointsCsv.withSamples(short9, List.of(32.0, 33.5, 35.0));

        assertThat(joined.minMbS()).isEqualTo(32.0);
        assertThat(joined.maxMbS()).isEqualTo(35.0);
        assertThat(joined.iterations()).isEqualTo(3);
        assertThat(joined.samples()).containsExactly(32.0, 33.5, 35.0);
    }

    @Test
    void readsColumnsInAnyOrderAndIgnoresUnknownOnes() throws IOException {
        List<MeasuredPoint> read = points("""
                p99_us,reason,copy_mode,throughput_mb_s,status,request_bytes,host,buffers,direction,device,board,error_mb_s,min_mb_s,max_mb_s,iterations,verify_errors
                812,,no-copy,40.25,ok,32768,lab-3,6,both,usb:1234:5678,bench-a,1.5,38,42,5,0
                """);

        MeasuredPoint p = read.get(0);
        assertThat(p.key().board()).isEqualTo("bench-a");
        assertThat(p.key().device()).isEqualTo("usb:1234:5678");
        assertThat(p.key().direction()).isEqualTo(Direction.BOTH);
        assertThat(p.key().buffers()).isEqualTo(6);
        assertThat(p.key().requestBytes()).isEqualTo(32768);
        assertThat(p.key().copyMode()).isEqualTo(CopyMode.NO_COPY);
        assertThat(p.throughputMbS()).isEqualTo(40.25);
        assertThat(p.minMbS()).isEqualTo(38);
        assertThat(p.maxMbS()).isEqualTo(42);
        assertThat(p.iterations()).isEqualTo(5);
    }

    @Test
    void acceptsAByteOrderMarkAndWindowsLineEnds() throws IOException {
        List<MeasuredPoint> read = points("\uFEFFboard,device,direction,buffers,request_bytes,copy_mode,status,"
                + "throughput_mb_s,error_mb_s\r\nsnowball,null,in,2,16384,copy,ok,10,1\r\n");
        assertThat(read)
                .singleElement()
                .satisfies(p -> assertThat(p.key().device()).isEqualTo("null"));
    }

    @Test
    void aNonNumberNamesFileLineAndColumn() {
        assertThatThrownBy(() -> points("""
                board,device,direction,buffers,request_bytes,copy_mode,status,throughput_mb_s,error_mb_s
                snowball,null,in,2,16384,copy,ok,10,1
                snowball,null,in,4,16384,copy,ok,abc,1
                """))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("points.csv line 3, column throughput_mb_s: 'abc' is not a number");
    }

    @Test
    void javaOnlyNumberFormsAreNotNumbers() {
        for (String cell : new String[] {"12d", "0x1p3", "1,5", "12 MB/s"}) {
            assertThatThrownBy(() -> points("""
                    board,device,direction,buffers,request_bytes,copy_mode,status,throughput_mb_s,error_mb_s
                    snowball,null,in,2,16384,copy,ok,1,"%s"
                    """.formatted(cell)))
                    .isInstanceOf(BadInputException.class)
                    .hasMessageStartingWith("points.csv line 2, column error_mb_s: '" + cell + "' is not a number");
        }
    }

    @Test
    void anUnclosedQuoteNamesItsLine() {
        assertThatThrownBy(() -> points("""
                board,device,direction,buffers,request_bytes,copy_mode,status,throughput_mb_s,error_mb_s
                snowball,null,in,2,16384,copy,ok,1,1
                "snowball,null,in,4,16384,copy,ok,1,1
                """))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("points.csv line 3: a quoted cell is never closed");
    }

    @Test
    void aMissingRequiredColumnIsNamed() {
        assertThatThrownBy(() -> points("""
                board,device,direction,buffers,request_bytes,copy_mode,status,error_mb_s
                snowball,null,in,2,16384,copy,ok,1
                """))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("points.csv line 1, column throughput_mb_s: the header lacks");
    }

    @Test
    void anUnknownDirectionNamesItsCell() {
        assertThatThrownBy(() -> points("""
                board,device,direction,buffers,request_bytes,copy_mode,status,throughput_mb_s,error_mb_s
                snowball,null,sideways,2,16384,copy,ok,10,1
                """))
                .isInstanceOf(BadInputException.class)
                .hasMessage("points.csv line 2, column direction: direction 'sideways' is not one of in, out, both");
    }

    @Test
    void aValueTheRecordRejectsIsLocatedByLine() {
        assertThatThrownBy(() -> points("""
                board,device,direction,buffers,request_bytes,copy_mode,status,throughput_mb_s,error_mb_s
                snowball,null,in,0,16384,copy,ok,10,1
                """))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("points.csv line 2: buffers 0 is below 1");
    }

    @Test
    void aCpuErrorThatIsNoFiniteNumberIsLocatedByLine() {
        for (String error : new String[] {"Infinity", "-Infinity", "-1"}) {
            assertThatThrownBy(() -> points("""
                            board,device,direction,buffers,request_bytes,copy_mode,status,throughput_mb_s,error_mb_s,\
                            cpu_us_per_mb,cpu_error_us_per_mb
                            snowball,null,in,2,16384,copy,ok,10,1,40,%s
                            """.formatted(error)))
                    .as(error)
                    .isInstanceOf(BadInputException.class)
                    .hasMessageStartingWith("points.csv line 2: CPU per MB error ")
                    .hasMessageContaining("write a finite number >= 0");
        }
    }

    /** A row repeated with space or a tab around its device would be a second point; it is refused, naming its line. */
    @Test
    void aDeviceWithSpaceOrAControlCharacterAroundItIsRefusedNotReadAsAnotherPoint() {
        for (String device :
                new String[] {"sim:snowball-msc ", "\tsim:snowball-msc", " sim:snowball-msc", "sim:snow\u0007"}) {
            assertThatThrownBy(() -> points("""
                            board,device,direction,buffers,request_bytes,copy_mode,status,throughput_mb_s,error_mb_s
                            snowball,sim:snowball-msc,in,2,16384,copy,ok,10,1
                            snowball,"%s",in,2,16384,copy,ok,10,1
                            """.formatted(device)))
                    .as(device)
                    .isInstanceOf(BadInputException.class)
                    .hasMessageStartingWith("points.csv line 3: device spec '")
                    .hasMessageContaining("has space around it or a control character in it");
        }
    }

    @Test
    void aShortLineInAWholeFileIsBadInput() {
        assertThatThrownBy(() -> points("""
                board,device,direction,buffers,request_bytes,copy_mode,status,throughput_mb_s,error_mb_s
                snowball,null,in,2,16384
                """))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("points.csv line 2: the record has 5 cells but the header names 9 columns");
    }

    @Test
    void fitsWithAMissingCurveParameterAreBadInput() {
        assertThatThrownBy(() -> FitsCsv.read(new StringReader("""
                board,device,direction,copy_mode,axis,request_bytes,buffers,curve,selected,parameter,value,ci_low,ci_high
                b,null,in,copy,buffers,16384,,usl,true,lambda,10,,
                b,null,in,copy,buffers,16384,,usl,true,sigma,0.1,,
                """), "fits.csv"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("fits.csv line 2, column parameter: the usl fit has no row for 'kappa'");
    }

    @Test
    void aCurveOnTheWrongAxisIsBadInput() {
        assertThatThrownBy(() -> FitsCsv.read(new StringReader("""
                board,device,direction,copy_mode,axis,request_bytes,buffers,curve,selected,parameter,value,ci_low,ci_high
                b,null,in,copy,request_size,,8,usl,true,lambda,10,,
                """), "fits.csv"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("fits.csv line 2, column curve: 'usl' does not fit the request_size axis");
    }

    /** Run folders written before the curve column was renamed call it model; they still read. */
    @Test
    void fitsCsvWithTheOldModelColumnStillReads() throws IOException {
        List<SeriesFit> fits = FitsCsv.read(new StringReader("""
                board,device,direction,copy_mode,axis,request_bytes,buffers,model,selected,parameter,value,ci_low,ci_high
                b,null,in,copy,buffers,16384,,hyperbolic,true,t_inf,40,38,42
                b,null,in,copy,buffers,16384,,hyperbolic,true,k_half,3,,
                b,null,in,copy,request_size,,8,request_size,false,bandwidth_mb_s,140,,
                b,null,in,copy,request_size,,8,request_size,false,per_request_us,120,,
                """), "fits.csv");

        assertThat(fits)
                .extracting(SeriesFit::family)
                .containsExactly(CurveFamily.HYPERBOLIC, CurveFamily.REQUEST_SIZE);
        assertThat(fits).extracting(SeriesFit::selected).containsExactly(true, false);
        assertThat(fits.get(0).parameters()).containsEntry("t_inf", new Estimate(40, 38, 42));
        // 40 n / (n + 3) at n = 3 is half of 40.
        assertThat(fits.get(0).predict(3)).isEqualTo(20.0);
    }
}
