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
    private int head;
    private int size;

    public RequestRing(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity " + capacity);
        }
        slots = new ByteBuffer[capacity];
        actual = new int[capacity];
        statuses = new TransferStatus[capacity];
        visibleAt = new long[capacity];
    }

    public int size() {
        return size;
    }

    public boolean isFull() {
        return size == slots.length;
    }

    /** Appends a request; more than the capacity in flight is a programming error. */
    public void add(ByteBuffer slot, int actualBytes, TransferStatus status, long visibleNanos) {
        if (isFull()) {
            throw new IllegalStateException("more than " + slots.length + " requests in flight");
        }
        int i = (head + size) % slots.length;
        slots[i] = slot;
        actual[i] = actualBytes;
        statuses[i] = status;
        visibleAt[i] = visibleNanos;
        size++;
    }

    private int oldest() {
        if (size == 0) {
            throw new IllegalStateException("no request in flight to await");
        }
        return head;
    }

    public long oldestVisibleAt() {
        return visibleAt[oldest()];
    }

    public ByteBuffer oldestSlot() {
        return slots[oldest()];
    }

    /** Removes the oldest request and describes it in {@code into}. */
    public void removeOldest(Completion into) {
        int i = oldest();
        into.set(slots[i], actual[i], statuses[i]);
        slots[i] = null;
        head = (head + 1) % slots.length;
        size--;
    }

    /**
     * Marks every request that has not become visible by {@code nowNanos} as cancelled,
     * visible at {@code nowNanos}: what a host controller does when it unlinks them.
     */
    public void cancelPending(long nowNanos) {
        for (int k = 0; k < size; k++) {
            int i = (head + k) % slots.length;
            if (visibleAt[i] > nowNanos) {
                statuses[i] = TransferStatus.CANCELLED;
                actual[i] = 0;
                visibleAt[i] = nowNanos;
            }
        }
    }
}
