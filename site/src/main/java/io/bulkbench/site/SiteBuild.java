package io.bulkbench.site;

import io.bulkbench.core.BadInputException;
import io.bulkbench.history.BoardSummaryStore;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.NightVerdicts;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.SummarySettings;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * One build of the lab's site, as {@code bulkbench site} asks for it: which boards to make
 * ({@link SitePlan}, from the summaries the database keeps and what the folder remembers),
 * the boards made a few ahead of the pages ({@link MadeBoards}), the site written
 * ({@link LabSite}), and the summaries it computed stored back for the next build.
 */
public final class SiteBuild {
    private final DatabaseLocation location;
    private final SummarySettings settings;
    private final SitePlan plan;

    private SiteBuild(DatabaseLocation location, SummarySettings settings, SitePlan plan) {
        this.location = location;
        this.settings = settings;
        this.plan = plan;
    }

    /**
     * What a build did: the site's outcome, the boards made and kept, and why the summaries
     * computed were not stored, when they were not (one sentence).
     */
    public record Result(LabSite.Outcome outcome, int made, int kept, Optional<String> notStored) {}

    /**
     * The build of the site in {@code out} from the database at {@code location}, read (and
     * refused when bad) before the folder is made. {@code pageOptions} are the build's other
     * options its pages depend on (which run reports are copied, from where), {@code
     * runFolders} what this host has of a board's run folders ({@link SitePlan}).
     */
    public static SiteBuild planned(
            DatabaseLocation location,
            SummarySettings settings,
            Path out,
            boolean full,
            String pageOptions,
            Function<String, String> runFolders)
            throws IOException {
        Map<String, String> remembered = BuiltBoards.of(out);
        try (ResultsDatabase database = ResultsDatabase.openRecorded(location)) {
            try {
                BoardSummaryStore store = new BoardSummaryStore(database);
                List<StoredBoard> stored =
                        store.all().stream().map(StoredBoard::of).toList();
                Map<String, Instant> latest =
                        SitePlan.needsLatestStarts(stored, settings) ? store.latestStarts() : Map.of();
                SitePlan plan = SitePlan.of(
                        stored,
                        store.recordsBeside(),
                        latest,
                        settings,
                        SiteFolder.LAYOUT + "; " + pageOptions,
                        runFolders,
                        full,
                        remembered);
                return new SiteBuild(location, settings, plan);
            } catch (SQLException e) {
                throw database.problem(e);
            }
        }
    }

    /**
     * Writes the site into {@code site}; a run's own report is copied as {@code sources}
     * (made for the build's connection) and {@code copies} allow; the defaults page compares
     * the held defaults with what {@code shipped} says each board's defconfig ships; progress
     * goes to {@code err}.
     */
    public Result write(
            Path site,
            ReportCopies copies,
            Function<ResultsDatabase, SiteReports.RunSources> sources,
            ShippedDefconfigs shipped,
            PrintWriter err)
            throws IOException {
        LabSite.Outcome outcome;
        Map<String, IndexEntry> computed;
        try (ResultsDatabase database = ResultsDatabase.openRecorded(location);
                MadeBoards made = new MadeBoards(location, settings, plan)) {
            SiteReports reports = new SiteReports(sources.apply(database), copies);
            List<NightVerdicts.StoredNight> regressions;
            try {
                regressions = NightVerdicts.regressionsSince(
                        database, plan.labNewest().minus(RegressionFeed.WINDOW), RegressionFeed.MOST);
            } catch (SQLException e) {
                throw database.problem(e);
            }
            outcome = LabSite.write(
                    new SiteProgress(made, plan.made().size(), err, System::nanoTime),
                    plan.kept(),
                    regressions,
                    plan.fingerprints(),
                    reports,
                    shipped,
                    site);
            computed = made.entries();
        }
        return new Result(outcome, plan.made().size(), plan.kept().size(), store(computed));
    }

    /**
     * Stores the summaries this build computed where the database's do not serve (none yet,
     * other settings, or every board after --full), so the next build reads them instead of
     * the histories. A database this host may not write to keeps its own: the site is built
     * all the same, and the sentence saying why is returned.
     */
    private Optional<String> store(Map<String, IndexEntry> computed) {
        if (computed.keySet().stream().noneMatch(plan::storesFor)) {
            return Optional.empty();
        }
        try (ResultsDatabase database = ResultsDatabase.open(location)) {
            BoardSummaryStore store = new BoardSummaryStore(database);
            for (Map.Entry<String, IndexEntry> e : computed.entrySet()) {
                if (plan.storesFor(e.getKey())) {
                    store.store(
                            e.getKey(), plan.storeAt().get(e.getKey()), StoredBoard.summary(settings, e.getValue()));
                }
            }
            return Optional.empty();
        } catch (SQLException | BadInputException e) {
            // A database out of reach or read-only: what ResultsDatabase names in one sentence.
            return Optional.of(String.valueOf(e.getMessage()));
        }
    }
}
