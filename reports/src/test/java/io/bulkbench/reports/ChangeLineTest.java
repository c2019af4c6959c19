package io.bulkbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The line every surface writes for a changed point, checked against lines written out by hand. */
class ChangeLineTest {
    private static final PointKey KEY =
            new PointKey("snowball", "sim:snowball-msc", Direction.IN, 8, 65536, CopyMode.NO_COPY);

    private static PointChange.Builder ninetyToSeventy() {
        return PointChange.of(KEY)
                .baselineMbS(90)
                .candidateMbS(70)
                .relativeChange(70.0 / 90 - 1)
                .pValue(0.0004)
                .test("welch");
    }

    @Test
    void aRegressionNamesThePointItsFiguresAndTheTest() {
        assertThat(ChangeLine.regression(
                        ninetyToSeventy().verdict(Verdict.REGRESSION).build()))
                .isEqualTo("REGRESSION snowball sim:snowball-msc in no-copy 64 KiB x 8:"
                        + " 90.0 -> 70.0 MB/s (-22.2 %, p = 0.00040, welch)");
    }

    @Test
    void aRegressionTheSimulatorsLatenessCannotExplainSaysWhatRemains() {
        PointChange c = ninetyToSeventy()
                .highestChange(-0.15)
                .verdict(Verdict.REGRESSION)
                .build();
        assertThat(ChangeLine.regression(c))
                .endsWith("(-22.2 %, p = 0.00040, welch); the simulator also ran late, and allowing for all its"
                        + " lateness the change is still -15.0 %");
    }

    @Test
    void aDropTheLatenessMayExplainIsNotJudged() {
        assertThat(ChangeLine.notJudged(
                        ninetyToSeventy().verdict(Verdict.SIMULATOR_LATE).build()))
                .isEqualTo("NOT JUDGED snowball sim:snowball-msc in no-copy 64 KiB x 8:"
                        + " 90.0 -> 70.0 MB/s (-22.2 %, p = 0.00040, welch), but the simulator ran late enough to"
                        + " explain it");
    }

    @Test
    void aPointWithoutATestOrACounterpartShowsDashes() {
        PointChange c = PointChange.of(KEY)
                .candidateMbS(70)
                .verdict(Verdict.NOT_COMPARABLE)
                .build();
        assertThat(ChangeLine.of(c))
                .isEqualTo("snowball sim:snowball-msc in no-copy 64 KiB x 8: – -> 70.0 MB/s (–, p = –)");
    }

    @Test
    void theSummaryCountsRegressionsAndWhatWasLeftUnjudged() {
        PointChange regression = ninetyToSeventy().verdict(Verdict.REGRESSION).build();
        PointChange late = ninetyToSeventy().verdict(Verdict.SIMULATOR_LATE).build();
        PointChange same = ninetyToSeventy().verdict(Verdict.UNCHANGED).build();
        assertThat(ChangeLine.summary(
                        NightVerdict.ofPoints(Optional.empty(), 0.03, java.util.List.of(regression, same))))
                .isEqualTo("2 points compared with the baseline run, 1 regression(s)");
        assertThat(ChangeLine.summary(NightVerdict.ofPoints(
                        Optional.of("20261130-021500"), 0.03, java.util.List.of(regression, late, same))))
                .isEqualTo("3 points compared with run 20261130-021500, 1 regression(s), not judged: simulator late, 1"
                        + " points");
    }
}
