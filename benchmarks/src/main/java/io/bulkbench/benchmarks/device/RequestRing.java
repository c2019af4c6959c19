package io.bulkbench.benchmarks.device;

import java.nio.ByteBuffer;

/**
 * The requests a channel has in flight, oldest first, in preallocated parallel arrays:
 * the buffer, the bytes that will have moved, the final status and the instant the
 * completion becomes visible to the host. Devices use it to complete requests strictly in
 * submission order without allocating per request.
 */
public final class RequestRing {
    private final ByteBuffer[] slots;
    private final int[] actual;
    private final TransferStatus[] statuses;
    private final long[] visibleAt;
    private final SlotRing ring;

    public RequestRing(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity " + capacity);
        }
        slots = new ByteBuffer[capacity];
        actual = new int[capacity];
        statuses = new TransferStatus[capacity];
        visibleAt = new long[capacity];
        ring = new SlotRing(capacity);
    }

    public int size() {
        return ring.size();
    }

    public boolean isFull() {
        return ring.isFull();
    }

    /** Appends a request; more than the capacity in flight is a programming error. */
    public void add(ByteBuffer slot, int actualBytes, TransferStatus status, long visibleNanos) {
        int i = ring.tail();
        slots[i] = slot;
        actual[i] = actualBytes;
        statuses[i] = status;
        visibleAt[i] = visibleNanos;
        ring.push();
    }

    private int oldest() {
        return ring.head();
    }

    public long oldestVisibleAt() {
        return visibleAt[oldest()];
    }

    /** How many requests, oldest first, become visible at or before {@code instant}. */
    public int visibleBy(long instant) {
        int n = 0;
        while (n < ring.size() && visibleAt[ring.fromHead(n)] <= instant) {
            n++;
        }
        return n;
    }

    /** Removes the oldest request and describes it in {@code into}. */
    public void removeOldest(Completion into) {
        int i = oldest();
        into.set(slots[i], actual[i], statuses[i]);
        slots[i] = null;
        ring.pop();
    }

    /**
     * Marks every request that has not become visible by {@code nowNanos} as cancelled,
     * visible at {@code nowNanos}: what a host controller does when it unlinks them.
     */
    public void cancelPending(long nowNanos) {
        for (int k = 0; k < ring.size(); k++) {
            int i = ring.fromHead(k);
            if (visibleAt[i] > nowNanos) {
                statuses[i] = TransferStatus.CANCELLED;
                actual[i] = 0;
                visibleAt[i] = nowNanos;
            }
        }
    }
}
