package io.bulkbench.reports;

import io.bulkbench.analysis.bisect.Side;
import io.bulkbench.analysis.bisect.TestedCommit;
import java.util.ArrayList;
import java.util.List;

/**
 * What a bisect's builds cost, as its report says it: how many for how many commits, and,
 * when it built more than once a commit (each commit between the ends and the two ends),
 * which commits' verdicts took the extra builds. A bisect from before builds were counted
 * says nothing. The report shows them, and bisect prints them when it ends.
 */
public final class BisectBuilds {
    private BisectBuilds() {}

    /** The lines, none for a bisect from before builds were counted. */
    public static List<String> lines(List<TestedCommit> commits) {
        if (commits.isEmpty() || commits.stream().anyMatch(c -> c.builds().isEmpty())) {
            return List.of();
        }
        int total = commits.stream().mapToInt(c -> c.builds().getAsInt()).sum();
        long between = commits.stream().filter(c -> c.role() == Side.COMMIT).count();
        List<String> lines = new ArrayList<>();
        lines.add("Builds: " + total + " for " + between + " commit(s) between the ends and the two ends");
        if (total > between + 2) {
            List<String> extra = new ArrayList<>();
            for (TestedCommit c : commits) {
                if (c.builds().getAsInt() > 1) {
                    extra.add((c.role() == Side.COMMIT
                                    ? "deciding " + BisectText.commit(c.commit())
                                    : "the " + c.role().label())
                            + " took " + c.builds().getAsInt());
                }
            }
            lines.add("Built more than once a commit because the rule needed more measurements of a side than the"
                    + " side built could stand in for: " + String.join(", ", extra));
        }
        return lines;
    }
}
