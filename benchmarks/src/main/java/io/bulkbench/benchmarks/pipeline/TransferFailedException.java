package io.bulkbench.benchmarks.pipeline;

import io.bulkbench.benchmarks.device.TransferStatus;

/**
 * The pipeline cannot go on: the device is gone, or a request could not be submitted even
 * at the smallest size. The point being measured fails with this reason; the pipeline can
 * still be closed, which reaps whatever is in flight.
 */
public class TransferFailedException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final TransferStatus status;

    public TransferFailedException(TransferStatus status, String message) {
        super(message);
        this.status = status;
    }

    public TransferStatus status() {
        return status;
    }
}
