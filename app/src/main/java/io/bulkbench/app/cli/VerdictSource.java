package io.bulkbench.app.cli;

import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.TerminalText;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.NightVerdicts;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.reports.RunFolder;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * {@code --db URL}: where {@code lava} and {@code kcidb} read a night's verdict. Named (the
 * flag, else {@code BULKBENCH_DB}), the verdict stored when the run was recorded; otherwise,
 * or where the database holds none of the run, the one nightly wrote into the run folder
 * (verdict.csv and its parts). For a night nightly recorded both are the same record, so
 * what is published is the same either way; a folder nightly could not record holds its
 * compare.csv alone, and reads as that comparison.
 */
final class VerdictSource {
    @Option(
            names = "--db",
            paramLabel = "URL",
            description = "Read the night's verdict stored in this results database: " + DatabaseOption.URLS
                    + " (default: $" + DatabaseLocation.ENVIRONMENT + "; with neither, the run folder's"
                    + " verdict.csv, as nightly wrote it).")
    private String url;

    /**
     * The verdict of the run folder {@code dir}, whose points are {@code points}; empty for a
     * run never judged. Where the database names no stored verdict of the run (it is out of
     * reach, or nightly could not record the night), the folder's own is read, and one line on
     * {@code err} says so: both are the night's record, and the run is reported either way.
     */
    Optional<NightVerdict> of(Path dir, List<MeasuredPoint> points, String command, PrintWriter err) throws Exception {
        Optional<DatabaseLocation> location = DatabaseLocation.named(Optional.ofNullable(url), System.getenv());
        if (location.isEmpty() || points.isEmpty()) {
            return RunFolder.readNightVerdict(dir);
        }
        String board = points.get(0).key().board();
        String runId = RunFolder.id(dir);
        String why;
        try (ResultsDatabase db = ResultsDatabase.openRecorded(location.get())) {
            Optional<NightVerdict> stored = NightVerdicts.of(db, board, runId);
            if (stored.isPresent()) {
                return stored;
            }
            why = "the run " + board + "/" + runId + " has no stored verdict in "
                    + db.location().shown();
        } catch (SQLException e) {
            why = "the verdict of " + board + "/" + runId + " could not be read: "
                    + location.get().redacted(String.valueOf(e.getMessage()));
        } catch (BadInputException e) {
            why = e.getMessage();
        }
        err.println(TerminalText.line(command + ": warning: " + why + "; reporting the verdict the run folder holds ("
                + RunFolder.VERDICT_CSV + ", as nightly wrote it)"));
        return RunFolder.readNightVerdict(dir);
    }
}
