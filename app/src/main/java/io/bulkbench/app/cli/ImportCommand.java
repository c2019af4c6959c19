package io.bulkbench.app.cli;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.TerminalText;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.RecordOutcome;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunRecord;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.sweeps.run.RunRecording;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
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
            "Record run folders in the results database, each in one transaction. A run already",
            "recorded is skipped, and replaced when it was measured further since (--resume --retry-failed);",
            "another run under the same board and id is refused. DIR is a run folder, or a folder holding",
            "run folders (results/ or results/BOARD/)."
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
        DatabaseLocation location = DatabaseLocation.chosen(db.url(), System.getenv(), Path.of("results"));
        int refused = 0;
        int recorded = 0;
        int skipped = 0;
        try (ResultsDatabase database = ResultsDatabase.open(location)) {
            for (Path dir : dirs) {
                List<Path> runs = runFolders(dir);
                if (runs.isEmpty()) {
                    streams.err()
                            .println("import: " + dir + " holds no run folder (a folder with " + RunFolder.POINTS_CSV
                                    + " and " + RunFolder.MANIFEST
                                    + "); give results/BOARD/RUN-ID or a folder above it");
                    refused++;
                }
                for (Path run : runs) {
                    try {
                        RunRecord record = RunRecording.read(run);
                        String name = record.run().board() + "/" + record.run().runId();
                        RecordOutcome outcome = RunRecording.record(database, record);
                        streams.out()
                                .println(TerminalText.line(RunRecording.said(outcome) + ": " + name + " ("
                                        + record.points().size() + " points) from " + run));
                        if (outcome == RecordOutcome.ALREADY_RECORDED) {
                            skipped++;
                        } else {
                            recorded++;
                        }
                    } catch (BadInputException e) {
                        streams.err().println(TerminalText.line("import: " + run + ": " + e.getMessage()));
                        refused++;
                    }
                }
            }
            streams.out()
                    .println("import: " + recorded + " recorded, " + skipped + " already there, " + refused
                            + " refused, in " + database.location().shown());
        }
        return refused > 0 ? ExitCode.BAD_INPUT : ExitCode.OK;
    }

    /** The run folders at or under {@code dir}, in name order (run ids sort by time). */
    static List<Path> runFolders(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new BadInputException(
                    dir + " is not a folder; give a run folder such as results/snowball-msc/20261130-021500");
        }
        if (isRunFolder(dir)) {
            return List.of(dir);
        }
        List<Path> runs = new ArrayList<>();
        try (Stream<Path> tree = Files.walk(dir, MAX_DEPTH)) {
            tree.filter(Files::isDirectory)
                    .filter(ImportCommand::isRunFolder)
                    .sorted()
                    .forEach(runs::add);
        }
        return runs;
    }

    private static boolean isRunFolder(Path dir) {
        return Files.isRegularFile(dir.resolve(RunFolder.POINTS_CSV))
                && Files.isRegularFile(dir.resolve(RunFolder.MANIFEST));
    }
}
