package io.bulkbench.sweeps.run;

import io.bulkbench.analysis.trend.RunInfo;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.TerminalText;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.RecordOutcome;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunFolderImport;
import io.bulkbench.history.RunRecord;
import io.bulkbench.history.RunStore;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.RunInfoCsv;
import io.bulkbench.sweeps.plan.BoardConfig;
import io.bulkbench.sweeps.plan.RunManifest;
import io.bulkbench.sweeps.plan.Settings;
import io.bulkbench.sweeps.plan.SweepPlan;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

/**
 * A run folder and the results database: what a new run folder says about its run
 * (run.csv), reading a finished folder with its plan's fingerprint, and recording a run
 * when its sweep ends. The database never costs a measurement: the folder is complete
 * before it is recorded, and a failure to record is one line and exit 1; the next run
 * recorded into the database replays it ({@link RecordingSpool}), as {@code bulkbench import} can.
 */
public final class RunRecording {
    private RunRecording() {}

    /** Writes run.csv into a new run folder (a resumed folder keeps the one it has). */
    public static void describe(Path runDir, Optional<String> label, String version, Clock clock) throws IOException {
        Path file = runDir.resolve(RunFolder.RUN_CSV);
        if (!Files.exists(file)) {
            RunInfoCsv.write(
                    new RunInfo(clock.instant().truncatedTo(ChronoUnit.SECONDS), hostName(), label.orElse(""), version),
                    file);
        }
    }

    /**
     * A finished run folder as the database keeps it; its plan (sweep.yaml) gives board,
     * device and fingerprint. A folder whose plan is not measured to the end (a stopped or
     * killed sweep) is refused: recorded now, it could not be recorded whole later.
     */
    public static RunRecord read(Path runDir) throws IOException {
        BoardConfig manifest = RunManifest.read(runDir);
        // The device was checked and normalised when the run was made; it need not exist here.
        Settings settings = Settings.of(manifest, device -> device);
        SweepPlan plan = settings.plan();
        RunRecord record = RunFolderImport.read(runDir, plan.board(), plan.device(), settings.fingerprint())
                .withThreshold(settings.regressionThreshold());
        long missing = RunCompletion.unmeasured(plan, record.points());
        if (missing > 0) {
            throw new BadInputException(runDir + " is not finished (" + missing + " of "
                    + plan.points().size() + " planned points not measured); continue it with bulkbench sweep --resume "
                    + runDir);
        }
        return record;
    }

    /**
     * Records a run that just ended into its database, if it has one: {@code --db}, else
     * {@code BULKBENCH_DB}, else the results root's own for a run under it (see
     * {@link DatabaseLocation#forRun}). Returns the exit code to end with: the run's, or 1
     * when recording failed after a run that was otherwise fine. Callers do not call it for
     * a stopped run: that is recorded when it is resumed to the end.
     */
    public static int afterRun(
            int exitCode, Path runDir, Optional<String> dbFlag, Path resultsRoot, PrintWriter out, PrintWriter err) {
        return afterRun(exitCode, runDir, dbFlag, resultsRoot, out, err, AfterRecording.NOTHING);
    }

    /**
     * What a command does with the database once its run is recorded there: it returns the
     * exit code to end with, and says its own failures (recording has succeeded by then).
     */
    @FunctionalInterface
    public interface AfterRecording {
        AfterRecording NOTHING = (db, record, exitCode) -> exitCode;

        int apply(ResultsDatabase db, RunRecord record, int exitCode);
    }

    /** {@link #afterRun(int, Path, Optional, Path, PrintWriter, PrintWriter)}, then {@code then} on the recorded run. */
    public static int afterRun(
            int exitCode,
            Path runDir,
            Optional<String> dbFlag,
            Path resultsRoot,
            PrintWriter out,
            PrintWriter err,
            AfterRecording then) {
        Optional<DatabaseLocation> database = DatabaseLocation.forRun(dbFlag, System.getenv(), resultsRoot, runDir);
        if (database.isEmpty()) {
            return exitCode;
        }
        try (ResultsDatabase db = ResultsDatabase.open(database.get())) {
            RunRecord record = read(runDir);
            RecordOutcome outcome = record(db, record);
            out.println(TerminalText.line(said(outcome) + " in " + db.location().shown() + ": "
                    + record.run().board() + "/" + record.run().runId()));
            if (underRoot(runDir, resultsRoot)) {
                new RecordingSpool(resultsRoot).replay(db, out, err);
            }
            return then.apply(db, record, exitCode);
        } catch (IOException | RuntimeException e) {
            err.println(TerminalText.line("the run folder " + runDir + " is complete, but recording it failed: "
                    + database.get().redacted(e.getMessage())
                    + (underRoot(runDir, resultsRoot)
                            ? "; the next run recorded there from " + resultsRoot + " replays it, or now:"
                            : "; record it later with:")
                    + " bulkbench import " + runDir
                    + (database.get().kind() == DatabaseLocation.Kind.SQLITE ? "" : " --db URL")));
            return exitCode == 0 ? 1 : exitCode;
        }
    }

    private static boolean underRoot(Path runDir, Path resultsRoot) {
        return runDir.toAbsolutePath()
                .normalize()
                .startsWith(resultsRoot.toAbsolutePath().normalize());
    }

    /** What recording did, as the command line says it. */
    public static String said(RecordOutcome outcome) {
        return switch (outcome) {
            case RECORDED -> "recorded";
            case ALREADY_RECORDED -> "already recorded, skipped";
            case UPDATED -> "updated (the same run, measured further)";
        };
    }

    /** Records one run, a database failure said as one sentence. */
    public static RecordOutcome record(ResultsDatabase db, RunRecord record) {
        try {
            return new RunStore(db).record(record);
        } catch (SQLException e) {
            throw db.problem(e);
        }
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return Optional.ofNullable(System.getenv("HOSTNAME")).orElse("");
        }
    }
}
