package io.bulkbench.benchmarks.jmh;

import io.bulkbench.benchmarks.pipeline.PipelineCounters;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * What went wrong in an iteration, as JMH event counts next to the score: bytes that
 * failed verification, short transfers, ENOMEM fallbacks, requests run at a fallback
 * size and faulted requests, each counted in the iteration it happened (JMH sums them
 * over iterations and over a group's threads), so a report can say "0 verify errors"
 * and mean it. Fallbacks mostly happen while the pipeline fills its queue, before any
 * iteration: the first iteration of a trial counts those, and {@code shrunkRequests}
 * shows in every later iteration that the requests still run smaller than asked.
 *
 * <p>Thread-scoped: each thread brings it up to the totals of the pipeline it drives
 * after every operation. The fields are declared here, in the state class itself,
 * because JMH only reports counters a {@code @AuxCounters} class declares.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class TransferEvents {
    /** Bytes that differed from the expected data pattern. */
    public long verifyErrors;
    /** Requests that delivered fewer bytes than asked. */
    public long shortTransfers;
    /** Submits refused with ENOMEM, each halving the request size. */
    public long enomemFallbacks;
    /** Requests that delivered data at a size an ENOMEM fallback had cut below {@code requestSize}. */
    public long shrunkRequests;
    /** Requests that ended in a fault (stall, timeout, overflow, ...). */
    public long faults;

    // The pipeline's totals when last seen. Besides operations it moves only between
    // iterations (PauseKeeper), and what it counts there goes to the iteration after.
    private long seenVerify;
    private long seenShort;
    private long seenEnomem;
    private long seenShrunk;
    private long seenFaults;

    /** Starts the iteration's counts at zero. */
    @Setup(Level.Iteration)
    public void reset() {
        verifyErrors = shortTransfers = enomemFallbacks = shrunkRequests = faults = 0;
    }

    /** Adds what the pipeline counted since the last call; cheap enough to run every operation. */
    void update(PipelineCounters c) {
        verifyErrors += c.verifyErrors() - seenVerify;
        seenVerify = c.verifyErrors();
        shortTransfers += c.shortTransfers() - seenShort;
        seenShort = c.shortTransfers();
        enomemFallbacks += c.enomemFallbacks() - seenEnomem;
        seenEnomem = c.enomemFallbacks();
        shrunkRequests += c.shrunkRequests() - seenShrunk;
        seenShrunk = c.shrunkRequests();
        faults += c.totalFaults() - seenFaults;
        seenFaults = c.totalFaults();
    }
}
