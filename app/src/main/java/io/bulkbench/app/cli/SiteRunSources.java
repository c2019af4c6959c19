package io.bulkbench.app.cli;

import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.PlainName;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunFolderImport;
import io.bulkbench.history.RunStore;
import io.bulkbench.inputs.InputFile;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.site.SiteReports;
import io.bulkbench.sweeps.run.ResultsLayout;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Optional;

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
