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
     * Reserves the bus for a request ready at {@code readyAt} that moves {@code bytes}
     * (0 for a stalled one, which still costs the per-request time) and returns the instant
     * it ends. {@code throughDevice} is false for requests that never reach the device's
     * buffers (a stall).
     */
    public synchronized long transfer(Direction direction, long readyAt, int bytes, boolean throughDevice) {
        DeviceStage stage = throughDevice ? stages[index(direction)] : null;
        int lane = lane(direction);
        long start = Math.max(readyAt, busFreeAt[lane]);
        if (stage != null) {
            start = Math.max(start, stage.dataReadyAt(bytes));
        }
        long end = start + Math.round(link.busNanos(bytes));
        busFreeAt[lane] = end;
        if (stage != null) {
            stage.afterBus(end, bytes);
        }
        return end;
    }
}
