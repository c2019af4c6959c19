package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.history.AcknowledgementStore;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunRecord;
import io.bulkbench.history.RunStore;
import io.bulkbench.history.SyntheticRuns;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * nightly's history check on a board whose night 3 read 30 % below nights 0 to 2 and stayed
 * there: every later night exits 3 on that change point, though each compares clean with
 * the night before, until the drop is acknowledged; then only a new drop does.
 */
class NightlyHistoryCheckTest {
    private static final String BOARD = "snowball";

    private final StringWriter out = new StringWriter();
    private final NightlyHistoryCheck check = new NightlyHistoryCheck(
            ChangePointSettings.defaults(), 0.03, new PrintWriter(out, true), new PrintWriter(new StringWriter()));

    @Test
    void anAcknowledgedDropNoLongerFailsLaterNightsAndADeeperOneStillDoes(@TempDir Path dir) throws Exception {
        try (ResultsDatabase db = ResultsDatabase.open(DatabaseLocation.sqlite(dir.resolve("lab.db")))) {
            SplittableRandom random = new SplittableRandom(3);
            RunRecord night5 = null;
            for (int night = 0; night < 6; night++) {
                night5 = record(db, night, night < 3 ? 1.0 : 0.7, random);
            }
            assertThat(check.apply(db, night5, ExitCode.OK)).isEqualTo(ExitCode.REGRESSION);

            new AcknowledgementStore(db).acknowledge(BOARD, SyntheticRuns.runId(3), "PHY retuned", "alice");

            assertThat(check.apply(db, night5, ExitCode.OK)).isEqualTo(ExitCode.OK);
            assertThat(out.toString())
                    .contains(
                            "nightly: " + BOARD + " is acknowledged since " + SyntheticRuns.runId(3) + " (by alice at ")
                    .contains("over the last 3 night(s)");
            // A night that failed otherwise keeps its own exit code.
            assertThat(check.apply(db, night5, ExitCode.FAILED)).isEqualTo(ExitCode.FAILED);

            record(db, 6, 0.49, random);
            RunRecord night7 = record(db, 7, 0.49, random);
            assertThat(check.apply(db, night7, ExitCode.OK)).isEqualTo(ExitCode.REGRESSION);
        }
    }

    private static RunRecord record(ResultsDatabase db, int night, double level, SplittableRandom random)
            throws SQLException {
        RunRecord run = SyntheticRuns.allOk(SyntheticRuns.run(BOARD, night, level, random));
        new RunStore(db).record(run);
        return run;
    }
}
