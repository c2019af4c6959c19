package io.bulkbench.sweeps.run;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Runs a plan's points one at a time and journals each the moment it is measured, so a
 * crash or a kill loses at most the point in flight. A point that throws is recorded as
 * failed with its reason and the sweep goes on; a stop request ends the sweep between
 * points, and a point cut short by the stop is not recorded (it will be measured on
 * resume).
 */
public record SweepRunner(PointMeasurer measurer, SweepJournal journal, SweepProgress progress, StopRequest stop) {

    /** Measures every point not in {@code done}, in order. */
    public SweepOutcome run(List<PointKey> points, Set<PointKey> done, double secondsPerPoint) throws IOException {
        List<PointKey> todo = points.stream().filter(p -> !done.contains(p)).toList();
        progress.started(points.size(), points.size() - todo.size(), secondsPerPoint);
        List<MeasuredPoint> measured = new ArrayList<>();
        boolean stopped = false;
        for (PointKey point : todo) {
            if (stop.isRequested()) {
                stopped = true;
                break;
            }
            progress.pointStarted(point);
            MeasuredPoint result = measureSafely(point);
            if (stop.isRequested() && !result.isOk()) {
                stopped = true;
                break;
            }
            journal.append(result);
            measured.add(result);
            progress.pointFinished(result);
        }
        progress.finished();
        return new SweepOutcome(measured, points.size() - todo.size(), stopped);
    }

    private MeasuredPoint measureSafely(PointKey point) {
        try {
            MeasuredPoint result = measurer.measure(point);
            if (!result.key().equals(point)) {
                throw new IllegalStateException("measured " + result.key() + " when asked for " + point);
            }
            return result;
        } catch (Exception | LinkageError e) {
            return MeasuredPoint.failed(point, FailureReason.of(e));
        }
    }
}
