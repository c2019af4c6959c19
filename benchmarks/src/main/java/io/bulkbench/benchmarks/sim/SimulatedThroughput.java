package io.bulkbench.benchmarks.sim;

import io.bulkbench.analysis.CopyMode;
import io.bulkbench.analysis.Direction;
import io.bulkbench.benchmarks.device.ChannelSpec;
import io.bulkbench.benchmarks.device.Completion;
import io.bulkbench.benchmarks.device.DataPattern;
import io.bulkbench.benchmarks.device.SubmitResult;

import java.nio.ByteBuffer;

/**
 * A profile's exact expected throughput at one point, computed in virtual time: the same
 * channels and timeline the real-time device uses, driven by a host loop that keeps the
 * queue full, reaps in order and resubmits at once, with no thread ever waiting. For BOTH
 * an IN and an OUT loop run interleaved in order of their next event, as two host threads
 * would. Deterministic for a given profile seed.
 */
public final class SimulatedThroughput {
    /** Requests reaped before measuring, so the queue and device buffers reach steady state. */
    public static final int WARMUP_REQUESTS = 500;
    /** Requests measured by {@link #expectedMbS}: enough that jitter averages out. */
    public static final int MEASURED_REQUESTS = 20_000;
    /** fastboot's smallest write size, the floor of the ENOMEM fallback. */
    static final int MIN_FALLBACK_BYTES = 16 * 1024;

    private SimulatedThroughput() {
    }

    /** Expected throughput (MB/s, the sum of both directions for BOTH) at one point. */
    public static double expectedMbS(SimProfile profile, Direction direction, int buffers, int requestBytes,
                                     CopyMode copyMode) {
        return run(profile, direction, buffers, requestBytes, copyMode, WARMUP_REQUESTS, MEASURED_REQUESTS).mbS();
    }

    /** A virtual run with explicit warm-up and measured request counts (summed over directions). */
    public static VirtualRun run(SimProfile profile, Direction direction, int buffers, int requestBytes,
                                 CopyMode copyMode, int warmupRequests, int measuredRequests) {
        SimulatedDevice device = SimulatedDevice.virtualTime(profile);
        Loop[] loops = direction == Direction.BOTH
                ? new Loop[] {new Loop(device, Direction.IN, buffers, requestBytes, copyMode),
                              new Loop(device, Direction.OUT, buffers, requestBytes, copyMode)}
                : new Loop[] {new Loop(device, direction, buffers, requestBytes, copyMode)};
        long reaped = 0;
        long windowStart = 0;
        long windowEnd = 0;
        long bytes = 0;
        long faults = 0;
        long target = (long) warmupRequests + measuredRequests;
        while (reaped < target) {
            Loop next = earliest(loops);
            if (next == null) {
                break;
            }
            int delivered = next.step();
            if (delivered < 0) {
                continue;
            }
            reaped++;
            if (reaped == warmupRequests) {
                windowStart = next.channel.cursor();
            } else if (reaped > warmupRequests) {
                windowEnd = next.channel.cursor();
                bytes += delivered;
                faults += next.lastFaulted ? 1 : 0;
            }
        }
        return new VirtualRun(bytes, Math.max(0, windowEnd - windowStart), Math.max(0, reaped - warmupRequests), faults);
    }

    private static Loop earliest(Loop[] loops) {
        Loop best = null;
        for (Loop loop : loops) {
            if (!loop.stopped && (best == null || loop.nextInstant() < best.nextInstant())) {
                best = loop;
            }
        }
        return best;
    }

    /** One host thread's loop: reap the oldest request, resubmit it. */
    private static final class Loop {
        private static final ByteBuffer NO_DATA = ByteBuffer.allocate(0);
        final SimChannel channel;
        private final Completion completion = new Completion();
        private boolean awaiting;
        private boolean stopped;
        private boolean lastFaulted;
        private int requestBytes;

        Loop(SimulatedDevice device, Direction direction, int buffers, int requestBytes, CopyMode copyMode) {
            this.channel = (SimChannel) device.open(new ChannelSpec(direction, buffers, requestBytes, copyMode,
                    DataPattern.NONE));
            this.requestBytes = requestBytes;
            for (int i = 0; i < channel.queueDepth() && !stopped; i++) {
                submit();
            }
            awaiting = true;
        }

        long nextInstant() {
            return awaiting ? Math.max(channel.cursor(), channel.oldestVisibleAt()) : channel.cursor();
        }

        /** Reaps or submits; returns the bytes delivered by a reap, or -1 for a submit. */
        int step() {
            if (!awaiting) {
                submit();
                awaiting = true;
                return -1;
            }
            channel.awaitNext(completion);
            awaiting = false;
            lastFaulted = !completion.status().delivered();
            if (completion.status().fatal()) {
                stopped = true;
            }
            return completion.status().delivered() ? completion.actualBytes() : 0;
        }

        private void submit() {
            while (true) {
                SubmitResult result = channel.submit(NO_DATA, requestBytes);
                if (result == SubmitResult.ACCEPTED) {
                    return;
                }
                if (result == SubmitResult.NO_MEMORY && requestBytes > MIN_FALLBACK_BYTES) {
                    requestBytes = Math.max(MIN_FALLBACK_BYTES, requestBytes / 2);
                    continue;
                }
                stopped = true;
                return;
            }
        }
    }
}
