package io.bulkbench.benchmarks.sim;

import io.bulkbench.core.Direction;

/**
 * The bus of the simulated device as a pure function of submit instants: given when a
 * request becomes ready on the host, it answers when the bus finishes it, taking into
 * account the requests reserved before it (on the shared bus of a half-duplex link, or
 * this direction's lane of a full-duplex one) and the device-side buffers. No clock and
 * no threads; the one lock only lets an IN and an OUT user reserve the shared bus from
 * two threads. Instants are nanoseconds on the caller's time axis.
 */
public final class SimTimeline {
    private final LinkModel link;
    private final long[] busFreeAt = new long[2];
    private final DeviceStage[] stages = new DeviceStage[2];
    private final long[] lateIdleNanos = new long[2];
    private long countLatenessFrom = Long.MIN_VALUE;
    private boolean fromNextRequest;

    public SimTimeline(LinkModel link) {
        this.link = link;
    }

    /** Puts device-side buffers in front of (IN) or behind (OUT) one direction. */
    public synchronized void attachDeviceStage(Direction direction, DeviceStageModel model, int buffers, long seed) {
        stages[index(direction)] = new DeviceStage(model, buffers, direction == Direction.IN, seed);
    }

    private static int index(Direction direction) {
        return direction == Direction.IN ? 0 : 1;
    }

    private int lane(Direction direction) {
        return link.duplex() == LinkModel.Duplex.FULL ? index(direction) : 0;
    }

    /**
     * Reserves the bus for a request the model makes ready at {@code dueAt} and the host
     * made ready at {@code readyAt} (no earlier), which moves {@code bytes} (0 for a
     * stalled one, which still costs the per-request time), and returns the instant it
     * ends. {@code throughDevice} is false for requests that never reach the device's
     * buffers (a stall). When the bus would have started the request before
     * {@code readyAt}, the gap is idle time the late host cost the lane.
     */
    public synchronized long transfer(Direction direction, long dueAt, long readyAt, int bytes, boolean throughDevice) {
        DeviceStage stage = throughDevice ? stages[index(direction)] : null;
        int lane = lane(direction);
        if (fromNextRequest) {
            countLatenessFrom = readyAt;
            fromNextRequest = false;
        }
        long possible = Math.max(dueAt, busFreeAt[lane]);
        if (stage != null) {
            possible = Math.max(possible, stage.dataReadyAt(bytes));
        }
        long start = Math.max(readyAt, possible);
        lateIdleNanos[lane] += Math.max(0, start - Math.max(possible, countLatenessFrom));
        long end = start + Math.round(link.busNanos(bytes));
        busFreeAt[lane] = end;
        if (stage != null) {
            stage.afterBus(end, bytes);
        }
        return end;
    }

    /**
     * Counts late idle time only from {@code instant} on: a measurement that starts there
     * is not charged for the idle bus before it, while nothing was measured.
     */
    public synchronized void countLatenessFrom(long instant) {
        countLatenessFrom = instant;
        fromNextRequest = false;
    }

    /**
     * Counts late idle time only from the instant the next request is ready: a JMH
     * iteration's measured time starts with its first operation, after the pause between
     * iterations and JMH's own setup, when no thread submits.
     */
    public synchronized void countLatenessFromNextRequest() {
        fromNextRequest = true;
    }

    /**
     * Counts no late idle time until {@link #countLatenessFromNextRequest} or
     * {@link #countLatenessFrom}: between JMH's iterations another thread keeps the stream
     * moving, and what it is late by is not measured time.
     */
    public synchronized void stopCountingLateness() {
        countLatenessFrom = Long.MAX_VALUE;
        fromNextRequest = false;
    }

    /** Nanoseconds bus lane {@code lane} (0 until {@link #lanes()}) sat idle so far because the host was late. */
    public synchronized long lateIdleNanos(int lane) {
        return lateIdleNanos[lane];
    }

    /** How many bus lanes the link has: 2 for full duplex, 1 for half duplex. */
    public int lanes() {
        return link.duplex() == LinkModel.Duplex.FULL ? 2 : 1;
    }
}
