package io.bulkbench.benchmarks.sim;

/**
 * The device-side buffers of one direction on the timeline. IN: buffer k is filled from
 * storage by a single worker once buffer k - N has left on the bus, and may be sent only
 * when full. OUT: buffer k can receive once buffer k - N has been drained to storage, and
 * is drained after it arrives. Pure bookkeeping over instants (nanoseconds); the jitter
 * comes from its own seeded stream, so the same requests give the same instants.
 */
final class DeviceStage {
    private final DeviceStageModel model;
    private final boolean in;
    private final long[] freeAt;
    private final StratifiedDraws jitter;
    private long workerFreeAt;
    private long count;

    DeviceStage(DeviceStageModel model, int buffers, boolean in, long seed) {
        if (buffers < 1) {
            throw new IllegalArgumentException("device buffers " + buffers);
        }
        this.model = model;
        this.in = in;
        this.freeAt = new long[buffers];
        this.jitter = new StratifiedDraws(seed);
    }

    /** Earliest instant the bus may carry the next request's data. */
    long dataReadyAt(int bytes) {
        int slot = (int) (count % freeAt.length);
        if (!in) {
            return freeAt[slot];
        }
        long start = Math.max(workerFreeAt, freeAt[slot]);
        workerFreeAt = start + Math.round(model.workNanos(bytes, jitter.next()));
        return workerFreeAt;
    }

    /** Records that the bus finished the request at {@code busEnd}. */
    void afterBus(long busEnd, int bytes) {
        int slot = (int) (count % freeAt.length);
        if (in) {
            freeAt[slot] = busEnd;
        } else {
            long start = Math.max(workerFreeAt, busEnd);
            workerFreeAt = start + Math.round(model.workNanos(bytes, jitter.next()));
            freeAt[slot] = workerFreeAt;
        }
        count++;
    }
}
