package io.bulkbench.benchmarks.pipeline;

import io.bulkbench.benchmarks.device.TransferStatus;
import java.util.EnumMap;
import java.util.Map;

/**
 * What a pipeline counted since it opened: requests reaped and bytes delivered, short
 * transfers, bytes that failed verification, requests that ended in a fault (per status),
 * cancellations on close, ENOMEM fallbacks and the request size in use after them.
 * Written by the pipeline's one thread with plain fields (no per-request cost); read it
 * from that thread or after the run.
 */
public final class PipelineCounters {
    private static final TransferStatus[] STATUSES = TransferStatus.values();
    long requests;
    long bytes;
    long shortTransfers;
    long verifyErrors;
    long cancelled;
    long enomemFallbacks;
    long shrunkRequests;
    int requestBytes;
    private final long[] faults = new long[STATUSES.length];
    // Kept beside the per-status counts so a harness can read the total every operation
    // without summing the array.
    private long totalFaults;

    PipelineCounters(int requestBytes) {
        this.requestBytes = requestBytes;
    }

    /** Requests reaped that delivered data (complete or short). */
    public long requests() {
        return requests;
    }

    /** Bytes delivered. */
    public long bytes() {
        return bytes;
    }

    public long shortTransfers() {
        return shortTransfers;
    }

    /** Bytes that differed from the expected pattern (IN with verification on). */
    public long verifyErrors() {
        return verifyErrors;
    }

    /** Requests that ended with this fault status (STALL, TIMED_OUT, NO_DEVICE, ...). */
    public long faults(TransferStatus status) {
        return faults[status.ordinal()];
    }

    /** Requests that ended in any fault (cancellations on close are not faults). */
    public long totalFaults() {
        return totalFaults;
    }

    /** Counts one request that ended with a fault status. */
    void fault(TransferStatus status) {
        faults[status.ordinal()]++;
        totalFaults++;
    }

    /** Requests cancelled while closing. */
    public long cancelled() {
        return cancelled;
    }

    /** How often a submit failed with ENOMEM and the request size was halved. */
    public long enomemFallbacks() {
        return enomemFallbacks;
    }

    /** Requests that delivered data at a size an ENOMEM fallback had cut below the configured one. */
    public long shrunkRequests() {
        return shrunkRequests;
    }

    /** The request size now in use (smaller than configured after ENOMEM fallbacks). */
    public int requestBytes() {
        return requestBytes;
    }

    /** The non-zero fault counts by status, for reports. */
    public Map<TransferStatus, Long> faultsByStatus() {
        Map<TransferStatus, Long> map = new EnumMap<>(TransferStatus.class);
        for (TransferStatus status : STATUSES) {
            if (faults[status.ordinal()] > 0) {
                map.put(status, faults[status.ordinal()]);
            }
        }
        return map;
    }

    @Override
    public String toString() {
        return "requests=" + requests + " bytes=" + bytes + " short=" + shortTransfers + " verifyErrors=" + verifyErrors
                + " faults=" + faultsByStatus() + " cancelled=" + cancelled + " enomemFallbacks=" + enomemFallbacks
                + " shrunk=" + shrunkRequests
                + " requestBytes=" + requestBytes;
    }
}
