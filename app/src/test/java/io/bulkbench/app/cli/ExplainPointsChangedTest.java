package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.RunPair;
import io.bulkbench.history.SyntheticRuns;
import io.bulkbench.reports.RunFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The count explain gives of the points compare calls changed is compare's: on two nights a
 * tenth apart, as many as the regressions and improvements compare writes into compare.csv
 * for the same two folders, so explain's "the runs differ" never contradicts compare.
 */
class ExplainPointsChangedTest {
    @Test
    void explainCountsThePointsCompareCallsChanged(@TempDir Path dir) throws Exception {
        SplittableRandom random = new SplittableRandom(20261204L);
        Path before = SyntheticRuns.writeFolder(
                dir.resolve("snowball").resolve(SyntheticRuns.runId(0)), SyntheticRuns.run("snowball", 0, 1.0, random));
        Path after = SyntheticRuns.writeFolder(
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

        int counted = ExplainCommand.pointsChanged(
                new RunPair("BEFORE", RunFolder.readPoints(before), "AFTER", RunFolder.readPoints(after)), after);

        assertThat(changed).isPositive();
        assertThat(counted).isEqualTo(changed);
    }
}
