package io.bulkbench.reports;

import io.bulkbench.analysis.CopyMode;
import io.bulkbench.analysis.Direction;
import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Verdict;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A busy machine that could not pace the simulator shows in the report, never as a regression. */
class SimulatorLateReportTest {

    private static ReportInput withComparison(List<PointChange> comparison) {
        ReportInput base = Fixtures.input();
        return new ReportInput(base.board(), base.device(), base.runId(), base.createdAt(), base.reproduceCommand(),
                base.points(), base.analysis(), base.baselines(), comparison);
    }

    @Test
    void aComparisonCountsThePointsItDidNotJudge() throws IOException {
        List<PointChange> comparison = new ArrayList<>(Fixtures.comparison());
        comparison.add(new PointChange(Fixtures.key(Direction.IN, 2, 16384, CopyMode.COPY), 20.0, 18.0, -0.1, 0.0001,
                "welch", Verdict.SIMULATOR_LATE));
        ReportInput input = withComparison(comparison);

        Element section = RenderedReport.html(input).getElementById("comparison");
        assertThat(section.selectFirst("p").text()).isEqualTo("1 regression(s), 0 improvement(s), 1 unchanged, "
                + "1 not comparable, 1 not judged because the simulator ran late.");
        assertThat(section.select("> table tbody tr").eachText()).anySatisfy(row ->
                assertThat(row).startsWith("simulator late in, copy 2 x 16 KiB 20.0 18.0 -10.0 %"));
        assertThat(RenderedReport.markdown(input)).contains("1 not judged because the simulator ran late.")
                .contains("| simulator late | in, copy | 2 x 16 KiB | 20.0 | 18.0 | -10.0 % |");
    }

    @Test
    void withoutSuchPointsTheSentenceStaysAsItWas() throws IOException {
        Element section = RenderedReport.html(Fixtures.input()).getElementById("comparison");
        assertThat(section.selectFirst("p").text())
                .isEqualTo("1 regression(s), 0 improvement(s), 1 unchanged, 1 not comparable.");
    }
}
