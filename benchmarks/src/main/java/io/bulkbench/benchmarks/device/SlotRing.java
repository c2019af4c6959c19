package io.bulkbench.benchmarks.device;

/**
 * The index arithmetic of a fixed ring of request slots, oldest first: which slot the
 * next request takes, which one completes next, and the k-th oldest in flight. Every
 * channel keeps its per-slot state in its own arrays and asks the ring for the index, so
 * the in-order rule of a bulk queue (submit at the tail, reap at the head) lives once.
 */
public final class SlotRing {
    private final int capacity;
    private int head;
    private int size;

    public SlotRing(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity " + capacity);
        }
        this.capacity = capacity;
    }

    public int capacity() {
        return capacity;
    }

    /** Requests in flight. */
    public int size() {
        return size;
    }

    public boolean isFull() {
        return size == capacity;
    }

    /** The slot the next request takes; fill it, then {@link #push()}. More than the capacity is a programming error. */
    public int tail() {
        if (isFull()) {
            throw new IllegalStateException("more than " + capacity + " requests in flight");
        }
        return (head + size) % capacity;
    }

    /** Takes the slot {@link #tail()} named. */
    public void push() {
        tail();
        size++;
    }

    /** The slot of the oldest request in flight, the one that completes next. */
    public int head() {
        if (size == 0) {
            throw new IllegalStateException("no request in flight to await");
        }
        return head;
    }

    /** Frees the oldest slot. */
    public void pop() {
        head();
        head = (head + 1) % capacity;
        size--;
    }

    /** The slot of the {@code k}-th oldest request in flight (0 is the oldest). */
    public int fromHead(int k) {
        if (k < 0 || k >= size) {
            throw new IndexOutOfBoundsException("request " + k + " of " + size + " in flight");
        }
        return (head + k) % capacity;
    }
}
