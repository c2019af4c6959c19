package io.bulkbench.analysis.bisect;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GroupedRepeatsTest {
    private final GroupedRepeats repeats = new GroupedRepeats(RepeatPolicy.defaults());

    private static BisectSamples counts(int good, int commit, int bad) {
        return new BisectSamples(
                Collections.nCopies(good, 100.0), Collections.nCopies(commit, 99.0), Collections.nCopies(bad, 95.0));
    }

    private static GroupedRepeats.Ask step(List<Side> needs, BisectSamples s) {
        return new GroupedRepeats.Ask(Side.COMMIT, Side.GOOD_END, needs, s);
    }

    @Test
    void aCommitNotBuiltYetGetsTheInitialBlockAtEveryPoint() {
        var next = repeats.next(
                Optional.of(Side.BAD_END),
                Map.of(
                        "a",
                        step(List.of(Side.COMMIT), counts(5, 0, 5)),
                        "b",
                        step(List.of(Side.COMMIT), counts(9, 0, 5))));
        assertThat(next).contains(new GroupedRepeats.Block<>(Side.COMMIT, Map.of("a", 5, "b", 5)));
    }

    @Test
    void theBuiltCommitStandsInForTheGoodEndUntilItHoldsTwiceAsMany() {
        // the rule names the good end (5 against 6), the commit is built: measure it once more
        assertThat(repeats.next(Optional.of(Side.COMMIT), Map.of("a", step(List.of(Side.GOOD_END), counts(5, 6, 5)))))
                .contains(new GroupedRepeats.Block<>(Side.COMMIT, Map.of("a", 1)));
        // at 10 against 5 the good end is built and brought to 10 in one block
        assertThat(repeats.next(Optional.of(Side.COMMIT), Map.of("a", step(List.of(Side.GOOD_END), counts(5, 10, 5)))))
                .contains(new GroupedRepeats.Block<>(Side.GOOD_END, Map.of("a", 5)));
    }

    @Test
    void decidedPointsAndPointsAtTheMaximumAskForNothing() {
        assertThat(repeats.next(Optional.of(Side.COMMIT), Map.of("a", step(List.of(), counts(5, 5, 5)))))
                .isEmpty();
        assertThat(repeats.next(Optional.of(Side.GOOD_END), Map.of("a", step(List.of(Side.COMMIT), counts(40, 40, 5)))))
                .isEmpty();
    }

    @Test
    void theEndsAreBuiltOnceEachForTheirFirstBlock() {
        var ends = new GroupedRepeats.Ask(
                Side.GOOD_END, Side.BAD_END, List.of(Side.GOOD_END, Side.BAD_END), counts(5, 0, 0));
        assertThat(repeats.next(Optional.of(Side.GOOD_END), Map.of("a", ends)))
                .contains(new GroupedRepeats.Block<>(Side.BAD_END, Map.of("a", 5)));
    }

    /**
     * A commit the rule cannot decide (3 % slower against a 3 % threshold, 1 % scatter)
     * taken to 40 measurements a side: one measurement a build would build 70 times, the
     * blocks build the commit and the good end at most three times each.
     */
    @Test
    void anUndecidableCommitCostsAHandfulOfBuildsNotOneAMeasurement() {
        SplittableRandom random = new SplittableRandom(7);
        BisectRule rule = BisectRule.defaults();
        List<Double> good = new ArrayList<>();
        List<Double> commit = new ArrayList<>();
        List<Double> bad = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            good.add(100 * noise(random));
            bad.add(90 * noise(random));
        }
        Optional<Side> built = Optional.of(Side.BAD_END);
        int builds = 0;
        while (true) {
            BisectSamples s = new BisectSamples(good, commit, bad);
            StepDecision d = rule.decide(s);
            var next = repeats.next(built, Map.of("p", step(d.needs(), s)));
            if (next.isEmpty()) {
                break;
            }
            Side side = next.get().side();
            if (built.isEmpty() || built.get() != side) {
                builds++;
                built = Optional.of(side);
            }
            for (int i = 0; i < next.get().counts().get("p"); i++) {
                (side == Side.COMMIT ? commit : good).add((side == Side.COMMIT ? 97.0 : 100) * noise(random));
            }
        }
        assertThat(commit).hasSize(40);
        assertThat(good).hasSize(40);
        assertThat(builds).isBetween(2, 6);
    }

    private static double noise(SplittableRandom random) {
        return 1
                + 0.01
                        * Math.sqrt(-2 * Math.log(1 - random.nextDouble()))
                        * Math.cos(2 * Math.PI * random.nextDouble());
    }
}
