package io.bulkbench.history;

import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.analysis.trend.BoardSummary;
import java.sql.SQLException;
import java.util.stream.Collectors;

/**
 * The history module's tests' own summariser (META-INF/services in the test resources), as
 * the site's is in its module: a board's summary from its latest nights ({@link
 * LatestNights}), as a line of its facts, so the tests see what a recording's transaction
 * read: the latest run, the status, each default's first night and what is acknowledged.
 */
public final class LatestNightsSummaries implements BoardSummaries {
    static final ChangePointSettings SETTINGS = ChangePointSettings.defaults();

    @Override
    public Summary summarise(ResultsDatabase database, String board) throws SQLException {
        return new Summary(
                "test", of(LatestNights.read(database, board, SETTINGS).onItsOwnNight()));
    }

    /** "latest RUN; status S; defaults since RUN,RUN; acknowledged SINCE REASON" (or "none"). */
    static String of(BoardSummary s) {
        return "latest " + s.latest().map(r -> r.runId()).orElse("none") + "; status "
                + s.status().label()
                + "; defaults since "
                + s.defaults().stream().map(d -> d.since().run().runId()).collect(Collectors.joining(","))
                + "; acknowledged "
                + s.acknowledged().map(a -> a.sinceRun() + " " + a.reason()).orElse("none");
    }
}
