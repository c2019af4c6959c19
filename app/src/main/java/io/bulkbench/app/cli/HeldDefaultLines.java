package io.bulkbench.app.cli;

import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.analysis.trend.HeldChange;
import io.bulkbench.history.LatestNights;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.SummarySettings;
import java.sql.SQLException;

/**
 * The nightly's line for each default tonight made held or ended a hold of ({@link
 * HeldChange}), said once, on that night. A database that cannot say costs the night a
 * warning, never its verdict.
 */
final class HeldDefaultLines {
    private HeldDefaultLines() {}

    static void say(ResultsDatabase database, String board, int nights, PrintStreams streams) {
        try {
            // One night more than a hold needs: the hold before tonight is judged too.
            SummarySettings settings = new SummarySettings(
                    ChangePointSettings.defaults().withWindow(Math.max(ChangePointSettings.MIN_WINDOW, nights + 1)),
                    nights);
            LatestNights latest = LatestNights.read(database, board, settings);
            HeldChange.tonight(latest.trend(), nights)
                    .forEach(line -> streams.out().println("nightly: " + line));
        } catch (SQLException | RuntimeException e) {
            streams.err()
                    .println(
                            "nightly: which defaults tonight's night holds could not be read: " + database.describe(e));
        }
    }
}
