package io.bulkbench.benchmarks.device;

import java.nio.ByteBuffer;

/**
 * The outcome of one request, filled in by {@link Channel#awaitNext(Completion)}. It is a
 * mutable holder the caller owns and reuses for every request, so reaping a completion
 * allocates nothing in the steady state that a benchmark measures.
 */
public final class Completion {
    private ByteBuffer slot;
    private int actualBytes;
    private TransferStatus status = TransferStatus.COMPLETED;

    /** Sets all three fields; devices call this when a request finishes. */
    public void set(ByteBuffer slot, int actualBytes, TransferStatus status) {
        this.slot = slot;
        this.actualBytes = actualBytes;
        this.status = status;
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
