package io.bulkbench.analysis;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import lombok.NonNull;

/**
 * A series: the points sharing board, device, direction and copy mode, varying along
 * one {@link Axis} with the other parameter held at {@code fixedValue} (the request
 * size in bytes for the buffers axis, the buffer count for the request-size axis).
 */
public record SeriesKey(
        @NonNull String board,
        @NonNull String device,
        @NonNull Direction direction,
        @NonNull CopyMode copyMode,
        @NonNull Axis axis,
        int fixedValue) {

    public SeriesKey {
        if (fixedValue < 1) {
            throw new IllegalArgumentException("fixed value must be >= 1, was " + fixedValue);
        }
    }

    /** The series a point belongs to along the given axis. */
    public static SeriesKey of(PointKey point, Axis axis) {
        int fixed = axis == Axis.BUFFERS ? point.requestBytes() : point.buffers();
        return new SeriesKey(point.board(), point.device(), point.direction(), point.copyMode(), axis, fixed);
    }

    /** The x value of a point along this series' axis. */
    public int xOf(PointKey point) {
        return axis == Axis.BUFFERS ? point.buffers() : point.requestBytes();
    }

    /** True when the point lies on this series. */
    public boolean contains(PointKey point) {
        return equals(of(point, axis));
    }
}
