package io.bulkbench.benchmarks.jmh;

import io.bulkbench.benchmarks.pipeline.PipelineCounters;

/**
 * What went wrong in an iteration, as JMH event counts: bytes that failed verification,
 * short transfers, ENOMEM fallbacks and faulted requests. Each is the pipeline's count
 * since the iteration began, so a report can say "0 verify errors" and mean it.
 * Each harness subclasses it as a thread-scoped {@code @AuxCounters(EVENTS)} state whose
 * iteration setup finds the pipeline its thread drives.
 */
public abstract class TransferEvents {
    /** Bytes that differed from the expected data pattern. */
    public long verifyErrors;
    /** Requests that delivered fewer bytes than asked. */
    public long shortTransfers;
    /** Submits refused with ENOMEM, each halving the request size. */
    public long enomemFallbacks;
    /** Requests that ended in a fault (stall, timeout, overflow, ...). */
    public long faults;

    private long verifyBase;
    private long shortBase;
    private long enomemBase;
    private long faultBase;

    /** Starts counting from the pipeline's totals now (called at each iteration's start). */
    void startFrom(PipelineCounters c) {
        verifyBase = c.verifyErrors();
        shortBase = c.shortTransfers();
        enomemBase = c.enomemFallbacks();
        faultBase = c.totalFaults();
        verifyErrors = shortTransfers = enomemFallbacks = faults = 0;
    }

    /** Brings the counts up to the pipeline's totals; cheap enough to run every operation. */
    void update(PipelineCounters c) {
        verifyErrors = c.verifyErrors() - verifyBase;
        shortTransfers = c.shortTransfers() - shortBase;
        enomemFallbacks = c.enomemFallbacks() - enomemBase;
        faults = c.totalFaults() - faultBase;
    }
}
