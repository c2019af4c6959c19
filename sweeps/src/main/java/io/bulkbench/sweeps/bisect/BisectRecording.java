package io.bulkbench.sweeps.bisect;

import io.bulkbench.analysis.bisect.RecordedBisection;
import io.bulkbench.core.TerminalText;
import io.bulkbench.history.BisectionStore;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.RecordOutcome;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.sweeps.run.RunRecording;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;

/**
 * A finished bisect and the results database: recorded when a database is named
 * ({@code --db}, else {@code BULKBENCH_DB}), from its folder's files. A database out of
 * reach costs nothing: the folder and the bisect's answer stand, one line says it was not
 * recorded and how to record it later, and the bisect's exit code is kept.
 */
public final class BisectRecording {
    private BisectRecording() {}

    /** Records the bisect in {@code dir} into the named database, if one is named; says what happened in one line. */
    public static void afterBisect(
            Path dir, Optional<String> dbFlag, Map<String, String> environment, PrintWriter out, PrintWriter err) {
        Optional<DatabaseLocation> database = DatabaseLocation.named(dbFlag, environment);
        if (database.isEmpty()) {
            return;
        }
        try (ResultsDatabase db = ResultsDatabase.open(database.get())) {
            RecordedBisection bisection = BisectFolder.read(dir);
            RecordOutcome outcome = record(db, bisection);
            out.println(TerminalText.line("bisect: " + RunRecording.said(outcome) + " in "
                    + db.location().shown() + ": the bisection of " + bisection.board() + " from " + dir));
        } catch (java.io.IOException | RuntimeException e) {
            err.println(TerminalText.line("bisect: the result stands and " + dir + " is complete, but it was not"
                    + " recorded: " + database.get().redacted(String.valueOf(e.getMessage()))
                    + "; record it later with: bulkbench import " + dir + " --db URL"));
        }
    }

    /** Records one bisection, a database failure said as one sentence. */
    public static RecordOutcome record(ResultsDatabase db, RecordedBisection bisection) {
        try {
            return new BisectionStore(db).record(bisection);
        } catch (SQLException e) {
            throw db.problem(e);
        }
    }
}
