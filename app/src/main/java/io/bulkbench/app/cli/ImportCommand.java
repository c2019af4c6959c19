package io.bulkbench.app.cli;

import io.bulkbench.analysis.bisect.RecordedBisection;
import io.bulkbench.core.BadInputException;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.RecordOutcome;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunRecord;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.sweeps.bisect.BisectFolder;
import io.bulkbench.sweeps.bisect.BisectRecording;
import io.bulkbench.sweeps.run.ExplanationRecording;
import io.bulkbench.sweeps.run.ResultsLayout;
import io.bulkbench.sweeps.run.RunRecording;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Predicate;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code bulkbench import}: record existing run folders in the results database. */
@Command(
        name = "import",
        header = "Record existing run folders in the results database.",
        mixinStandardHelpOptions = true,
        description = {
            "Record run folders in the results database, each in one transaction. A run already "
                    + "recorded is skipped, and replaced when it was measured further since (--resume "
                    + "--retry-failed); another run under the same board and id is refused. DIR is a run "
                    + "folder, or a folder holding run folders (results/ or results/BOARD/). A bisect's folder "
                    + "(bisect/BOARD/RUN-ID, or a folder above it) records the bisection beside the board's "
                    + "runs; the same folder again is skipped. A run folder's explain.csv (with "
                    + "explain-before.csv, as 'bulkbench explain' writes them) is recorded with its run."
        },
        footer = {"", "Exit codes: 0 every run recorded or already there, 2 a folder or the database was refused."})
public final class ImportCommand implements Callable<Integer> {
    /** results/BOARD/RUN-ID: a run folder lies at most two levels under what a person names. */
    private static final int MAX_DEPTH = 2;

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "DIR", description = "Run folders, or folders holding run folders.")
    private List<Path> dirs;

    @Mixin
    private DatabaseOption db;

    @Override
    public Integer call() throws Exception {
        PrintStreams streams = PrintStreams.of(spec);
        DatabaseLocation location = DatabaseLocation.chosen(db.url(), System.getenv(), ResultsLayout.DEFAULT_ROOT);
        Map<RecordOutcome, Integer> done = new EnumMap<>(RecordOutcome.class);
        int refused = 0;
        try (ResultsDatabase database = ResultsDatabase.open(location)) {
            for (Path dir : dirs) {
                List<Path> runs = runFolders(dir);
                List<Path> bisects = folders(dir, BisectFolder::isBisect);
                if (runs.isEmpty() && bisects.isEmpty()) {
                    streams.err()
                            .println("import: " + dir + " holds no run folder (a folder with " + RunFolder.POINTS_CSV
                                    + " and " + RunFolder.MANIFEST + ") and no bisect folder (with "
                                    + RunFolder.BISECT_CSV + " and " + RunFolder.BISECT_RANGE_CSV
                                    + "); give results/BOARD/RUN-ID, bisect/BOARD/RUN-ID or a folder above it");
                    refused++;
                }
                Map<Path, Folder> folders = new LinkedHashMap<>();
                runs.forEach(run -> folders.put(run, ImportCommand::run));
                bisects.forEach(bisect -> folders.put(bisect, ImportCommand::bisection));
                for (Map.Entry<Path, Folder> folder : folders.entrySet()) {
                    try {
                        Recorded r = folder.getValue().record(database, folder.getKey());
                        streams.out()
                                .println(RunRecording.said(r.outcome()) + ": " + r.what() + " from " + folder.getKey());
                        done.merge(r.outcome(), 1, Integer::sum);
                    } catch (BadInputException e) {
                        streams.err().println("import: " + folder.getKey() + ": " + e.getMessage());
                        refused++;
                    }
                }
            }
            int skipped = done.getOrDefault(RecordOutcome.ALREADY_RECORDED, 0);
            int recorded = done.values().stream().mapToInt(Integer::intValue).sum() - skipped;
            streams.out()
                    .println("import: " + recorded + " recorded, " + skipped + " already there, " + refused
                            + " refused, in " + database.location().shown());
        }
        return refused > 0 ? ExitCode.BAD_INPUT : ExitCode.OK;
    }

    /** What recording one folder did, and what the folder held, as the line about it says. */
    private record Recorded(RecordOutcome outcome, String what) {}

    /** How one kind of folder is read and recorded. */
    @FunctionalInterface
    private interface Folder {
        Recorded record(ResultsDatabase database, Path dir) throws IOException;
    }

    private static Recorded run(ResultsDatabase database, Path dir) throws IOException {
        RunRecord record = RunRecording.read(dir);
        RecordOutcome outcome = RunRecording.record(database, record);
        return new Recorded(
                outcome,
                record.run().board() + "/" + record.run().runId() + " ("
                        + record.points().size() + " points"
                        + comparison(database, dir, record)
                        + ")");
    }

    /** The run's comparison as its line says it; a comparison refused leaves the run recorded and says why. */
    private static String comparison(ResultsDatabase database, Path dir, RunRecord record) throws IOException {
        try {
            return ExplanationRecording.fromFolder(database, dir, record.run())
                    .map(comparison -> "; " + comparison)
                    .orElse("");
        } catch (BadInputException e) {
            return "; its explain.csv not recorded: " + e.getMessage();
        }
    }

    private static Recorded bisection(ResultsDatabase database, Path dir) throws IOException {
        RecordedBisection bisection = BisectFolder.read(dir);
        return new Recorded(BisectRecording.record(database, bisection), "the bisection of " + bisection.board());
    }

    /** The run folders at or under {@code dir}, in name order (run ids sort by time). */
    static List<Path> runFolders(Path dir) throws IOException {
        return folders(dir, RunFolder::hasMeasured);
    }

    /** The folders at or under {@code dir} (two levels at most) that {@code kind} accepts, in name order. */
    private static List<Path> folders(Path dir, Predicate<Path> kind) throws IOException {
        RunFolder.requireFolder(dir, "DIR");
        if (kind.test(dir)) {
            return List.of(dir);
        }
        List<Path> found = new ArrayList<>();
        try (Stream<Path> tree = Files.walk(dir, MAX_DEPTH)) {
            tree.filter(Files::isDirectory).filter(kind).sorted().forEach(found::add);
        }
        return found;
    }
}
