package io.bulkbench.benchmarks.device;

/**
 * How one bulk request ended, in the vocabulary of libusb's transfer status. Every fault a
 * device can produce arrives as one of these on a completion, so a broken board ends a
 * request with a status instead of hanging the pipeline.
 */
public enum TransferStatus {
    /** All requested bytes moved. */
    COMPLETED,
    /** Fewer bytes than requested moved (a short packet ended the transfer). */
    SHORT,
    /** The endpoint halted; the host clears the halt and goes on. */
    STALL,
    /** The request did not finish within the device's timeout. */
    TIMED_OUT,
    /** The device went away (unplugged, reset, powered off). Nothing more will succeed. */
    NO_DEVICE,
    /** The device sent more data than the request had room for. */
    OVERFLOW,
    /** The request was cancelled before it finished (on close). */
    CANCELLED,
    /** Any other failure the transport reports. */
    ERROR;

    /** Whether the request moved data normally (completely or short). */
    public boolean delivered() {
        return this == COMPLETED || this == SHORT;
    }

    /** Whether no later request on this device can succeed. */
    public boolean fatal() {
        return this == NO_DEVICE || this == ERROR;
    }
}
