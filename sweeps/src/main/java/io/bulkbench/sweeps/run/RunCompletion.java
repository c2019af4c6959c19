package io.bulkbench.sweeps.run;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.sweeps.plan.SweepPlan;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Whether a run folder's sweep got to its end. Every point of the plan is in points.csv
 * (measured, failed, or predicted by a model design), and report.html, the last file a
 * sweep derives, was written after the last point. A sweep stopped by Ctrl-C or a crash
 * lacks points; one killed between its last point and its report lacks the report. The
 * database takes a run with every planned point ({@link RunRecording#read}); nightly
 * continues only a run that is not finished.
 */
public final class RunCompletion {
    private RunCompletion() {}

    /** How many of the plan's points {@code points} lack. */
    public static long unmeasured(SweepPlan plan, List<MeasuredPoint> points) {
        Set<PointKey> measured = new HashSet<>();
        points.forEach(p -> measured.add(p.key()));
        return plan.points().stream().filter(k -> !measured.contains(k)).count();
    }

    /** Whether the sweep into {@code runDir} ended: no planned point missing, and its report written after them. */
    public static boolean finished(Path runDir, SweepPlan plan) throws IOException {
        Path points = runDir.resolve(RunFolder.POINTS_CSV);
        Path report = runDir.resolve(RunFolder.REPORT_HTML);
        if (!Files.isRegularFile(points) || !Files.isRegularFile(report)) {
            return false;
        }
        return unmeasured(plan, RunFolder.readPoints(runDir)) == 0
                && Files.getLastModifiedTime(report).compareTo(Files.getLastModifiedTime(points)) >= 0;
    }
}
