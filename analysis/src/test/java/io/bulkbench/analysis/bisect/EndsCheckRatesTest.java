package io.bulkbench.analysis.bisect;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.bisect.BisectTrials.EndsOutcome;
import io.bulkbench.analysis.bisect.BisectTrials.Scatter;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The ends check over {@value #TRIALS} seeded trials a case (seed {@value #SEED} + case
 * number), normal and busy-host scatter at cv 2 %, five measurements of each end to start
 * and at most 40. Ends 5 % apart differ, ends 1 % apart or equal do not: each wrong in at
 * most 1 % of trials (a one-sided 99 % bound must miss by 2 % or more), and undecided at
 * most as often as {@link RankTheory} expects of a distance of 2 % (3 % for equal ends).
 */
class EndsCheckRatesTest {

    static final long SEED = 20_261_202L;
    static final int TRIALS = 2_000;
    static final double THRESHOLD = 0.03;

    private static Map<EndsVerdict, Double> rates(Scatter scatter, double step, long seed) {
        SplittableRandom generator = new SplittableRandom(seed);
        Map<EndsVerdict, Double> rates = new EnumMap<>(EndsVerdict.class);
        for (EndsVerdict verdict : EndsVerdict.values()) {
            rates.put(verdict, 0.0);
        }
        long repeats = 0;
        for (int t = 0; t < TRIALS; t++) {
            EndsOutcome outcome = BisectTrials.ends(
                    BisectRule.defaults(), RepeatPolicy.defaults(), scatter, 0.02, step, generator.split());
            rates.merge(outcome.verdict(), 1.0 / TRIALS, Double::sum);
            repeats += outcome.repeats();
        }
        System.out.printf(
                Locale.ROOT,
                "ends %s cv 2 %% apart %.0f %% seed %d: differ %.2f %% within %.2f %% undecided %.2f %%,"
                        + " %.1f measurements of both ends%n",
                scatter.label(),
                step * 100,
                seed,
                100 * rates.get(EndsVerdict.DIFFER),
                100 * rates.get(EndsVerdict.WITHIN_THRESHOLD),
                100 * rates.get(EndsVerdict.UNDECIDED),
                (double) repeats / TRIALS);
        return rates;
    }

    private static double undecidedAtMost(Scatter scatter, double step) {
        return RankTheory.undecidedAtMost(
                RankTheory.sigma(scatter, 0.02),
                Math.abs(THRESHOLD - step),
                BisectRule.DEFAULT_ALPHA,
                RepeatPolicy.DEFAULT_MAX_REPEATS,
                TRIALS);
    }

    @Test
    void endsFivePerCentApartDifferAndEndsCloserDoNot() {
        System.out.println("EndsCheckRatesTest seed " + SEED + ", " + TRIALS + " trials per case");
        long seed = SEED;
        for (Scatter scatter : Scatter.values()) {
            for (double step : new double[] {0.05, 0.01, 0}) {
                Map<EndsVerdict, Double> rates = rates(scatter, step, seed++);
                EndsVerdict right = step > THRESHOLD ? EndsVerdict.DIFFER : EndsVerdict.WITHIN_THRESHOLD;
                EndsVerdict wrong = step > THRESHOLD ? EndsVerdict.WITHIN_THRESHOLD : EndsVerdict.DIFFER;
                assertThat(rates.get(wrong))
                        .as("%s %s: %s", scatter, step, rates)
                        .isLessThanOrEqualTo(0.01);
                assertThat(rates.get(EndsVerdict.UNDECIDED))
                        .as("%s %s: %s", scatter, step, rates)
                        .isLessThanOrEqualTo(undecidedAtMost(scatter, step));
                assertThat(rates.get(right))
                        .as("%s %s: %s", scatter, step, rates)
                        .isGreaterThan(0.95);
            }
        }
    }
}
