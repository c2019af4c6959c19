package io.bulkbench.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.analysis.trend.NightVerdict;
import java.nio.file.Path;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A board's nights' stored verdicts in counts, read in one query, say what each night's
 * stored verdict says point by point ({@link NightVerdicts#of}): the same run judged
 * against, threshold and number of points per verdict; a board's first night has none to
 * compare with.
 */
class NightVerdictTalliesTest {
    private static final long SEED = 20261204L;

    @Test
    void eachNightsCountsAreItsStoredVerdictsPointByPoint(@TempDir Path dir) throws Exception {
        try (ResultsDatabase db =
                ResultsDatabase.open(DatabaseLocation.parse("jdbc:sqlite:" + dir.resolve("lab.db"), "--db"))) {
            RunStore store = new RunStore(db);
            SplittableRandom random = new SplittableRandom(SEED);
            for (int night = 0; night < 5; night++) {
                store.record(SyntheticRuns.run("snowball", night, night < 3 ? 1.0 : 0.8, random));
            }
            store.record(SyntheticRuns.run("other", 0, 1.0, random));

            Map<String, NightVerdicts.Tally> tallies = NightVerdicts.talliesOf(db, "snowball");

            assertThat(tallies).hasSize(5);
            assertThat(tallies.get(SyntheticRuns.runId(0)).baselineRun()).isEmpty();
            for (int night = 1; night < 5; night++) {
                String run = SyntheticRuns.runId(night);
                NightVerdict stored = NightVerdicts.of(db, "snowball", run).orElseThrow();
                Map<Verdict, Integer> byPoint = stored.points().stream()
                        .collect(Collectors.groupingBy(PointChange::verdict, Collectors.summingInt(c -> 1)));
                assertThat(tallies.get(run).baselineRun()).as(run).isEqualTo(stored.baselineRun());
                assertThat(tallies.get(run).threshold()).as(run).isEqualTo(stored.threshold());
                assertThat(tallies.get(run).counts()).as(run).isEqualTo(byPoint);
            }
            assertThat(tallies.get(SyntheticRuns.runId(3)).counts())
                    .as("the night a fifth slower")
                    .containsKey(Verdict.REGRESSION);
        }
    }
}
