package io.bulkbench.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.testing.RandomCases;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** The lateness bound at its edges, worked by hand, and its laws on seeded random cases. */
class LatenessBoundTest {
    private static final double THRESHOLD = 0.03;

    private static MeasuredPoint point(double mbS, double late) {
        return MeasuredPoint.summary(Synthetic.key(2, 16384), mbS, 0.1, 8).withLateShare(OptionalDouble.of(late));
    }

    private static Verdict verdict(MeasuredPoint baseline, MeasuredPoint candidate) {
        double measured = LatenessBound.relativeChange(baseline.throughputMbS(), candidate.throughputMbS());
        return LatenessBound.verdict(measured, LatenessBound.highestChange(baseline, candidate), true, THRESHOLD);
    }

    @Test
    void aLatePointCanTrulyHaveBeenFasterByItsShareOfIdleTime() {
        assertThat(LatenessBound.highestMbS(point(90, 0.1))).isCloseTo(100, within(1e-9));
        assertThat(LatenessBound.highestMbS(point(90, 0))).isEqualTo(90);
        assertThat(LatenessBound.highestMbS(MeasuredPoint.summary(Synthetic.key(2, 16384), 90, 0.1, 8)))
                .isEqualTo(90);
        assertThat(LatenessBound.highestMbS(point(90, 1))).isInfinite();
    }

    @Test
    void aHalvedPointIsARegressionWhateverItsFivePerCentOfLateness() {
        assertThat(verdict(point(100, 0.05), point(50, 0.05))).isEqualTo(Verdict.REGRESSION);
    }

    @Test
    void justInsideWhatLatenessExplainsIsNotJudgedAndJustOutsideIsARegression() {
        // Candidate 10 % late: 100 -> c is a drop beyond 3 % whatever the lateness while
        // c / 0.9 < 97, that is c < 87.3.
        assertThat(verdict(point(100, 0), point(87.29, 0.1))).isEqualTo(Verdict.REGRESSION);
        assertThat(verdict(point(100, 0), point(87.31, 0.1))).isEqualTo(Verdict.SIMULATOR_LATE);
        // On time the same -12.7 % is a regression, and -2.9 % is not.
        assertThat(verdict(point(100, 0), point(87.31, 0))).isEqualTo(Verdict.REGRESSION);
        assertThat(verdict(point(100, 0), point(97.1, 0))).isEqualTo(Verdict.UNCHANGED);
        // A late baseline read low: it makes a drop look smaller and never explains one.
        assertThat(verdict(point(100, 0.3), point(87.29, 0))).isEqualTo(Verdict.REGRESSION);
        assertThat(verdict(point(100, 0.3), point(97.1, 0))).isEqualTo(Verdict.UNCHANGED);
        // Lateness never explains a rise.
        assertThat(verdict(point(100, 0.3), point(104, 0.3))).isEqualTo(Verdict.IMPROVEMENT);
    }

    @Test
    void aChangeThatIsNotSignificantIsUnchangedLateOrNot() {
        assertThat(LatenessBound.verdict(-0.5, -0.4, false, THRESHOLD)).isEqualTo(Verdict.UNCHANGED);
    }

    @Test
    void levelsDropBeyondTheThresholdOnlyWhenTheAfterLevelsHighestReadingDoesToo() {
        assertThat(LatenessBound.dropsBeyond(100, 96.9, THRESHOLD)).isTrue();
        assertThat(LatenessBound.dropsBeyond(100, 97.1, THRESHOLD)).isFalse();
    }

    @Test
    void latenessNeverTurnsAnImprovementIntoARegressionNorHidesADropBeyondItsBound() {
        RandomCases.check(2_000, c -> {
            double b = c.doubleIn("baselineMbS", 0.1, 2_000);
            double ratio = c.doubleIn("ratio", 0.05, 3);
            double lb = c.doubleIn("baselineLate", 0, 0.99);
            double lc = c.doubleIn("candidateLate", 0, 0.99);
            double threshold = c.doubleIn("threshold", 0, 0.5);
            boolean significant = c.bool("significant");
            MeasuredPoint baseline = point(b, lb);
            MeasuredPoint candidate = point(b * ratio, lc);
            double measured = LatenessBound.relativeChange(b, b * ratio);
            double highest = LatenessBound.highestChange(baseline, candidate);
            Verdict late = LatenessBound.verdict(measured, highest, significant, threshold);
            Verdict onTime = LatenessBound.verdict(measured, measured, significant, threshold);

            assertThat(highest).as("%s", c).isGreaterThanOrEqualTo(measured - 1e-12);
            if (onTime == Verdict.IMPROVEMENT) {
                assertThat(late).as("%s", c).isEqualTo(Verdict.IMPROVEMENT);
            }
            // A drop larger than the candidate's lateness can explain stays a regression.
            if (significant && ratio / (1 - lc) < 1 - threshold - 1e-12) {
                assertThat(late).as("%s", c).isEqualTo(Verdict.REGRESSION);
            }
            // Lateness never makes a regression of what on time would not be one.
            if (late == Verdict.REGRESSION) {
                assertThat(onTime).as("%s", c).isEqualTo(Verdict.REGRESSION);
            }
            // Lateness only ever turns a regression into not judged; every other verdict stands.
            if (onTime != Verdict.REGRESSION) {
                assertThat(late).as("%s", c).isEqualTo(onTime);
            } else {
                assertThat(late).as("%s", c).isIn(Verdict.REGRESSION, Verdict.SIMULATOR_LATE);
            }
            // Where the candidate kept time, the plain rule holds whatever the baseline's lateness.
            if (lc == 0) {
                assertThat(late).as("%s", c).isEqualTo(onTime);
            }
        });
    }
}
