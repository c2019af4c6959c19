package io.bulkbench.app.cli;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.ChangeLine;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.sweeps.run.RunDerivation;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Writes a judged comparison into the candidate's run folder and says it: compare.csv and
 * the report, regressions first (through {@link RunDerivation}), then a line per
 * regression and one summary line. Judging is the caller's: {@code compare} judges two
 * folders, {@code nightly} reads the verdict stored when its run was recorded, so both
 * write and print a verdict the same way.
 */
final class ComparisonWriter {
    private ComparisonWriter() {}

    static void write(
            Path candidate, List<MeasuredPoint> candidatePoints, List<PointChange> changes, PrintStreams streams)
            throws IOException {
        RunDerivation.rewrite(candidate, candidatePoints, changes, streams.out());
        say(changes, candidate.resolve(RunFolder.COMPARE_CSV).toString(), streams);
    }

    /** A line per regression and one summary line naming {@code file}, where the comparison was written. */
    static void say(List<PointChange> changes, String file, PrintStreams streams) {
        for (PointChange c : changes) {
            if (c.verdict() == Verdict.REGRESSION) {
                streams.out().println(ChangeLine.regression(c));
            }
        }
        long comparable = comparable(changes);
        long late = PointChange.count(changes, Verdict.SIMULATOR_LATE);
        streams.out()
                .printf(
                        Locale.ROOT,
                        "compare: %d points, %d regression(s), %d improvement(s), %d not comparable%s;" + " see %s%n",
                        changes.size(),
                        PointChange.count(changes, Verdict.REGRESSION),
                        PointChange.count(changes, Verdict.IMPROVEMENT),
                        changes.size() - comparable,
                        late == 0
                                ? ""
                                : ", not judged: simulator late, " + late + " of " + comparable
                                        + " points (a drop beyond the threshold is possible, but the machine was too"
                                        + " busy to pace the simulator: run again on a quieter host)",
                        file);
    }

    /** How many points had a counterpart to be judged against. */
    static long comparable(List<PointChange> changes) {
        return changes.size() - PointChange.count(changes, Verdict.NOT_COMPARABLE);
    }
}
