package io.bulkbench.sweeps.plan;

import io.bulkbench.analysis.history.PlanFingerprint;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * What one sweep measures: the cartesian product of buffer counts, request sizes, copy
 * modes and directions against one device, and how long JMH spends on each point.
 * Points come out ordered so that a series is measured together (copy mode, request
 * size, then buffer count), which makes a partial run's curves usable.
 */
public record SweepPlan(
        String board,
        String device,
        List<Integer> buffers,
        List<Integer> requestSizes,
        List<CopyMode> copyModes,
        List<Direction> directions,
        JmhSettings jmh) {

    /** The most buffers a plan may ask for; beyond it the memory cost makes no board sense. */
    public static final int MAX_BUFFERS = 1024;
    /** The largest request: usbfs lends 16 MiB of buffer memory to all transfers by default. */
    public static final int MAX_REQUEST_BYTES = 16 << 20;

    public SweepPlan {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(device, "device");
        Objects.requireNonNull(jmh, "jmh");
        buffers = List.copyOf(buffers);
        requestSizes = List.copyOf(requestSizes);
        copyModes = List.copyOf(copyModes);
        directions = List.copyOf(directions);
        BoardName.check(board, "board name");
        requireNotEmpty(buffers, "buffers");
        requireNotEmpty(requestSizes, "sizes");
        requireNotEmpty(copyModes, "modes");
        requireNotEmpty(directions, "direction");
        for (int b : buffers) {
            if (b < 1 || b > MAX_BUFFERS) {
                throw new BadInputException(
                        "buffers " + b + " is outside 1.." + MAX_BUFFERS + "; use e.g. --buffers 2..64");
            }
        }
        for (int s : requestSizes) {
            if (s % 512 != 0) {
                throw new BadInputException("request size " + s
                        + " bytes is not a multiple of 512 (the high-speed bulk packet); use e.g. --sizes 16K..256K");
            }
            if (s > MAX_REQUEST_BYTES) {
                throw new BadInputException("request size " + ByteSizeText.of(s) + " is over "
                        + ByteSizeText.of(MAX_REQUEST_BYTES)
                        + " (all the buffer memory usbfs lends by default); use e.g. --sizes 16K..256K");
            }
        }
    }

    /** How {@code other} differs from this plan, one phrase per setting, e.g. "--buffers 2,4 (the plan has 2,4,8)". */
    public List<String> differencesFrom(SweepPlan other) {
        List<String> out = new ArrayList<>();
        differ(out, "--board", board, other.board);
        differ(out, "--device", device, other.device);
        differ(out, "--buffers", buffers, other.buffers);
        differ(out, "--sizes", requestSizes, other.requestSizes);
        differ(
                out,
                "--modes",
                copyModes.stream().map(CopyMode::label).toList(),
                other.copyModes.stream().map(CopyMode::label).toList());
        differ(
                out,
                "--direction",
                directions.stream().map(Direction::label).toList(),
                other.directions.stream().map(Direction::label).toList());
        differ(out, "--forks", jmh.forks(), other.jmh.forks());
        differ(out, "--warmup", jmh.warmupIterations(), other.jmh.warmupIterations());
        differ(out, "--iterations", jmh.measurementIterations(), other.jmh.measurementIterations());
        differ(out, "--time", DurationText.format(jmh.iterationTime()), DurationText.format(other.jmh.iterationTime()));
        return out;
    }

    private static void differ(List<String> out, String flag, Object mine, Object theirs) {
        if (!mine.equals(theirs)) {
            out.add(flag + " " + text(theirs) + " (the plan has " + text(mine) + ")");
        }
    }

    private static String text(Object value) {
        return value instanceof List<?> list
                ? list.stream().map(String::valueOf).collect(Collectors.joining(","))
                : String.valueOf(value);
    }

    private static void requireNotEmpty(List<?> axis, String name) {
        if (axis.isEmpty()) {
            throw new BadInputException("the " + name + " axis is empty; give at least one value");
        }
    }

    /**
     * The settings two runs must share to be compared: device (with its faults), grid and
     * JMH settings, in one canonical text. The board, and settings that add points without
     * changing how a point is measured (adaptive, baselines, latency), are left out.
     */
    public PlanFingerprint fingerprint() {
        return PlanFingerprint.of("device=" + device
                + " buffers=" + buffers.stream().map(String::valueOf).collect(Collectors.joining(","))
                + " sizes=" + requestSizes.stream().map(String::valueOf).collect(Collectors.joining(","))
                + " modes=" + copyModes.stream().map(CopyMode::label).collect(Collectors.joining(","))
                + " directions=" + directions.stream().map(Direction::label).collect(Collectors.joining(","))
                + " forks=" + jmh.forks() + " warmup=" + jmh.warmupIterations()
                + " iterations=" + jmh.measurementIterations() + " time=" + DurationText.format(jmh.iterationTime()));
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
