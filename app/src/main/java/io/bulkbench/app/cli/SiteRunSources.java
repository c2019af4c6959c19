package io.bulkbench.app.cli;

import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.PlainName;
import io.bulkbench.core.TextHash;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunFolderImport;
import io.bulkbench.history.RunStore;
import io.bulkbench.inputs.InputFile;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.site.SiteReports;
import io.bulkbench.sweeps.run.ResultsLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Where {@code bulkbench site} finds a run's own report.html to copy beside its night's
 * page: the run folder under {@code --results}, when this host has it and it is the
 * recorded run.
 */
final class SiteRunSources implements SiteReports.RunSources {
    private final Path results;
    private final ResultsDatabase database;

    SiteRunSources(Path results, ResultsDatabase database) {
        this.results = results;
        this.database = database;
    }

    /**
     * A run's report.html under --results, when this host has its folder (only plain board
     * and run names). Whatever stands at that name is returned, a link or a pipe too: the
     * site's copy says what is wrong with it rather than leave it out without a word.
     */
    @Override
    public Optional<Path> folderReport(RecordedRun run) {
        if (!PlainName.isPlain(run.board()) || !PlainName.isPlain(run.runId())) {
            return Optional.empty();
        }
        Path report = folder(run).resolve(RunFolder.REPORT_HTML);
        return InputFile.exists(report) ? Optional.of(report) : Optional.empty();
    }

    /**
     * What this host has of a board's run folders under {@code results}, in a few words: how
     * many entries stand under results/BOARD and a digest of their sorted names ("none" where
     * it has none; hidden names left out). Names only, one listing a board and no look at
     * each entry, so a build with nothing new stays quick;
     * a folder that appears (a run copied from another host) moves the board's fingerprint,
     * and the build looks for its report.
     */
    static Function<String, String> folders(Path results) {
        return board -> {
            if (!PlainName.isPlain(board)) {
                return "none";
            }
            Path dir = ResultsLayout.boardFolder(results, board);
            if (!Files.isDirectory(dir)) {
                return "none";
            }
            try (Stream<Path> entries = Files.list(dir)) {
                List<String> names = entries.map(p -> p.getFileName().toString())
                        .filter(name -> !name.startsWith("."))
                        .sorted()
                        .toList();
                return names.size() + " entries "
                        + TextHash.sha256(String.join("\n", names)).substring(0, 16);
            } catch (IOException e) {
                return "unreadable";
            }
        };
    }

    /** A folder that cannot be read as a run (no points, a bad row) is not the recorded run: its report is not copied. */
    @Override
    public boolean folderHoldsRecorded(RecordedRun run) {
        try {
            return new RunStore(database)
                    .holds(RunFolderImport.read(folder(run), run.board(), run.device(), run.plan()));
        } catch (BadInputException | IOException e) {
            return false;
        } catch (SQLException e) {
            throw database.problem(e);
        }
    }

    private Path folder(RecordedRun run) {
        return ResultsLayout.boardFolder(results, run.board()).resolve(run.runId());
    }
}
