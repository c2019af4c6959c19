package io.bulkbench.app.cli;

import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.HeldChange;
import io.bulkbench.core.TerminalText;
import io.bulkbench.history.ChangeMarks;
import io.bulkbench.history.HistoryQuery;
import io.bulkbench.history.ResultsDatabase;
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
            // One night more than a hold needs, so the hold before tonight is judged too; no points are read.
            BoardTrend trend = new HistoryQuery(database, ChangeMarks.NONE).latestDefaults(board, nights + 1);
            HeldChange.tonight(trend, nights)
                    .forEach(line -> streams.out().println(TerminalText.line("nightly: " + line)));
        } catch (SQLException | RuntimeException e) {
            streams.err()
                    .println(
                            "nightly: which defaults tonight's night holds could not be read: " + database.describe(e));
        }
    }
}
