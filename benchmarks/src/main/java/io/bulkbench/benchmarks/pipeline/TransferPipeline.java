package io.bulkbench.benchmarks.pipeline;

import io.bulkbench.benchmarks.device.Channel;
import io.bulkbench.benchmarks.device.ChannelSpec;
import io.bulkbench.benchmarks.device.Completion;
import io.bulkbench.benchmarks.device.DataPattern;
import io.bulkbench.benchmarks.device.Device;
import io.bulkbench.benchmarks.device.PatternStream;
import io.bulkbench.benchmarks.device.SubmitResult;
import io.bulkbench.benchmarks.device.TransferStatus;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Optional;

/**
 * The N-buffer bulk pipeline of one direction: it keeps the channel's queue full of
 * requests, reaps them in order, hands the data to the application and resubmits. COPY
 * means the application's data lives in a heap array and every request copies it into
 * (OUT) or out of (IN) the direct transfer buffer; NO_COPY means the application works in
 * the transfer buffer. Buffers are allocated once, when the pipeline opens, so the
 * steady state a benchmark measures allocates nothing. A submit that fails with ENOMEM
 * halves the request size down to 16 KiB ({@link RequestSizeFallback}). Closing cancels what is in
 * flight and reaps every cancellation before the buffers are let go (the libusb rule).
 * Used by one thread at a time; BOTH is two pipelines on two threads.
 */
public final class TransferPipeline implements AutoCloseable {
    private final Channel channel;
    private final PipelineConfig config;
    private final boolean in;
    private final boolean copy;
    private final boolean verifying;
    private final ByteBuffer[] slots;
    private final byte[] application;
    private final PatternStream pattern;
    private final Completion completion = new Completion();
    private final PipelineCounters counters;
    private int requestBytes;
    private boolean closed;

    private TransferPipeline(Channel channel, PipelineConfig config) {
        this.channel = channel;
        this.config = config;
        this.in = config.direction() == Direction.IN;
        this.copy = config.copyMode() == CopyMode.COPY;
        this.pattern = new PatternStream(config.verify());
        this.verifying = config.verify() != DataPattern.NONE;
        this.requestBytes = config.requestBytes();
        this.counters = new PipelineCounters(requestBytes);
        this.slots = new ByteBuffer[channel.queueDepth()];
        for (int i = 0; i < slots.length; i++) {
            slots[i] = ByteBuffer.allocateDirect(requestBytes);
        }
        this.application = copy ? new byte[requestBytes] : null;
    }

    /**
     * Opens a pipeline of one direction (IN or OUT) on {@code device} and fills its queue.
     * For BOTH use {@link DuplexPipelines#open}.
     *
     * @throws TransferFailedException when the device fails before the queue is full
     */
    public static TransferPipeline open(Device device, PipelineConfig config) {
        if (config.direction() == Direction.BOTH) {
            throw new IllegalArgumentException("a pipeline carries one direction; use DuplexPipelines for BOTH");
        }
        Channel channel = device.open(new ChannelSpec(
                config.direction(), config.buffers(), config.requestBytes(), config.copyMode(), config.verify()));
        TransferPipeline pipeline = new TransferPipeline(channel, config);
        try {
            for (ByteBuffer slot : pipeline.slots) {
                pipeline.submit(slot);
            }
        } catch (TransferFailedException e) {
            pipeline.close();
            throw e;
        }
        return pipeline;
    }

    /**
     * One operation of the benchmark: waits for the oldest request, consumes its data (copy
     * and check for IN), resubmits its buffer with fresh data (for OUT) and returns the
     * bytes it delivered (0 for a request that faulted; the fault is counted).
     *
     * @throws TransferFailedException when the device is gone or cannot take a request
     */
    /** How many requests in flight the device had finished by then, not reaped yet ({@link Channel#finishedBy}). */
    public int finishedBy(long systemNanos) {
        return channel.finishedBy(systemNanos);
    }

    public int transferNext() {
        if (closed) {
            throw new IllegalStateException("pipeline is closed");
        }
        channel.awaitNext(completion);
        ByteBuffer slot = completion.slot();
        TransferStatus status = completion.status();
        int delivered = 0;
        if (status.delivered()) {
            delivered = completion.actualBytes();
            counters.requests++;
            counters.bytes += delivered;
            if (requestBytes < config.requestBytes()) {
                counters.shrunkRequests++;
            }
            if (status == TransferStatus.SHORT) {
                counters.shortTransfers++;
            }
            if (in) {
                consume(slot, delivered);
            }
        } else {
            counters.fault(status);
            if (status.fatal()) {
                throw new TransferFailedException(
                        status,
                        "device " + config.direction().label() + " request ended " + status + " after "
                                + counters.requests + " requests");
            }
        }
        submit(slot);
        return delivered;
    }

    private void consume(ByteBuffer slot, int length) {
        if (copy) {
            slot.get(0, application, 0, length);
            if (verifying) {
                counters.verifyErrors += pattern.check(application, length);
            }
        } else if (verifying) {
            counters.verifyErrors += pattern.check(slot, length);
        }
    }

    private void produce(ByteBuffer slot, int length) {
        if (copy) {
            pattern.fill(application, length);
            slot.put(0, application, 0, length);
        } else {
            pattern.fill(slot, length);
        }
    }

    private void submit(ByteBuffer slot) {
        while (true) {
            if (!in) {
                produce(slot, requestBytes);
            }
            SubmitResult result = channel.submit(slot, requestBytes);
            if (result == SubmitResult.ACCEPTED) {
                return;
            }
            int smaller = RequestSizeFallback.retrySize(result, requestBytes);
            if (smaller > 0) {
                requestBytes = smaller;
                counters.requestBytes = requestBytes;
                counters.enomemFallbacks++;
                continue;
            }
            TransferStatus status = result == SubmitResult.NO_DEVICE ? TransferStatus.NO_DEVICE : TransferStatus.ERROR;
            counters.fault(status);
            throw new TransferFailedException(
                    status,
                    result == SubmitResult.NO_DEVICE
                            ? "device is gone: a submit failed with NO_DEVICE after " + counters.requests + " requests"
                            : "a " + requestBytes + "-byte request failed with ENOMEM even at the smallest size");
        }
    }

    /** What this pipeline counted so far. */
    public PipelineCounters counters() {
        return counters;
    }

    /** The configuration it was opened with. */
    public PipelineConfig config() {
        return config;
    }

    /** Requests this pipeline keeps in flight (the device may fix it, see {@link Channel#queueDepth()}). */
    public int queueDepth() {
        return slots.length;
    }

    /** The heap array a COPY pipeline copies through (its current application data); absent for NO_COPY. */
    public Optional<byte[]> applicationData() {
        return Optional.ofNullable(application);
    }

    /**
     * Cancels everything in flight, reaps every request (cancelled or finished) and only
     * then releases the buffers and the channel. Safe to call twice and after a failure.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        channel.cancelAll();
        while (channel.outstanding() > 0) {
            channel.awaitNext(completion);
            TransferStatus status = completion.status();
            if (status == TransferStatus.CANCELLED) {
                counters.cancelled++;
            } else if (!status.delivered()) {
                counters.fault(status);
            }
        }
        channel.close();
        Arrays.fill(slots, null);
    }
}
