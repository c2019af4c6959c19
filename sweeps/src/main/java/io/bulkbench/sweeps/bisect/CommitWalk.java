package io.bulkbench.sweeps.bisect;

import io.bulkbench.analysis.bisect.CommitVerdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Which commit a bisect tests next, as {@code git bisect} chooses it, from the verdicts so
 * far on the first-parent commits after the good end, oldest first (the last is the bad
 * end). The first bad commit lies after the newest good commit before the oldest bad one
 * and at or before that bad one; the next test is the untested commit nearest the middle of
 * what lies between, so a skipped or undecided middle sends the walk to a neighbour. When
 * only skipped commits lie between, the culprit is one of them or the bad commit, and the
 * walk says so rather than guess. Pure: no git, no clock.
 */
public final class CommitWalk {
    private CommitWalk() {}

    /** What to do next: test a commit, or the answer. */
    public sealed interface Step permits Test, Found, OneOf {}

    /** Test the commit at {@code index}. */
    public record Test(int index) implements Step {}

    /** The first bad commit is the one at {@code index}. */
    public record Found(int index) implements Step {}

    /** The first bad commit is one of these (skipped ones, and the bad one after them), oldest first. */
    public record OneOf(List<Integer> indices) implements Step {
        public OneOf {
            indices = List.copyOf(indices);
        }
    }

    /**
     * The next step over {@code count} commits (index {@code count - 1} is the bad end, bad
     * by definition) given the verdicts of those tested; a commit without a verdict is untested.
     */
    public static Step next(int count, Map<Integer, CommitVerdict> verdicts) {
        Bounds bounds = Bounds.of(count, verdicts);
        int good = bounds.good();
        int bad = bounds.bad();
        List<Integer> untested = new ArrayList<>();
        for (int i = good + 1; i < bad; i++) {
            if (!verdicts.containsKey(i)) {
                untested.add(i);
            }
        }
        if (untested.isEmpty()) {
            if (bad == good + 1) {
                return new Found(bad);
            }
            List<Integer> between = new ArrayList<>();
            for (int i = good + 1; i <= bad; i++) {
                between.add(i);
            }
            return new OneOf(between);
        }
        // The middle of the commits that may be first bad, good + 1 .. bad, as git bisect halves them.
        double middle = (good + 1 + bad) / 2.0 - 0.5;
        int best = untested.get(0);
        for (int i : untested) {
            if (Math.abs(i - middle) < Math.abs(best - middle)) {
                best = i;
            }
        }
        return new Test(best);
    }

    /** The commits that may still be the first bad one, oldest first: after the newest good, up to the oldest bad. */
    public static List<Integer> candidates(int count, Map<Integer, CommitVerdict> verdicts) {
        Bounds bounds = Bounds.of(count, verdicts);
        List<Integer> out = new ArrayList<>();
        for (int i = bounds.good() + 1; i <= bounds.bad(); i++) {
            out.add(i);
        }
        return out;
    }

    /** About how many more commits a walk tests when every one is decided: log2 of the commits that may be first bad. */
    public static int stepsLeft(int count, Map<Integer, CommitVerdict> verdicts) {
        if (!(next(count, verdicts) instanceof Test)) {
            return 0;
        }
        Bounds bounds = Bounds.of(count, verdicts);
        int candidates = bounds.bad() - bounds.good();
        return 32 - Integer.numberOfLeadingZeros(candidates - 1);
    }

    /**
     * The oldest bad commit (the bad end when none was found bad) and the newest good one
     * before it (-1, the good end, when none): the first bad commit lies after the one, at
     * or before the other.
     */
    private record Bounds(int good, int bad) {
        static Bounds of(int count, Map<Integer, CommitVerdict> verdicts) {
            if (count < 1) {
                throw new IllegalArgumentException("a bisect needs at least the bad commit");
            }
            int bad = count - 1;
            for (int i = 0; i < count; i++) {
                if (verdicts.get(i) == CommitVerdict.BAD) {
                    bad = i;
                    break;
                }
            }
            int good = -1;
            for (int i = bad - 1; i >= 0; i--) {
                if (verdicts.get(i) == CommitVerdict.GOOD) {
                    good = i;
                    break;
                }
            }
            return new Bounds(good, bad);
        }
    }
}
