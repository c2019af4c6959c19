package io.bulkbench.benchmarks.device;

import java.nio.ByteBuffer;

/**
 * The outcome of one request, filled in by {@link Channel#awaitNext(Completion)}. It is a
 * mutable holder the caller owns and reuses for every request, so reaping a completion
 * allocates nothing in the steady state that a benchmark measures.
 */
public final class Completion {
    /** {@link #finishedNanos} of a device that does not know when a request finished. */
    public static final long UNKNOWN = Long.MIN_VALUE;

    private ByteBuffer slot;
    private int actualBytes;
    private TransferStatus status = TransferStatus.COMPLETED;
    private long finishedNanos = UNKNOWN;

    /** Sets the three fields of every request; devices call this when a request finishes. */
    public void set(ByteBuffer slot, int actualBytes, TransferStatus status) {
        this.slot = slot;
        this.actualBytes = actualBytes;
        this.status = status;
        this.finishedNanos = UNKNOWN;
    }

    /**
     * When the request finished on the device, on {@link System#nanoTime}'s scale: a device
     * that knows it (the simulator's bus) says so after {@link #set}, since the host may reap
     * a request long after it finished.
     */
    public void finishedAt(long systemNanos) {
        this.finishedNanos = systemNanos;
    }

    /** When the request finished, on {@link System#nanoTime}'s scale, or {@link #UNKNOWN}. */
    public long finishedNanos() {
        return finishedNanos;
    }

    /** The transfer buffer that was submitted (the same object, positioned as submitted). */
    public ByteBuffer slot() {
        return slot;
    }

    /** Bytes that actually moved. */
    public int actualBytes() {
        return actualBytes;
    }

    public TransferStatus status() {
        return status;
    }
}
