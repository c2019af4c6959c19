package io.bulkbench.sweeps.plan;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.List;
import lombok.NonNull;

/**
 * What one sweep measures: the cartesian product of buffer counts, request sizes, copy
 * modes and directions against one device, and how long JMH spends on each point.
 * Points come out ordered so that a series is measured together (copy mode, request
 * size, then buffer count), which makes a partial run's curves usable.
 */
public record SweepPlan(
        @NonNull String board,
        @NonNull String device,
        List<Integer> buffers,
        List<Integer> requestSizes,
        List<CopyMode> copyModes,
        List<Direction> directions,
        @NonNull JmhSettings jmh) {

    /** The most buffers a plan may ask for; beyond it the memory cost makes no board sense. */
    public static final int MAX_BUFFERS = 1024;
    /** The largest request: usbfs lends 16 MiB of buffer memory to all transfers by default. */
    public static final int MAX_REQUEST_BYTES = 16 << 20;

    public SweepPlan {
        buffers = List.copyOf(buffers);
        requestSizes = List.copyOf(requestSizes);
        copyModes = List.copyOf(copyModes);
        directions = List.copyOf(directions);
        BoardName.check(board, "board name");
        requireNotEmpty(buffers, "buffers");
        requireNotEmpty(requestSizes, "sizes");
        requireNotEmpty(copyModes, "modes");
        requireNotEmpty(directions, "direction");
    }

    private static void requireNotEmpty(List<?> axis, String name) {
        if (axis.isEmpty()) {
            throw new BadInputException("the " + name + " axis is empty; give at least one value");
        }
    }

    /** Every point of the plan, series by series. */
    public List<PointKey> points() {
        List<PointKey> points = new ArrayList<>();
        for (Direction direction : directions) {
            for (CopyMode mode : copyModes) {
                for (int size : requestSizes) {
                    for (int n : buffers) {
                        points.add(new PointKey(board, device, direction, n, size, mode));
                    }
                }
            }
        }
        return points;
    }
}
