package io.bulkbench.core;

import java.util.Objects;

/**
 * What identifies one measured point of a sweep: the board and device it ran on, and
 * the three pipeline parameters. Two measurements with the same key measure the same
 * thing; a run holds at most one point per key.
 */
public record PointKey(
        String board, String device, Direction direction, int buffers, int requestBytes, CopyMode copyMode) {

    public PointKey {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(device, "device");
        Objects.requireNonNull(direction, "direction");
        Objects.requireNonNull(copyMode, "copyMode");
        if (board.isBlank()) {
            throw new BadInputException("board name is empty; give a name such as 'snowball'");
        }
        if (device.isBlank()) {
            throw new BadInputException("device spec is empty; give one such as 'sim:snowball-msc'");
        }
        if (buffers < 1) {
            throw new BadInputException(
                    "buffers " + buffers + " is below 1; a pipeline needs at least one request in flight");
        }
        if (requestBytes < 1) {
            throw new BadInputException("request size " + requestBytes + " bytes is below 1");
        }
    }

    /** Request size in KiB, as the reports print it. */
    public double requestKib() {
        return requestBytes / 1024.0;
    }

    /** Memory the pipeline holds: every buffer is one request's worth of contiguous memory. */
    public long memoryBytes() {
        return (long) buffers * requestBytes;
    }

    /** The pipeline's parameters alone, for a line about points of one run: "in buffers=2 request=16K copy". */
    public String parameters() {
        return direction.label() + " buffers=" + buffers
                + " request=" + sizeLabel(requestBytes)
                + " " + copyMode.label();
    }

    /** A request size as points are labelled: whole KiB as {@code 16K}, else bytes as {@code 1000B}. */
    public static String sizeLabel(int requestBytes) {
        return requestBytes % 1024 == 0 ? requestBytes / 1024 + "K" : requestBytes + "B";
    }

    @Override
    public String toString() {
        return board + " " + device + " " + parameters();
    }
}
