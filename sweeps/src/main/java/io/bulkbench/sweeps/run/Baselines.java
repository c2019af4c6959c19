package io.bulkbench.sweeps.run;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.PointsCsv;
import io.bulkbench.sweeps.plan.SweepPlan;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The harness's own ceilings, measured in the same run as the device so a report can
 * show them for scale: the {@code null} device (the pipeline with a device that costs
 * nothing) in both copy modes, and a pure memory copy between a heap array and a
 * direct buffer (the ceiling of COPY mode), at every request size of the plan. A
 * device measured close to these is measuring the harness, not the device. They are
 * kept in {@code baselines.csv}, in the points.csv format.
 */
public final class Baselines {
    public static final String FILE = RunFolder.BASELINES_CSV;
    /** The device name of the memory-copy baseline in baselines.csv. */
    public static final String MEMORY_COPY = "memcpy";
    /** The depth the null device runs at: deep enough that the pipeline never waits. */
    static final int NULL_DEVICE_BUFFERS = 8;

    private Baselines() {}

    /** The baseline points of a plan, one direction (IN for a BOTH plan: the copy is the same). */
    public static List<PointKey> pointsFor(SweepPlan plan) {
        Direction direction =
                plan.directions().contains(Direction.IN) || plan.directions().contains(Direction.BOTH)
                        ? Direction.IN
                        : Direction.OUT;
        List<PointKey> points = new ArrayList<>();
        for (int size : plan.requestSizes()) {
            for (CopyMode mode : CopyMode.values()) {
                points.add(new PointKey(plan.board(), "null", direction, NULL_DEVICE_BUFFERS, size, mode));
            }
            points.add(new PointKey(plan.board(), MEMORY_COPY, direction, NULL_DEVICE_BUFFERS, size, CopyMode.COPY));
        }
        return points;
    }

    /** The baselines a run folder holds (none when it has no baselines.csv). */
    public static List<MeasuredPoint> read(Path runDir) throws IOException {
        return RunFolder.readBaselines(runDir);
    }

    /** Rewrites baselines.csv with every baseline measured so far (atomically, so never half a file). */
    static void write(Path runDir, List<MeasuredPoint> baselines) throws IOException {
        PointsCsv.write(baselines, runDir.resolve(FILE));
    }
}
