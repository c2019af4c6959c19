package io.bulkbench.sweeps.run;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.LateBoundChoices;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.RunAnalysis;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.PointText;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.PointJournal;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * At a sweep's end, the late points that leave a default undecided ({@link LateBoundChoices})
 * and that this sweep measured measured again, a bounded number of rounds (a resumed
 * folder's earlier points, and points a caller wrote into it, are left as they were): each retake goes into the journal marked as
 * one ({@link MeasuredPoint#asRetake}) and replaces the point, so the next analysis judges
 * the new figure by its own late share. A retake that fails leaves the point as it was. A
 * default still undecided after the last round stays undecided, and the run says so.
 */
final class LateRetakes {
    /** Two rounds: a machine still busy after the second will not be quiet for a third. */
    static final int MAX_ROUNDS = 2;

    private final Path runDir;
    private final AnalysisSettings settings;
    private final PointMeasurer measurer;
    private final SweepProgress progress;
    private final StopRequest stop;
    private final PrintWriter out;

    LateRetakes(
            Path runDir,
            AnalysisSettings settings,
            PointMeasurer measurer,
            SweepProgress progress,
            StopRequest stop,
            PrintWriter out) {
        this.runDir = runDir;
        this.settings = settings;
        this.measurer = measurer;
        this.progress = progress;
        this.stop = stop;
        this.out = out;
    }

    /**
     * Runs the rounds into {@code journal}, taking again only points of {@code measuredNow};
     * returns whether a stop cut them short.
     */
    boolean run(PointJournal journal, double secondsPerPoint, Set<PointKey> measuredNow) throws IOException {
        for (int round = 1; round <= MAX_ROUNDS; round++) {
            List<MeasuredPoint> points = RunFolder.readPoints(runDir);
            List<Recommendation> recommendations =
                    RunAnalysis.analyze(points, settings.withoutBootstrap()).recommendations();
            List<PointKey> deciding = LateBoundChoices.deciding(recommendations, points).stream()
                    .filter(measuredNow::contains)
                    .toList();
            if (deciding.isEmpty() || stop.isRequested()) {
                return stop.isRequested();
            }
            long open = recommendations.stream().filter(r -> !r.decided()).count();
            out.println("undecided: late points could move " + open + " default(s); round " + round + " of "
                    + MAX_ROUNDS + " measures their " + deciding.size() + " late point(s) again");
            SweepRunner runner = new SweepRunner(measurer, retake -> keep(journal, retake), progress, stop);
            if (runner.run(deciding, Set.of(), secondsPerPoint).stopped()) {
                return true;
            }
        }
        return false;
    }

    private void keep(PointJournal journal, MeasuredPoint retake) throws IOException {
        if (retake.isOk()) {
            journal.append(retake.asRetake());
        } else {
            out.println("undecided: measuring " + PointText.of(retake.key()) + " again failed (" + retake.reason()
                    + "); its first measurement stands");
        }
    }
}
