package io.bulkbench.core;

import java.util.Comparator;
import lombok.NonNull;
import lombok.With;

/**
 * What identifies one measured point of a sweep: the board and device it ran on, and
 * the three pipeline parameters. Two measurements with the same key measure the same
 * thing; a run holds at most one point per key.
 */
public record PointKey(
        @NonNull String board,
        @NonNull String device,
        @NonNull Direction direction,
        int buffers,
        int requestBytes,
        @With @NonNull CopyMode copyMode) {

    /**
     * The order points are listed in wherever a person or a CI system reads a run: by
     * device, direction, copy mode, request size, then buffer count, so a request size's
     * series reads down its buffer counts.
     */
    public static final Comparator<PointKey> ORDER = Comparator.comparing(PointKey::device)
            .thenComparing(PointKey::direction)
            .thenComparing(PointKey::copyMode)
            .thenComparingInt(PointKey::requestBytes)
            .thenComparingInt(PointKey::buffers);

    public PointKey {
        if (board.isBlank()) {
            throw new BadInputException("board name is empty; give a name such as 'snowball'");
        }
        if (device.isBlank()) {
            throw new BadInputException("device spec is empty; give one such as 'sim:snowball-msc'");
        }
        // One point, one key: a spec with space or a control character around or in it would
        // read as a second device (and a second point) beside the spec a sweep writes.
        if (!device.equals(device.strip()) || device.chars().anyMatch(Character::isISOControl)) {
            throw new BadInputException("device spec '" + TerminalText.line(device)
                    + "' has space around it or a control character in it; write it as a sweep writes it,"
                    + " e.g. 'sim:snowball-msc'");
        }
        if (buffers < 1) {
            throw new BadInputException(
                    "buffers " + buffers + " is below 1; a pipeline needs at least one request in flight");
        }
        if (requestBytes < 1) {
            throw new BadInputException("request size " + requestBytes + " bytes is below 1");
        }
    }

    /** Memory the pipeline holds: every buffer is one request's worth of contiguous memory. */
    public long memoryBytes() {
        return (long) buffers * requestBytes;
    }

    /**
     * The key as ids and content hashes take it (a run's content hash in the database, a
     * feed entry's id, a site file's name): fixed for good, so what was stored or
     * published stays comparable however keys come to be shown. {@link #toString} is for people.
     */
    public String canonicalText() {
        return board + " " + device + " " + direction.label() + " buffers=" + buffers
                + " request=" + ByteSizeText.compact(requestBytes)
                + " " + copyMode.label();
    }

    /** The key as a person reads it: {@code snowball sim:snowball-msc in copy 16 KiB x 2}. */
    @Override
    public String toString() {
        return board + " " + PointText.onDevice(this);
    }
}
