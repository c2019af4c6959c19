package io.bulkbench.sweeps.bisect;

import java.util.List;

/** How a bisect ended: a culprit, a few commits one of which is it, its time spent, or ends that do not differ. */
public sealed interface BisectOutcome {

    /** The first bad commit. */
    record Found(String commit, String subject) implements BisectOutcome {}

    /** The first bad commit is one of these, oldest first: skipped or undecided commits hide which. */
    record OneOf(List<String> commits) implements BisectOutcome {
        public OneOf {
            commits = List.copyOf(commits);
        }
    }

    /**
     * The time given ({@code --budget}) ran out: the first bad commit is one of these, oldest
     * first, as far as the commits tested so far tell.
     */
    record BudgetSpent(List<String> remaining) implements BisectOutcome {
        public BudgetSpent {
            remaining = List.copyOf(remaining);
        }
    }

    /** The ends do not differ beyond the threshold at any point, or the measurements allowed did not show it. */
    record EndsAlike(String why) implements BisectOutcome {}
}
