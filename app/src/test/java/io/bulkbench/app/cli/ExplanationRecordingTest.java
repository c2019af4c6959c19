package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.explain.ModelChange;
import io.bulkbench.analysis.explain.ParameterChange;
import io.bulkbench.analysis.explain.StageEstimate;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.ExplanationStore;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunStore;
import io.bulkbench.history.SyntheticRuns;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.ExplainCsv;
import io.bulkbench.sweeps.run.ExplanationRecording;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What explain does with the database once explain.csv is written, on a run folder of
 * SyntheticRuns' night 3 of board "snowball" and a comparison written out by hand: recorded
 * when the run is, one line saying to import the run first when it is not, one line when
 * the database is out of reach, nothing when no database is named; and what import says of
 * an explain.csv without the run it was compared with.
 */
class ExplanationRecordingTest {
    private static final ModelChange CHANGE = new ModelChange(List.of(new ParameterChange(
            new StageEstimate("link.per_request_us", 15, 14.5, 15.5),
            new StageEstimate("link.per_request_us", 25, 24.5, 25.5))));
    private static final String BEFORE = SyntheticRuns.runId(1);

    private record Said(String out, String err) {}

    private static Said afterExplain(Path run, Optional<String> db) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        ExplanationRecording.afterExplain(
                run, BEFORE, CHANGE, db, Map.of(), new PrintWriter(out, true), new PrintWriter(err, true));
        return new Said(out.toString(), err.toString());
    }

    private static Path run(Path dir) throws Exception {
        return RunRecordingTest.folder(
                dir.resolve("results"),
                SyntheticRuns.run("snowball", 3, new SplittableRandom(3)),
                List.of(2, 4, 8, 16, 32));
    }

    @Test
    void aComparisonWhoseRunIsNotRecordedSaysToImportTheRunFirstThenIsRecorded(@TempDir Path dir) throws Exception {
        Path run = run(dir);
        DatabaseLocation db = DatabaseLocation.sqlite(dir.resolve("lab.db"));

        Said first = afterExplain(run, Optional.of(db.url()));

        assertThat(first.out()).isEmpty();
        assertThat(first.err().strip().split("\\R"))
                .singleElement()
                .asString()
                .contains("snowball/" + SyntheticRuns.runId(3) + " is not in " + db.url() + " yet")
                .contains("record it first with: bulkbench import " + run);

        try (ResultsDatabase database = ResultsDatabase.open(db)) {
            new RunStore(database).record(SyntheticRuns.run("snowball", 3, new SplittableRandom(3)));
        }
        Said second = afterExplain(run, Optional.of(db.url()));

        assertThat(second.err()).isEmpty();
        assertThat(second.out().strip())
                .isEqualTo("explain: recorded in " + db.url() + ": the comparison of snowball/" + SyntheticRuns.runId(3)
                        + " with run " + BEFORE);
        try (ResultsDatabase database = ResultsDatabase.open(db)) {
            assertThat(new ExplanationStore(database).of("snowball"))
                    .singleElement()
                    .satisfies(e -> assertThat(e.change()).isEqualTo(CHANGE));
        }
    }

    @Test
    void aDatabaseOutOfReachIsOneLineAndNoDatabaseNamedIsNone(@TempDir Path dir) throws Exception {
        Path run = run(dir);

        Said unreachable = afterExplain(run, Optional.of("jdbc:postgresql://127.0.0.1:1/results"));
        Said none = afterExplain(run, Optional.empty());

        assertThat(unreachable.out()).isEmpty();
        assertThat(unreachable.err().strip().split("\\R"))
                .singleElement()
                .asString()
                .startsWith("explain: the comparison stands, but it was not recorded: ")
                .endsWith("record it later with: bulkbench import " + run + " --db URL");
        assertThat(none.out() + none.err()).isEmpty();
    }

    @Test
    void importSaysAnExplainCsvWithoutItsBeforeRunIsNotRecorded(@TempDir Path dir) throws Exception {
        Path run = run(dir);
        ExplainCsv.write(CHANGE, run.resolve(RunFolder.EXPLAIN_CSV));
        String db = DatabaseLocation.sqlite(dir.resolve("lab.db")).url();

        CliRun imported = CliRun.of("import", run.toString(), "--db", db);

        assertThat(imported.exitCode()).as(imported.err()).isZero();
        assertThat(imported.out())
                .contains("its explain.csv not recorded (no explain-before.csv names the run it compares with");
    }

    @Test
    void explainRefusesADatabaseUrlBeforeItCalibrates(@TempDir Path dir) {
        CliRun explain = CliRun.of(
                "explain", dir.resolve("a").toString(), dir.resolve("b").toString(), "--db", "mysql://lab/db");

        assertThat(explain.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(explain.errLines()).singleElement().asString().contains("is not a results database URL");
    }
}
