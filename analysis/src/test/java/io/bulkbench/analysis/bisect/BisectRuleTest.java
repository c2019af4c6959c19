package io.bulkbench.analysis.bisect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.BadInputException;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The rule on samples whose intervals are known by hand: eight measurements a side spread
 * by factors e^(0.002 k), k = -3.5..3.5, so the 64 log-ratios of a pair of levels are the
 * levels' log-ratio plus 0.002 (j - k): 0.002 times -7..7, taken 1, 2, .., 8, .., 1 times.
 * Eight against eight has critical U 9 at 0.01, so the bounds are the tenth from either
 * end: the change times e^(-0.008) and e^(+0.008). A level 96 % of the good end's is then
 * 3.2 % to 4.8 % slower (BAD), 98 % is 1.2 % to 2.8 % (GOOD), 97 % is 2.2 % to 3.8 %
 * (UNDECIDED).
 */
class BisectRuleTest {

    private static final BisectRule RULE = BisectRule.defaults();

    /** Eight measurements around {@code level}, 0.2 % apart. */
    private static List<Double> around(double level) {
        return IntStream.range(0, 8)
                .mapToObj(i -> level * Math.exp((i - 3.5) * 0.002))
                .toList();
    }

    // Intervals by hand: 1 %, 2 % and 4 % steps are all surely real here. A commit slower
    // than the bad end has regressed too, one faster than the good end has not; with the
    // bad end the faster one, the bisect looks for an improvement.
    @ParameterizedTest(name = "good {0}, commit {1}, bad {2}: {3}")
    @CsvSource({
        "100, 100, 95, GOOD",
        "100, 95, 95, BAD",
        "100, 99, 95, GOOD",
        "100, 98, 95, GOOD",
        "100, 96, 95, BAD",
        "100, 90, 95, BAD",
        "100, 110, 95, GOOD",
        "100, 100, 105, GOOD",
        "100, 105, 105, BAD"
    })
    void aStepUnderTheThresholdIsGoodAndOneOverItTowardsTheBadEndIsBad(
            double good, double commit, double bad, StepVerdict verdict) {
        StepDecision decision = RULE.decide(new BisectSamples(around(good), around(commit), around(bad)));
        assertThat(decision.verdict()).isEqualTo(verdict);
        assertThat(decision.needs()).isEmpty();
    }

    @Test
    void aStepAtTheThresholdStaysUndecidedAndAsksForTheSideWithFewer() {
        StepDecision decision = RULE.decide(new BisectSamples(around(100), around(97), around(95)));
        assertThat(decision.verdict()).isEqualTo(StepVerdict.UNDECIDED);
        assertThat(decision.needs()).containsExactly(Side.COMMIT);
        assertThat(decision.fromGood())
                .hasValueSatisfying(c -> assertThat(c.low()).isLessThan(-0.03).isLessThan(c.estimate()));
        List<Double> more = IntStream.range(0, 9).mapToObj(i -> 97.0).toList();
        StepDecision good = RULE.decide(new BisectSamples(around(100), more, around(95)));
        assertThat(good.needs()).containsExactly(Side.GOOD_END);
    }

    @Test
    void aCommitNotYetMeasuredNeedsMeasuring() {
        StepDecision decision = RULE.decide(BisectSamples.ofEnds(around(100), around(95)));
        assertThat(decision.verdict()).isEqualTo(StepVerdict.UNDECIDED);
        assertThat(decision.needs()).containsExactly(Side.COMMIT);
    }

    @Test
    void endsFiveAndOnePerCentApartDifferAndDoNot() {
        assertThat(RULE.ends(BisectSamples.ofEnds(around(100), around(95))).verdict())
                .isEqualTo(EndsVerdict.DIFFER);
        assertThat(RULE.ends(BisectSamples.ofEnds(around(100), around(105))).verdict())
                .isEqualTo(EndsVerdict.DIFFER);
        assertThat(RULE.ends(BisectSamples.ofEnds(around(100), around(99))).verdict())
                .isEqualTo(EndsVerdict.WITHIN_THRESHOLD);
        EndsCheck atThreshold = RULE.ends(BisectSamples.ofEnds(around(100), around(97)));
        assertThat(atThreshold.verdict()).isEqualTo(EndsVerdict.UNDECIDED);
        assertThat(atThreshold.needs()).containsExactly(Side.GOOD_END);
        EndsCheck fewerBad =
                RULE.ends(BisectSamples.ofEnds(around(100), around(97).subList(0, 6)));
        assertThat(fewerBad.needs()).containsExactly(Side.BAD_END);
    }

    @Test
    void aLargerThresholdLetsALargerStepPass() {
        BisectSamples fourPerCent = new BisectSamples(around(100), around(96), around(90));
        assertThat(RULE.decide(fourPerCent).verdict()).isEqualTo(StepVerdict.BAD);
        assertThat(RULE.withThreshold(0.06).decide(fourPerCent).verdict()).isEqualTo(StepVerdict.GOOD);
    }

    @Test
    void badSettingsAndSamplesAreRefusedWithTheFix() {
        assertThatThrownBy(() -> new BisectRule(0, 0.01))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("threshold 0.0")
                .hasMessageContaining("0.03 for 3 %");
        assertThatThrownBy(() -> new BisectRule(0.03, 0.5))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("significance level 0.5");
        assertThatThrownBy(() -> new BisectSamples(List.of(100.0), List.of(0.0), List.of(95.0)))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("throughput 0.0 MB/s at the commit");
        assertThatThrownBy(() -> RULE.decide(new BisectSamples(around(100), around(99), around(100))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no change to bisect");
    }
}
