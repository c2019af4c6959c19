package io.bulkbench.analysis;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import lombok.NonNull;

/**
 * The measured points of one series, ordered by their x value along the series' axis.
 * The factory refuses what cannot be fitted as one curve: no points, a failed point,
 * two points with the same key, or points that belong to different series.
 */
public record Series(@NonNull SeriesKey key, List<MeasuredPoint> points) {

    public Series {
        points = List.copyOf(points);
    }

    /** The series formed by {@code points} along {@code axis}; see the class comment for what it rejects. */
    public static Series of(Axis axis, List<MeasuredPoint> points) {
        if (points.isEmpty()) {
            throw new BadInputException(
                    "a " + axis.label() + " series needs at least one measured point; none were given");
        }
        SeriesKey key = SeriesKey.of(points.get(0).key(), axis);
        Set<PointKey> seen = new HashSet<>();
        for (MeasuredPoint p : points) {
            if (!p.isOk()) {
                throw new BadInputException("point " + p.key() + " failed (" + p.reason()
                        + ") and cannot be fitted; leave failed points out of a series");
            }
            if (!seen.add(p.key())) {
                throw new BadInputException(
                        "point " + p.key() + " appears twice; a run holds one point per key, so remove the duplicate");
            }
            if (!key.contains(p.key())) {
                throw new BadInputException("point " + p.key() + " does not belong to the series of "
                        + points.get(0).key() + " along " + axis.label()
                        + "; a series varies only its axis, so split the points by the other parameters");
            }
        }
        List<MeasuredPoint> sorted = new ArrayList<>(points);
        sorted.sort(Comparator.comparingInt(p -> key.xOf(p.key())));
        return new Series(key, sorted);
    }

    /** The x values (buffer count or request bytes), ascending. */
    public double[] xs() {
        return points.stream().mapToDouble(p -> key.xOf(p.key())).toArray();
    }

    /** The mean throughputs in MB/s, in x order. */
    public double[] throughputs() {
        return points.stream().mapToDouble(MeasuredPoint::throughputMbS).toArray();
    }

    public int size() {
        return points.size();
    }

    public int minX() {
        return key.xOf(points.get(0).key());
    }

    public int maxX() {
        return key.xOf(points.get(points.size() - 1).key());
    }

    /**
     * The series as a message names it: {@code snowball/sim:snowball-msc/in/copy over buffers
     * at 16 KiB}, or {@code ... over request size at 8 buffers}.
     */
    public String text() {
        String at = key.axis() == Axis.BUFFERS ? ByteSizeText.of(key.fixedValue()) : key.fixedValue() + " buffers";
        return key.board() + "/" + key.device() + "/" + key.direction().label() + "/"
                + key.copyMode().label() + " over " + (key.axis() == Axis.BUFFERS ? "buffers" : "request size")
                + " at " + at;
    }

    /** A stable label for seeding: record hash codes of enums vary between runs. */
    public String label() {
        return key.board() + "/" + key.device() + "/" + key.direction().label() + "/"
                + key.copyMode().label() + "/" + key.axis().label() + "=" + key.fixedValue();
    }
}
