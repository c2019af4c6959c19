package io.bulkbench.analysis.bisect;

import java.util.List;

/**
 * Whether the ends differ beyond the threshold, the bad end's change from the good end
 * with its interval, and the side to measure again while undecided (empty once decided).
 */
public record EndsCheck(EndsVerdict verdict, RelativeChange change, List<Side> needs) {

    public EndsCheck {
        needs = List.copyOf(needs);
        if ((verdict == EndsVerdict.UNDECIDED) == needs.isEmpty()) {
            throw new IllegalArgumentException(verdict + " with repeats needed at " + needs
                    + ": undecided ends need repeats and decided ones none");
        }
    }
}
