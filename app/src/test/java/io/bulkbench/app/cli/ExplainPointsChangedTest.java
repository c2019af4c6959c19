package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.RunPair;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.history.SyntheticRunFolders;
import io.bulkbench.history.SyntheticRuns;
import io.bulkbench.reports.RunFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The count explain gives of the points that changed: on two nights a tenth apart with no
 * stored verdict, compare's, as many as the regressions and improvements compare writes for
 * the same two folders, so explain's "the runs differ" never contradicts compare; where
 * AFTER's folder holds its night's verdict against BEFORE, that verdict's count, read and
 * not judged again (here one regression, which compare's rule would not give), and where
 * the stored verdict is against another run, compare's rule again, named.
 */
class ExplainPointsChangedTest {
    @Test
    void explainCountsThePointsCompareCallsChanged(@TempDir Path dir) throws Exception {
        SplittableRandom random = new SplittableRandom(20261204L);
        Path before = SyntheticRunFolders.writeFolder(
                dir.resolve("snowball").resolve(SyntheticRuns.runId(0)), SyntheticRuns.run("snowball", 0, 1.0, random));
        Path after = SyntheticRunFolders.writeFolder(
                dir.resolve("snowball").resolve(SyntheticRuns.runId(1)), SyntheticRuns.run("snowball", 1, 0.9, random));
        CliRun compare = CliRun.of("compare", before.toString(), after.toString());
        assertThat(compare.exitCode()).as(compare.err()).isEqualTo(ExitCode.REGRESSION);
        List<String> rows = Files.readAllLines(after.resolve(RunFolder.COMPARE_CSV));
        long changed = rows.stream()
                .skip(1)
                .filter(r -> r.contains(",regression,")
                        || r.endsWith(",regression")
                        || r.contains(",improvement,")
                        || r.endsWith(",improvement"))
                .count();

        RunPair runs = new RunPair("BEFORE", RunFolder.readPoints(before), "AFTER", RunFolder.readPoints(after));
        ExplainCommand.PointsChanged counted = ExplainCommand.pointsChanged(runs, before, after);

        assertThat(changed).isPositive();
        assertThat(counted.count()).isEqualTo(changed);
        assertThat(counted.source()).startsWith("by compare's rule at 3.0 %");

        PointChange one =
                RunComparison.compare(runs.earlierPoints(), runs.laterPoints(), 0.03, RunComparison.DEFAULT_ALPHA)
                        .stream()
                        .filter(c -> c.verdict() == Verdict.REGRESSION)
                        .findFirst()
                        .orElseThrow();
        RunFolder.writeNightVerdict(
                after, NightVerdict.ofPoints(Optional.of(SyntheticRuns.runId(0)), 0.03, List.of(one)));
        ExplainCommand.PointsChanged stored = ExplainCommand.pointsChanged(runs, before, after);
        assertThat(stored.count()).isEqualTo(1);
        assertThat(stored.source()).contains("stored verdict against run " + SyntheticRuns.runId(0));

        RunFolder.writeNightVerdict(after, NightVerdict.ofPoints(Optional.of("20200101-000000"), 0.03, List.of(one)));
        assertThat(ExplainCommand.pointsChanged(runs, before, after).count()).isEqualTo(changed);
    }
}
