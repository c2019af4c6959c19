package io.bulkbench.app.cli;

import io.bulkbench.analysis.trend.ChangePointFinding;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PercentText;
import io.bulkbench.core.TerminalText;
import io.bulkbench.history.NightVerdicts;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunRecord;
import io.bulkbench.reports.ChangeLine;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.sweeps.plan.SweepPlan;
import io.bulkbench.sweeps.run.BoardRuns;
import io.bulkbench.sweeps.run.RunRecording;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * nightly's verdict on tonight's run and what is written from it: the night's verdict files
 * (compare.csv, change-points.csv, verdict.csv: {@link RunFolder#writeNightVerdict}) of a
 * night the database recorded, the
 * report's comparison ({@link ComparisonWriter}), the JUnit file and the exit code. The
 * verdict is the whole record judged and stored when the run was recorded ({@link
 * NightVerdicts}): tonight against the night before, the change points over the board's
 * latest nights and the acknowledgement in force, read back, never judged again. A night the
 * database did not record (out of reach, or the recording failed) is still judged against
 * the board's previous run folder on the device, as {@code compare} judges two folders at
 * the board's threshold, its change points not searched, one line says this verdict is
 * not stored, and the folder holds its compare.csv alone (no verdict.csv: nothing was stored).
 */
final class NightlyVerdict {
    private final Path runDir;
    private final BoardRuns folders;
    private final SweepPlan plan;
    private final double threshold;
    private final PrintStreams streams;
    private Optional<Read> stored = Optional.empty();

    /** A stored verdict and the database it was read from, as lines name it. */
    private record Read(NightVerdict verdict, String database) {}

    /** A night's verdict, and what it was judged against as JUnit says it. */
    private record Judged(NightVerdict verdict, String comparedWith) {}

    /** Tonight's run folder, the board's folders, tonight's plan and the board's regression threshold (a share). */
    NightlyVerdict(Path runDir, BoardRuns folders, SweepPlan plan, double threshold, PrintStreams streams) {
        this.runDir = runDir;
        this.folders = folders;
        this.plan = plan;
        this.threshold = threshold;
        this.streams = streams;
    }

    /** Once the run is recorded: reads its stored verdict. */
    RunRecording.AfterRecording reader() {
        return (db, record, exitCode) -> {
            read(db, record);
            return exitCode;
        };
    }

    private void read(ResultsDatabase db, RunRecord record) {
        try {
            stored = NightVerdicts.of(db, record.run().board(), record.run().runId())
                    .map(v -> new Read(v, db.location().shown()));
        } catch (SQLException | RuntimeException e) {
            streams.err()
                    .println("nightly: the run is recorded, but its stored verdict could not be read: "
                            + db.describe(e));
        }
    }

    /**
     * Writes tonight's verdict into the run folder and {@code --junit}: the stored one, else
     * one judged from the folders. Returns the exit code to end with: 3 when the verdict's
     * outcome is a regression, else {@code exitCode} (or 1 when the JUnit file could not be
     * written).
     */
    int write(int exitCode, JunitOption junit) throws Exception {
        List<MeasuredPoint> points = RunFolder.readPoints(runDir);
        Optional<Judged> judged = stored.isPresent() ? fromStore(stored.get(), points) : fromFolders(points);
        if (judged.isPresent()) {
            NightVerdict verdict = judged.get().verdict();
            say(verdict);
            // The night's verdict files hold what the database stored; a night judged here has compare.csv alone.
            if (stored.isPresent()) {
                RunFolder.writeNightVerdict(runDir, verdict);
            }
        }
        Optional<NightVerdict> verdict = judged.map(Judged::verdict);
        int code =
                verdict.map(v -> v.outcome() == NightVerdict.Outcome.REGRESSION).orElse(false)
                        ? ExitCode.REGRESSION
                        : exitCode;
        return junit.write(
                plan.board(), points, verdict, judged.map(Judged::comparedWith).orElse(""), code, streams);
    }

    /** The verdict's change points and its outcome, each in one line. */
    private void say(NightVerdict verdict) {
        if (verdict.changePointsSearched()) {
            streams.out()
                    .println("nightly: change points over the latest nights of " + plan.board() + ": "
                            + verdict.changePoints().size() + " change point(s), "
                            + verdict.changePoints(ChangePointFinding.Kind.REGRESSION)
                                    .size()
                            + " drop(s) beyond " + PercentText.tenth(verdict.threshold()));
            for (ChangePointFinding f : verdict.changePoints()) {
                streams.out().println(TerminalText.line("  " + ChangeLine.changePoint(f, verdict.acknowledgement())));
            }
        }
        streams.out().println(TerminalText.line("nightly: " + ChangeLine.outcome(verdict)));
    }

    private Optional<Judged> fromStore(Read read, List<MeasuredPoint> points) throws Exception {
        NightVerdict verdict = read.verdict();
        if (verdict.baselineRun().isEmpty()) {
            streams.out()
                    .println("nightly: no earlier run of " + plan.board() + " on " + plan.device()
                            + " to compare with: tonight is the first night of its plan in " + read.database());
        } else {
            String before = verdict.baselineRun().get();
            streams.out()
                    .println("nightly: tonight against the night before, " + before + ", at "
                            + PercentText.tenth(verdict.threshold()) + ": the verdict stored in "
                            + read.database() + " when the run was recorded");
            ComparisonWriter.write(runDir, points, verdict.points(), streams);
        }
        return Optional.of(new Judged(
                verdict,
                verdict.baselineRun()
                        .map(before -> "the night before, run " + before + ", as stored in " + read.database())
                        .orElse("no earlier run of its plan in " + read.database())));
    }

    private Optional<Judged> fromFolders(List<MeasuredPoint> points) throws Exception {
        Optional<Path> baseline = folders.baselineFor(runDir, plan.device());
        if (baseline.isEmpty()) {
            streams.out()
                    .println("nightly: no earlier run of " + plan.board() + " on " + plan.device()
                            + " to compare with (the database did not record tonight, and no earlier run folder"
                            + " is there)");
            return Optional.empty();
        }
        String before = baseline.get().getFileName().toString();
        streams.out()
                .println("nightly: tonight against the previous run folder, " + before + ", at "
                        + PercentText.tenth(threshold) + ", judged here: the database did not record the run,"
                        + " so this verdict is not stored");
        try {
            NightVerdict verdict = NightVerdict.ofPoints(
                    Optional.of(before), threshold, CompareCommand.judge(baseline.get(), runDir, threshold));
            ComparisonWriter.write(runDir, points, verdict.points(), streams);
            return Optional.of(new Judged(verdict, "the previous run folder " + before + ", not stored"));
        } catch (BadInputException e) {
            streams.out().println("nightly: warning: " + e.getMessage());
            return Optional.empty();
        }
    }
}
