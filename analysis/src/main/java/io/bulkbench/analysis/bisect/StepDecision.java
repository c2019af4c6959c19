package io.bulkbench.analysis.bisect;

import java.util.List;
import java.util.Optional;

/**
 * A rule's answer for one commit after the samples so far: its verdict, the sides to
 * measure again before asking once more (empty once decided), and, from rules that
 * estimate it, the commit's change from the good end with its interval.
 */
public record StepDecision(StepVerdict verdict, List<Side> needs, Optional<RelativeChange> fromGood) {

    public StepDecision {
        needs = List.copyOf(needs);
        if ((verdict == StepVerdict.UNDECIDED) == needs.isEmpty()) {
            throw new IllegalArgumentException(verdict + " with repeats needed at " + needs
                    + ": an undecided commit needs repeats and a decided one none");
        }
    }

    public boolean decided() {
        return verdict != StepVerdict.UNDECIDED;
    }
}
