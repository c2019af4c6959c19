package io.bulkbench.reports.csv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.analysis.explain.ChangeVerdict;
import io.bulkbench.analysis.explain.ModelChange;
import io.bulkbench.analysis.explain.ParameterChange;
import io.bulkbench.analysis.explain.StageEstimate;
import io.bulkbench.core.BadInputException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class ExplainCsvTest {
    private static final String TEXT = """
            parameter,before,before_low,before_high,after,after_low,after_high,change_percent,verdict,\
            compare_points_changed
            host.submit_us,52,50,54,71,69,73,36.53846153846153,changed,0
            device.storage_mb_s,90,60,,95,70,,5.555555555555555,undetermined,0
            copy.mb_s,,,,900,850,950,,undetermined,0
            """;

    /** As an earlier bulkbench wrote it: no count of the points compare called changed. */
    private static final String WITHOUT_COUNT = """
            parameter,before,before_low,before_high,after,after_low,after_high,change_percent,verdict
            host.submit_us,52,50,54,53,51,55,1.9230769230769231,undetermined
            """;

    @Test
    void theCountOfPointsCompareCalledChangedReadsBackAndSaysTheRunsDiffer() throws Exception {
        ModelChange change = ModelChange.of(
                        List.of(new StageEstimate("host.submit_us", 52, 50, 54)),
                        List.of(new StageEstimate("host.submit_us", 53, 51, 55)))
                .withPointsChanged(4);
        StringWriter out = new StringWriter();
        ExplainCsv.write(change, out);

        ModelChange back = ExplainCsv.read(new StringReader(out.toString()), "explain.csv");

        assertThat(back.pointsChanged()).isEqualTo(4);
        assertThat(back.summary()).contains("the runs differ (compare finds 4 points changed)");
        assertThat(ExplainCsv.read(new StringReader(WITHOUT_COUNT), "explain.csv")
                        .pointsChanged())
                .isZero();
        assertThatThrownBy(
                        () -> ExplainCsv.read(new StringReader(out.toString().replace(",4\n", ",-4\n")), "explain.csv"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("compare_points_changed")
                .hasMessageContaining("-4 is below 0");
    }

    @Test
    void aComparisonIsWrittenAsTheColumnsSayAndReadsBackTheSame() throws Exception {
        ModelChange change = ModelChange.of(
                List.of(
                        new StageEstimate("host.submit_us", 52, 50, 54),
                        new StageEstimate("device.storage_mb_s", 90, 60, Double.NaN)),
                List.of(
                        new StageEstimate("host.submit_us", 71, 69, 73),
                        new StageEstimate("device.storage_mb_s", 95, 70, Double.NaN),
                        new StageEstimate("copy.mb_s", 900, 850, 950)));
        StringWriter out = new StringWriter();
        ExplainCsv.write(change, out);

        assertThat(out.toString().replace("\r\n", "\n")).isEqualTo(TEXT);
        ModelChange back = ExplainCsv.read(new StringReader(out.toString()), "explain.csv");
        assertThat(back).isEqualTo(change);
        assertThat(back.parameters())
                .extracting(ParameterChange::verdict)
                .containsExactly(ChangeVerdict.CHANGED, ChangeVerdict.UNDETERMINED, ChangeVerdict.UNDETERMINED);
    }

    @Test
    void aValueOutsideItsIntervalIsOneLineNamingTheRow() {
        String bad = TEXT.replace("host.submit_us,52,50,54", "host.submit_us,52,53,54");
        assertThatThrownBy(() -> ExplainCsv.read(new StringReader(bad), "explain.csv"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("explain.csv line 2, column before:")
                .hasMessageNotContaining("\n");
    }

    @Test
    void aParameterOfNoStageIsOneLineNamingTheRow() {
        String bad = TEXT.replace("copy.mb_s,", "cpu.mb_s,");
        assertThatThrownBy(() -> ExplainCsv.read(new StringReader(bad), "explain.csv"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("explain.csv line 4, column parameter: 'cpu.mb_s' is a parameter of no stage")
                .hasMessageNotContaining("\n");
    }

    @Test
    void theBeforeRunIsOneRowAndReadsBack() throws Exception {
        StringWriter out = new StringWriter();
        ExplainBeforeCsv.write("20261129-021500", out);

        assertThat(out.toString().replace("\r\n", "\n")).isEqualTo("before_run\n20261129-021500\n");
        assertThat(ExplainBeforeCsv.read(new StringReader(out.toString()), "explain-before.csv"))
                .isEqualTo("20261129-021500");
        assertThatThrownBy(() -> ExplainBeforeCsv.read(new StringReader("before_run\na\nb\n"), "explain-before.csv"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("explain-before.csv holds 2 rows, not one; give the file as bulkbench wrote it");
        assertThatThrownBy(() ->
                        ExplainBeforeCsv.read(new StringReader("before_run,later_column\n,x\n"), "explain-before.csv"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("column before_run: the cell is empty");
    }
}
