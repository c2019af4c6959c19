package io.bulkbench.sweeps.run;

import io.bulkbench.analysis.history.RunInfo;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.RecordOutcome;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunFolderImport;
import io.bulkbench.history.RunRecord;
import io.bulkbench.history.RunStore;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.RunInfoCsv;
import io.bulkbench.sweeps.plan.BoardConfig;
import io.bulkbench.sweeps.plan.PlanAssembler;
import io.bulkbench.sweeps.plan.SweepFlags;
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
 * before it is recorded, and a failure to record is one line and exit 1, replayed later
 * by {@code bulkbench import}.
 */
public final class RunRecording {
    private RunRecording() {
    }

    /** Writes run.csv into a new run folder (a resumed folder keeps the one it has). */
    public static void describe(Path runDir, Optional<String> label, String version, Clock clock) throws IOException {
        Path file = runDir.resolve(RunFolder.RUN_CSV);
        if (!Files.exists(file)) {
            RunInfoCsv.write(new RunInfo(clock.instant().truncatedTo(ChronoUnit.SECONDS), hostName(), label.orElse(""),
                    version), file);
        }
    }

    /** A finished run folder as the database keeps it; its plan (sweep.yaml) gives board, device and fingerprint. */
    public static RunRecord read(Path runDir) throws IOException {
        BoardConfig manifest = SweepJob.manifestOf(runDir);
        // The device was checked and normalised when the run was made; it need not exist here.
        SweepPlan plan = new PlanAssembler(device -> device).assemble(SweepFlags.none(), Optional.of(manifest));
        return RunFolderImport.read(runDir, plan.board(), plan.device(), plan.fingerprint());
    }

    /**
     * Records a run that just ended into its database, if it has one: {@code --db}, else
     * {@code BULKBENCH_DB}, else the results root's own for a run under it (see
     * {@link DatabaseLocation#forRun}). Returns the exit code to end with: the run's, or 1
     * when recording failed after a run that was otherwise fine. A stopped run is recorded
     * when it is resumed to the end.
     */
    public static int afterRun(int exitCode, Path runDir, Optional<String> dbFlag, Path resultsRoot, PrintWriter out,
                               PrintWriter err) {
        Optional<DatabaseLocation> database = DatabaseLocation.forRun(dbFlag, System.getenv(), resultsRoot, runDir);
        if (exitCode == SweepJob.STOPPED || database.isEmpty()) {
            return exitCode;
        }
        try (ResultsDatabase db = ResultsDatabase.open(database.get())) {
            RunRecord record = read(runDir);
            RecordOutcome outcome = record(db, record);
            out.println((outcome == RecordOutcome.RECORDED ? "recorded in " : "already recorded in ")
                    + db.location().shown() + ": " + record.run().board() + "/" + record.run().runId());
            return exitCode;
        } catch (IOException | RuntimeException e) {
            err.println("the run folder " + runDir + " is complete, but recording it failed: " + e.getMessage()
                    + "; record it later with: bulkbench import " + runDir
                    + (database.get().kind() == DatabaseLocation.Kind.SQLITE ? "" : " --db URL"));
            return exitCode == 0 ? 1 : exitCode;
        }
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
