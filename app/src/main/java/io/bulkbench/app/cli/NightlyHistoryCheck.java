package io.bulkbench.app.cli;

import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.analysis.trend.Acknowledgement;
import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.LevelChange;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.history.AcknowledgementStore;
import io.bulkbench.history.ChangeMarks;
import io.bulkbench.history.HistoryQuery;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunRecord;
import io.bulkbench.reports.HistoryText;
import io.bulkbench.sweeps.run.RunRecording;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * nightly's look at the history once tonight's run is recorded: the change points of the
 * board's last window of nights under tonight's plan, from its acknowledged run on if it
 * has one ({@code bulkbench ack}), drops first, and exit 3 when one confirms a drop beyond
 * the board's regression threshold ({@link LevelChange} decides). A history that cannot be
 * read is one line and costs nothing: the run is recorded.
 */
record NightlyHistoryCheck(ChangePointSettings settings, double threshold, PrintWriter out, PrintWriter err)
        implements RunRecording.AfterRecording {

    @Override
    public int apply(ResultsDatabase db, RunRecord record, int exitCode) {
        String board = record.run().board();
        BoardTrend trend;
        Optional<Acknowledgement> acknowledged;
        try {
            trend = new HistoryQuery(db, ChangeMarks.NONE)
                    .of(board, Optional.of(record.run().device()), Optional.empty());
            acknowledged = new AcknowledgementStore(db).current(board);
        } catch (SQLException | RuntimeException e) {
            err.println("nightly: the run is recorded, but the history of " + board + " could not be read: "
                    + db.describe(e));
            return exitCode;
        }
        if (!trend.plan().id().equals(record.run().plan().id())) {
            out.println("nightly: no history check: the latest run of " + board + " in "
                    + db.location().shown() + " has another plan than tonight's");
            return exitCode;
        }
        acknowledged.ifPresent(a -> out.println("nightly: " + board + " is acknowledged since " + a.sinceRun()
                + " (by " + a.by() + " at " + a.at() + ": " + a.reason()
                + "); its change points are searched from that night on"));
        List<RecordedRun> judged =
                acknowledged.map(a -> trend.runsFrom(a.sinceRun())).orElse(trend.runs());
        int nights = Math.min(settings.window(), judged.size());
        List<LevelChange> changes = LevelChange.over(trend, acknowledged, settings);
        List<LevelChange> drops = LevelChange.confirmedDrops(changes, threshold);
        out.printf(
                java.util.Locale.ROOT,
                "nightly: history of %s over the last %d night(s) of plan %s: %d change point(s), "
                        + "%d drop(s) beyond %.1f %%%n",
                board,
                nights,
                trend.plan().id(),
                changes.size(),
                drops.size(),
                100 * threshold);
        for (LevelChange c : changes) {
            out.println("  " + c.mark(threshold) + HistoryText.changeLine(c.point(), c.change()));
        }
        return drops.isEmpty() ? exitCode : ExitCode.REGRESSION;
    }
}
