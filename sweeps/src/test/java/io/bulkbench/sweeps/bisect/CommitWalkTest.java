package io.bulkbench.sweeps.bisect;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.bisect.CommitVerdict;
import io.bulkbench.sweeps.bisect.CommitWalk.Found;
import io.bulkbench.sweeps.bisect.CommitWalk.OneOf;
import io.bulkbench.sweeps.bisect.CommitWalk.Step;
import io.bulkbench.sweeps.bisect.CommitWalk.Test;
import io.bulkbench.testing.RandomCases;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * The walk over a commit list against an oracle that knows the culprit: commits before it
 * are good, it and the later ones bad, and some cannot be tested (skipped, or undecided,
 * which the walk treats alike). What it must conclude is worked out from the oracle alone:
 * with g the newest testable commit before the culprit (or the good end) and b the oldest
 * testable one from the culprit on (at worst the bad end), the culprit is found when g and
 * b are neighbours, and otherwise it is "one of" g + 1 .. b.
 */
class CommitWalkTest {

    /** The walk's result, and the commits it tested in order. */
    private record Walked(Step end, List<Integer> tested) {}

    private static Walked walk(int count, int culprit, Set<Integer> untestable, CommitVerdict untestableAs) {
        Map<Integer, CommitVerdict> verdicts = new HashMap<>();
        List<Integer> tested = new ArrayList<>();
        while (true) {
            Step step = CommitWalk.next(count, verdicts);
            if (!(step instanceof Test t)) {
                return new Walked(step, tested);
            }
            assertThat(t.index()).isBetween(0, count - 2).isNotIn(verdicts.keySet());
            tested.add(t.index());
            verdicts.put(
                    t.index(),
                    untestable.contains(t.index())
                            ? untestableAs
                            : t.index() >= culprit ? CommitVerdict.BAD : CommitVerdict.GOOD);
            assertThat(tested).hasSizeLessThanOrEqualTo(count);
        }
    }

    private static Step expected(int count, int culprit, Set<Integer> untestable) {
        int g = culprit - 1;
        while (g >= 0 && untestable.contains(g)) {
            g--;
        }
        int b = culprit;
        while (b < count - 1 && untestable.contains(b)) {
            b++;
        }
        return b == g + 1
                ? new Found(b)
                : new OneOf(IntStream.rangeClosed(g + 1, b).boxed().toList());
    }

    private static int log2Ceiling(int n) {
        return n <= 1 ? 0 : 32 - Integer.numberOfLeadingZeros(n - 1);
    }

    @org.junit.jupiter.api.Test
    void everyCulpritAndEverySetOfUntestableCommitsUpToTwelveCommits() {
        int cases = 0;
        for (int count = 1; count <= 12; count++) {
            for (int culprit = 0; culprit < count; culprit++) {
                for (int mask = 0; mask < 1 << (count - 1); mask++) {
                    Set<Integer> untestable = new HashSet<>();
                    for (int i = 0; i < count - 1; i++) {
                        if ((mask & 1 << i) != 0) {
                            untestable.add(i);
                        }
                    }
                    for (CommitVerdict as : List.of(CommitVerdict.SKIP, CommitVerdict.UNDECIDED)) {
                        Walked w = walk(count, culprit, untestable, as);
                        assertThat(w.end())
                                .as("%d commits, culprit %d, untestable %s", count, culprit, untestable)
                                .isEqualTo(expected(count, culprit, untestable));
                        cases++;
                    }
                }
            }
        }
        assertThat(cases)
                .isEqualTo(
                        2 * IntStream.rangeClosed(1, 12).map(n -> n << (n - 1)).sum());
    }

    @org.junit.jupiter.api.Test
    void withEveryCommitTestableItTakesAtMostLog2OfTheCommitsThatMayBeFirstBad() {
        for (int count = 1; count <= 300; count++) {
            for (int culprit = 0; culprit < count; culprit++) {
                Walked w = walk(count, culprit, Set.of(), CommitVerdict.SKIP);
                assertThat(w.end()).isEqualTo(new Found(culprit));
                assertThat(w.tested())
                        .as("%d commits, culprit %d", count, culprit)
                        .hasSizeLessThanOrEqualTo(log2Ceiling(count));
            }
        }
    }

    @org.junit.jupiter.api.Test
    void longHistoriesWithScatteredSkipsEndAsTheOracleSaysAndTestFewCommits() {
        RandomCases.check(20261201L, 2000, c -> {
            int count = c.intIn("commits", 1, 2000);
            int culprit = c.intIn("culprit", 0, count - 1);
            Set<Integer> untestable = new HashSet<>(
                    c.distinctIntsIn("untestable", 0, Math.min(20, count - 1), 0, Math.max(0, count - 2)));
            untestable.remove(count - 1);
            Walked w = walk(count, culprit, untestable, CommitVerdict.SKIP);
            assertThat(w.end()).as("%s", c).isEqualTo(expected(count, culprit, untestable));
            long skippedTested =
                    w.tested().stream().filter(untestable::contains).count();
            assertThat(w.tested().size() - skippedTested)
                    .as("%s", c)
                    .isLessThanOrEqualTo(log2Ceiling(count) + skippedTested);
        });
    }

    @org.junit.jupiter.api.Test
    void aSkippedMiddleSendsTheWalkToANeighbour() {
        // 8 commits, the bad end last: the first test is the middle of 0..7, index 3
        assertThat(CommitWalk.next(8, Map.of())).isEqualTo(new Test(3));
        assertThat(CommitWalk.next(8, Map.of(3, CommitVerdict.SKIP))).isIn(new Test(2), new Test(4));
        assertThat(CommitWalk.next(2, Map.of(0, CommitVerdict.SKIP))).isEqualTo(new OneOf(List.of(0, 1)));
        assertThat(CommitWalk.next(1, Map.of())).isEqualTo(new Found(0));
    }

    @org.junit.jupiter.api.Test
    void stepsLeftIsLog2OfTheCommitsThatMayBeFirstBad() {
        assertThat(CommitWalk.stepsLeft(8, Map.of())).isEqualTo(3);
        assertThat(CommitWalk.stepsLeft(8, Map.of(3, CommitVerdict.GOOD))).isEqualTo(2);
        assertThat(CommitWalk.stepsLeft(1, Map.of())).isZero();
    }
}
