package io.bulkbench.analysis.bisect;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.bisect.BisectTrials.Case;
import io.bulkbench.analysis.bisect.BisectTrials.Scatter;
import io.bulkbench.analysis.bisect.BisectTrials.Tally;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * False verdicts and measurements per decision of {@link BisectRule} (five measurements a
 * side to start, one more at a time, at most 40) and of {@link PinpointRule} as the
 * baseline (ten to start, doubling, at most 160), over {@value #TRIALS} seeded trials of
 * each case: normal and busy-host (log-normal, one measurement in twenty 5 to 30 % slow)
 * scatter at a coefficient of variation of 1 % and 2 %, with the commit 0, 1, 2 or 5 %
 * slower than the good end; the bad end is 5 % slower and the threshold 3 %. Case k draws
 * from seed {@value #SEED} + k. The table is printed (target/surefire-reports).
 *
 * <p>What the distributions make us expect ({@link RankTheory}): a wrong verdict needs a
 * one-sided 99 % bound to miss the true change by the whole distance to the threshold (2 %
 * or more, at least four of the estimate's standard errors by the time it is decided), so
 * ours should stay under 1 % in every case, sub-threshold steps included. Pinpoint tests
 * for any difference, so it calls a 1 % step bad about as often as a rank test at 0.01
 * finds a one-standard-deviation shift with ten values a side: the t-test would a quarter
 * of the time (power 0.28), a rank test a little less. The ends check before the first
 * commit already brings the good end to the measurements of a 2 % distance (the ends are
 * 5 % apart), so a decision costs about the commit's own measurements.
 */
class BisectErrorRatesTest {

    static final long SEED = 20_261_201L;
    static final int TRIALS = 2_000;
    static final double THRESHOLD = 0.03;
    static final double[] STEPS = {0, 0.01, 0.02, BisectTrials.ENDS_STEP};

    private static final Map<Case, Tally> OURS = new LinkedHashMap<>();
    private static final Map<Case, Tally> PINPOINT = new LinkedHashMap<>();

    @BeforeAll
    static void runEveryCase() {
        System.out.println("BisectErrorRatesTest seed " + SEED + ", " + TRIALS + " trials per case");
        int k = 0;
        for (Scatter scatter : Scatter.values()) {
            for (double cv : new double[] {0.01, 0.02}) {
                for (double step : STEPS) {
                    Case c = new Case(scatter, cv, step);
                    OURS.put(c, BisectTrials.run(BisectRule.defaults(), RepeatPolicy.defaults(), c, TRIALS, SEED + k));
                    PINPOINT.put(c, BisectTrials.run(new PinpointRule(), RepeatPolicy.pinpoint(), c, TRIALS, SEED + k));
                    System.out.printf(
                            "%-28s seed %d | ours %s | pinpoint %s%n", c, SEED + k, OURS.get(c), PINPOINT.get(c));
                    k++;
                }
            }
        }
    }

    /** The verdict that is wrong for a commit with this step: BAD under the threshold, GOOD over it. */
    private static StepVerdict wrong(Case c) {
        return c.step() < THRESHOLD ? StepVerdict.BAD : StepVerdict.GOOD;
    }

    private static double distance(Case c) {
        return Math.abs(THRESHOLD - c.step());
    }

    /** Two per cent or more from the threshold: every step but 2 %. */
    private static boolean farFromThreshold(Case c) {
        return distance(c) > 0.015;
    }

    private static double sigma(Case c) {
        return RankTheory.sigma(c.scatter(), c.cv());
    }

    @Test
    void ourRuleAlmostNeverGivesAWrongVerdict() {
        OURS.forEach((c, tally) ->
                assertThat(tally.rate(wrong(c))).as("%s: %s", c, tally).isLessThanOrEqualTo(0.01));
    }

    @Test
    void aRealStepUnderTheThresholdIsNotCalledBadThoughPinpointCallsIt() {
        for (Case c : OURS.keySet()) {
            if (c.step() > 0 && c.step() < THRESHOLD) {
                assertThat(OURS.get(c).rate(StepVerdict.BAD))
                        .as("%s: %s", c, OURS.get(c))
                        .isLessThanOrEqualTo(0.01);
            }
        }
        for (Scatter scatter : Scatter.values()) {
            Case c = new Case(scatter, 0.01, 0.01);
            assertThat(PINPOINT.get(c).rate(StepVerdict.BAD))
                    .as("%s: %s", c, PINPOINT.get(c))
                    .isGreaterThan(0.15);
        }
    }

    @Test
    void commitsTwoPerCentOrMoreFromTheThresholdAreDecidedAsOftenAsTheScatterAllows() {
        OURS.forEach((c, tally) -> {
            if (farFromThreshold(c)) {
                double bound = RankTheory.undecidedAtMost(
                        sigma(c), distance(c), BisectRule.DEFAULT_ALPHA, RepeatPolicy.DEFAULT_MAX_REPEATS, TRIALS);
                assertThat(tally.rate(StepVerdict.UNDECIDED))
                        .as("%s: %s, at most %.4f", c, tally, bound)
                        .isLessThanOrEqualTo(bound);
            }
        });
    }

    @Test
    void measurementsPerDecisionStayWithinTwiceWhatTheScatterRequires() {
        List<String> expectations = new ArrayList<>();
        OURS.forEach((c, tally) -> {
            if (farFromThreshold(c)) {
                double expected = RankTheory.meanPerSide(
                        sigma(c), distance(c), BisectRule.DEFAULT_ALPHA, RepeatPolicy.DEFAULT_INITIAL_REPEATS);
                expectations.add(String.format(Locale.ROOT, "%s: %.1f", c, expected));
                assertThat(tally.meanRepeats())
                        .as("%s: %s, expected %.1f", c, tally, expected)
                        .isLessThanOrEqualTo(2 * expected);
            }
        });
        System.out.println("expected measurements per decision " + expectations);
    }

    // Where Pinpoint goes wrong in more than 1 % of trials ours goes wrong ten times less
    // often or never. For commits 2 % or more from the threshold ours also measures less at
    // cv 1 %, and at cv 2 % where the commit is like the good end; with a step at cv 2 % it
    // measures more, and near the threshold far more (docs/bisect-rule.md).
    @Test
    void ourRuleMakesFewerWrongVerdictsThanPinpointAndMeasuresLessWhereTheScatterAllows() {
        OURS.forEach((c, ours) -> {
            Tally pinpoint = PINPOINT.get(c);
            if (pinpoint.rate(wrong(c)) > 0.01) {
                assertThat(ours.rate(wrong(c)))
                        .as("%s: %s against %s", c, ours, pinpoint)
                        .isLessThanOrEqualTo(pinpoint.rate(wrong(c)) / 10);
            }
            if (farFromThreshold(c) && (c.cv() == 0.01 || c.step() == 0)) {
                assertThat(ours.meanRepeats())
                        .as("%s: %s against %s", c, ours, pinpoint)
                        .isLessThan(pinpoint.meanRepeats());
            }
        });
    }
}
