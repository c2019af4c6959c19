package io.bulkbench.analysis.bisect;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Seeded bisect steps on known throughput distributions. The good end runs at 100 MB/s,
 * the bad end 5 % slower; the commit under test is slower than the good end by a chosen
 * step. The ends are measured first, then the commit, and the rule decides; while it is
 * undecided the policy adds measurements where the rule asks. A trial counts the
 * measurements taken for the decision: the commit's, and those the ends got during it.
 */
final class BisectTrials {

    static final double GOOD_MB_S = 100;
    static final double ENDS_STEP = 0.05;

    /** How one measurement's throughput scatters around its level. */
    enum Scatter {
        /** Normal with the given coefficient of variation. */
        NORMAL,
        /**
         * Log-normal with the given coefficient of variation, and one measurement in twenty
         * slowed by 5 to 30 %, as when another job takes the host's CPU for a while.
         */
        BUSY_HOST;

        static final double OUTLIER_SHARE = 0.05;

        double draw(SplittableRandom random, double level, double cv) {
            if (this == NORMAL) {
                return level * (1 + cv * random.nextGaussian());
            }
            double sigma = Math.sqrt(Math.log1p(cv * cv));
            double value = level * Math.exp(sigma * random.nextGaussian() - sigma * sigma / 2);
            return random.nextDouble() < OUTLIER_SHARE ? value * (1 - 0.05 - 0.25 * random.nextDouble()) : value;
        }

        String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', ' ');
        }
    }

    /** One distribution, its coefficient of variation and the commit's true step (a share, towards the bad end). */
    record Case(Scatter scatter, double cv, double step) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%s cv %.0f %% step %.0f %%", scatter.label(), cv * 100, step * 100);
        }
    }

    /** How one trial ended, and the measurements it took of the commit and, on top of those before, of the ends. */
    record Outcome(StepVerdict verdict, int commitRepeats, int endRepeats) {}

    /** How one check of the ends ended, the measurements of both ends it took, and the samples. */
    record EndsOutcome(EndsVerdict verdict, int repeats, BisectSamples samples) {}

    /** Verdicts and measurements over many trials of one case. */
    static final class Tally {
        private final Map<StepVerdict, Integer> verdicts = new EnumMap<>(StepVerdict.class);
        private long commitRepeats;
        private long endRepeats;
        private int trials;

        void add(Outcome outcome) {
            verdicts.merge(outcome.verdict(), 1, Integer::sum);
            commitRepeats += outcome.commitRepeats();
            endRepeats += outcome.endRepeats();
            trials++;
        }

        double rate(StepVerdict verdict) {
            return (double) verdicts.getOrDefault(verdict, 0) / trials;
        }

        /** Measurements per decision, the commit's and the ends' together. */
        double meanRepeats() {
            return (double) (commitRepeats + endRepeats) / trials;
        }

        @Override
        public String toString() {
            return String.format(
                    Locale.ROOT,
                    "good %5.1f %% bad %5.1f %% undecided %5.1f %% repeats %5.1f (commit %5.1f)",
                    100 * rate(StepVerdict.GOOD),
                    100 * rate(StepVerdict.BAD),
                    100 * rate(StepVerdict.UNDECIDED),
                    meanRepeats(),
                    (double) commitRepeats / trials);
        }
    }

    private BisectTrials() {}

    /** {@code trials} decisions of the case, each from its own generator split from the seed. */
    static Tally run(StepRule rule, RepeatPolicy policy, Case c, int trials, long seed) {
        SplittableRandom generator = new SplittableRandom(seed);
        Tally tally = new Tally();
        for (int t = 0; t < trials; t++) {
            tally.add(trial(rule, policy, c, generator.split()));
        }
        return tally;
    }

    /**
     * One decision. The ends get the policy's initial measurements and, for bulkbench's
     * rule, are checked until decided, as a bisect does before any commit; Pinpoint's stay
     * at its ten (comparing them would measure them again now and then, which is not
     * charged to it, as our ends check is not charged to ours). Then the commit gets its
     * initial measurements and the rule decides, asking for more, until decided or out of
     * repeats.
     */
    static Outcome trial(StepRule rule, RepeatPolicy policy, Case c, SplittableRandom random) {
        int n = policy.initialRepeats();
        BisectSamples ends = BisectSamples.ofEnds(draw(c, 0, n, random), draw(c, ENDS_STEP, n, random));
        if (rule instanceof BisectRule ours) {
            ends = checkEnds(ours, policy, c, ENDS_STEP, ends, random).samples();
        }
        int endsBefore = ends.good().size() + ends.bad().size();
        BisectSamples samples = ends.withCommit(draw(c, c.step(), n, random));
        while (true) {
            StepDecision decision = rule.decide(samples);
            Map<Side, Integer> more = decision.decided() ? Map.of() : policy.next(decision.needs(), samples);
            if (more.isEmpty()) {
                int endsAfter = samples.good().size() + samples.bad().size();
                return new Outcome(decision.verdict(), samples.commit().size(), endsAfter - endsBefore);
            }
            for (Map.Entry<Side, Integer> e : more.entrySet()) {
                double step = e.getKey() == Side.COMMIT ? c.step() : e.getKey() == Side.BAD_END ? ENDS_STEP : 0;
                samples = samples.with(e.getKey(), draw(c, step, e.getValue(), random));
            }
        }
    }

    /** The ends check on ends {@code step} apart, from the policy's initial measurements of each. */
    static EndsOutcome ends(
            BisectRule rule, RepeatPolicy policy, Scatter scatter, double cv, double step, SplittableRandom random) {
        Case c = new Case(scatter, cv, step);
        int n = policy.initialRepeats();
        BisectSamples ends = BisectSamples.ofEnds(draw(c, 0, n, random), draw(c, step, n, random));
        return checkEnds(rule, policy, c, step, ends, random);
    }

    /** Checks ends {@code badStep} apart, measuring again where the rule asks, until decided or out of repeats. */
    private static EndsOutcome checkEnds(
            BisectRule rule, RepeatPolicy policy, Case c, double badStep, BisectSamples ends, SplittableRandom random) {
        BisectSamples samples = ends;
        while (true) {
            EndsCheck check = rule.ends(samples);
            Map<Side, Integer> more =
                    check.verdict() == EndsVerdict.UNDECIDED ? policy.next(check.needs(), samples) : Map.of();
            if (more.isEmpty()) {
                return new EndsOutcome(
                        check.verdict(), samples.good().size() + samples.bad().size(), samples);
            }
            for (Map.Entry<Side, Integer> e : more.entrySet()) {
                double step = e.getKey() == Side.BAD_END ? badStep : 0;
                samples = samples.with(e.getKey(), draw(c, step, e.getValue(), random));
            }
        }
    }

    /** {@code count} measurements of a build {@code step} slower than the good end. */
    private static List<Double> draw(Case c, double step, int count, SplittableRandom random) {
        List<Double> values = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            values.add(c.scatter().draw(random, GOOD_MB_S * (1 - step), c.cv()));
        }
        return values;
    }
}
