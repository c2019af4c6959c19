package io.bulkbench.sweeps.run;

import io.bulkbench.analysis.explain.ModelChange;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.core.TerminalText;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.ExplanationStore;
import io.bulkbench.history.RecordOutcome;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.ExplainBeforeCsv;
import io.bulkbench.reports.csv.ExplainCsv;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;

/**
 * explain's comparison and the results database: recorded when a database is named
 * ({@code --db}, else {@code BULKBENCH_DB}) and the AFTER run is recorded there, keyed by
 * that run; {@code import} records it from the AFTER folder's explain.csv and
 * explain-before.csv. Recording never changes explain's answer or exit code: a run not yet
 * recorded, or a database out of reach, is one line saying how to record it later.
 */
public final class ExplanationRecording {
    private ExplanationRecording() {}

    /** Records explain's comparison of the run in {@code afterDir} with {@code beforeRun}, if a database is named. */
    public static void afterExplain(
            Path afterDir,
            String beforeRun,
            ModelChange change,
            Optional<String> dbFlag,
            Map<String, String> environment,
            PrintWriter out,
            PrintWriter err) {
        Optional<DatabaseLocation> database = DatabaseLocation.named(dbFlag, environment);
        if (database.isEmpty()) {
            return;
        }
        String later = "; record it later with: bulkbench import " + afterDir + " --db URL";
        try (ResultsDatabase db = ResultsDatabase.open(database.get())) {
            RecordedRun after = RunRecording.read(afterDir).run();
            Optional<RecordOutcome> outcome = record(db, after, beforeRun, change);
            if (outcome.isEmpty()) {
                err.println(TerminalText.line("explain: the comparison was not recorded: " + name(after)
                        + " is not in " + db.location().shown() + " yet; record it first with: bulkbench import "
                        + afterDir + " --db URL (which records this comparison too)"));
                return;
            }
            out.println(TerminalText.line("explain: " + RunRecording.said(outcome.get()) + " in "
                    + db.location().shown() + ": " + what(after, beforeRun)));
        } catch (IOException | RuntimeException e) {
            err.println(TerminalText.line("explain: the comparison stands, but it was not recorded: "
                    + database.get().redacted(String.valueOf(e.getMessage())) + later));
        }
    }

    /**
     * Records the comparison a run folder holds (explain.csv with explain-before.csv), for
     * {@code import} after it recorded the folder's run; says what happened, empty when the
     * folder holds no comparison.
     */
    public static Optional<String> fromFolder(ResultsDatabase db, Path dir, RecordedRun run) throws IOException {
        Path explain = dir.resolve(RunFolder.EXPLAIN_CSV);
        if (!Files.isRegularFile(explain)) {
            return Optional.empty();
        }
        Path before = dir.resolve(RunFolder.EXPLAIN_BEFORE_CSV);
        if (!Files.isRegularFile(before)) {
            return Optional.of("its " + RunFolder.EXPLAIN_CSV + " not recorded (no " + RunFolder.EXPLAIN_BEFORE_CSV
                    + " names the run it compares with; bulkbench explain BEFORE " + dir + " --db URL records it)");
        }
        String beforeRun = ExplainBeforeCsv.read(before);
        Optional<RecordOutcome> outcome = record(db, run, beforeRun, ExplainCsv.read(explain));
        return Optional.of(outcome.map(RunRecording::said).orElse("not recorded") + ": " + what(run, beforeRun));
    }

    /** Records one comparison, a database failure said as one sentence; empty when the AFTER run is not recorded. */
    public static Optional<RecordOutcome> record(
            ResultsDatabase db, RecordedRun after, String beforeRun, ModelChange change) {
        try {
            return new ExplanationStore(db).record(after.board(), after.runId(), beforeRun, change);
        } catch (SQLException e) {
            throw db.problem(e);
        }
    }

    private static String what(RecordedRun after, String beforeRun) {
        return "the comparison of " + name(after) + " with run " + beforeRun;
    }

    private static String name(RecordedRun run) {
        return run.board() + "/" + run.runId();
    }
}
