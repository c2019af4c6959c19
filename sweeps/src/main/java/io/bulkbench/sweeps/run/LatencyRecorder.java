package io.bulkbench.sweeps.run;

import io.bulkbench.analysis.LatencySummary;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.LatencyCsv;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Keeps a run folder's latency.csv: after a point is measured ok in one direction, it
 * measures the point's completion intervals and rewrites the file atomically, so a crash
 * loses at most the measurement in flight and a resume measures only what the file lacks.
 * BOTH points get none: two pipelines on two threads have no single completion stream.
 * A latency run that fails costs one line in the log, never the point.
 */
public final class LatencyRecorder {
    private final Path file;
    private final LatencyMeasurer measurer;
    private final PrintWriter out;
    private final List<LatencySummary> saved;
    private final Set<PointKey> done = new HashSet<>();
    /** Points tried in this sweep, saved or skipped: a skipped one waits for the next resume. */
    private final Set<PointKey> tried = new HashSet<>();

    private LatencyRecorder(Path runDir, LatencyMeasurer measurer, PrintWriter out, List<LatencySummary> saved) {
        this.file = runDir.resolve(RunFolder.LATENCY_CSV);
        this.measurer = measurer;
        this.out = out;
        this.saved = new ArrayList<>(saved);
        saved.forEach(l -> done.add(l.key()));
    }

    /** A recorder that continues the run folder's latency.csv (none yet is an empty one). */
    public static LatencyRecorder open(Path runDir, LatencyMeasurer measurer, PrintWriter out) throws IOException {
        return new LatencyRecorder(runDir, measurer, out, RunFolder.readLatencies(runDir));
    }

    /** Whether a point gets completion intervals: measured ok, in one direction. */
    public static boolean wanted(MeasuredPoint point) {
        return point.isOk() && point.key().direction() != Direction.BOTH;
    }

    /** The points of {@code points} that want intervals, lack them and were not tried in this sweep. */
    public List<MeasuredPoint> missing(List<MeasuredPoint> points) {
        return points.stream()
                .filter(p -> wanted(p) && !done.contains(p.key()) && !tried.contains(p.key()))
                .toList();
    }

    /** Measures the point's intervals unless it has them or wants none; saves them at once. */
    public void measureAfter(MeasuredPoint point) throws IOException {
        measureAfter(point, measurer);
    }

    /** As {@link #measureAfter(MeasuredPoint)}, with another measurer (one that first sets the board up again). */
    public void measureAfter(MeasuredPoint point, LatencyMeasurer measurer) throws IOException {
        if (!wanted(point) || done.contains(point.key())) {
            return;
        }
        tried.add(point.key());
        LatencySummary latency;
        try {
            latency = measurer.measure(point.key());
            if (!latency.key().equals(point.key())) {
                throw new IllegalStateException(
                        "measured intervals of " + latency.key() + " when asked for " + point.key());
            }
        } catch (Exception | LinkageError e) {
            out.println("latency: skipped " + point.key() + ": " + FailureReason.of(e));
            return;
        }
        saved.add(latency);
        done.add(point.key());
        LatencyCsv.write(saved, file);
    }
}
