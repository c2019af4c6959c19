package io.bulkbench.benchmarks.device;

import java.nio.ByteBuffer;

/**
 * One endpoint of an open device, used by exactly one thread: requests go in with
 * {@link #submit}, and come back in submission order from {@link #awaitNext}. Every
 * accepted request produces exactly one completion, including requests that fail or are
 * cancelled, so a caller can always account for its buffers (the libusb rule: a buffer is
 * free only after its completion has been seen).
 */
public interface Channel extends AutoCloseable {

    ChannelSpec spec();

    /**
     * How many requests the pipeline should keep in flight. Normally {@code spec().buffers()};
     * a device whose swept buffer count lives on the device side (a mass-storage gadget)
     * answers with the host's own fixed queue instead.
     */
    int queueDepth();

    /**
     * Hands a request to the device: {@code length} bytes of {@code slot} starting at
     * position 0 (a direct buffer). For OUT the bytes are the data to send; for IN they
     * are overwritten. Never blocks for longer than the device's own submit cost.
     */
    SubmitResult submit(ByteBuffer slot, int length);

    /**
     * Waits for the oldest request in flight to finish and describes it in {@code into}.
     * Faults arrive as statuses; a device never blocks here for longer than its timeout.
     *
     * @throws IllegalStateException when nothing is in flight (a programming error)
     */
    void awaitNext(Completion into);

    /** Requests in flight whose completion has not been reaped yet. */
    int outstanding();

    /**
     * How many of the requests in flight the device had finished by {@code systemNanos}
     * ({@link System#nanoTime}'s scale), not reaped yet: 0 for a device that does not know
     * when a request finishes before it is reaped.
     */
    default int finishedBy(long systemNanos) {
        return 0;
    }

    /**
     * Asks the device to cancel everything in flight. The cancelled requests still
     * complete (status CANCELLED, or their real status if they had already finished) and
     * must be reaped with {@link #awaitNext} before their buffers are reused or freed.
     */
    void cancelAll();

    /** Releases the endpoint; callers reap every outstanding request first. */
    @Override
    void close();
}
