package io.bulkbench.site;

import io.bulkbench.analysis.trend.RecordedRun;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The run reports a board's site folder holds: a night's page ({@link SiteFolder#nightPage})
 * is drawn from the database's figures for every night, and where this host has the run
 * folder and the folder holds the very measurements the database recorded, the run's own
 * report.html is copied beside it: it also shows what later steps added to the folder (a
 * comparison, confirmations, why the curve bends), which the database does not keep.
 */
public final class SiteReports {

    /** Where a run's own report can come from: its folder on this host. */
    public interface RunSources {
        /** The run's report.html in its folder, when this host has the folder. */
        Optional<Path> folderReport(RecordedRun run);

        /** Whether the run's folder on this host holds the measurements the database recorded for it. */
        boolean folderHoldsRecorded(RecordedRun run) throws IOException;
    }

    private final RunSources sources;
    private final ReportCopies copies;

    public SiteReports(RunSources sources, ReportCopies copies) {
        this.sources = Objects.requireNonNull(sources, "sources");
        this.copies = Objects.requireNonNull(copies, "copies");
    }

    /**
     * Copies the own report of each of a board's runs that has one into the board's
     * {@code folder} (its path in the site, ending in /); returns the ids of those runs.
     * Why a folder's report could not be copied goes to {@code skipped}.
     */
    Set<String> write(List<RecordedRun> runs, String folder, SiteFiles files, List<String> skipped) throws IOException {
        Set<String> written = new HashSet<>();
        for (RecordedRun run : runs) {
            if (copied(run, folder + SiteFolder.runReport(run.runId()), files, skipped)) {
                written.add(run.runId());
            }
        }
        return written;
    }

    /**
     * Copies the folder's report when it is at hand, is a regular file within the bound, and
     * its folder is the recorded run. The folder is read only when the copy is not current.
     */
    private boolean copied(RecordedRun run, String relative, SiteFiles files, List<String> skipped) throws IOException {
        Optional<Path> report = sources.folderReport(run);
        if (report.isEmpty()) {
            return false;
        }
        if (!files.isCopyOf(report.get(), relative) && !sources.folderHoldsRecorded(run)) {
            return false;
        }
        Optional<String> why = files.copy(report.get(), relative, copies);
        why.ifPresent(skipped::add);
        return why.isEmpty();
    }
}
