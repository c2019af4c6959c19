package io.bulkbench.benchmarks.sim;

import io.bulkbench.benchmarks.device.ChannelSpec;
import io.bulkbench.benchmarks.device.Completion;
import io.bulkbench.benchmarks.device.DataPattern;
import io.bulkbench.benchmarks.device.SubmitResult;
import io.bulkbench.benchmarks.pipeline.RequestSizeFallback;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * A profile's exact expected throughput at one point, computed in virtual time: the same
 * channels and timeline the real-time device uses, driven by a host loop that keeps the
 * queue full, reaps in order and resubmits at once, with no thread ever waiting. For BOTH
 * an IN and an OUT loop run interleaved in order of their next event, as two host threads
 * would. Deterministic for a given profile seed.
 */
public final class SimulatedThroughput {
    /** Requests reaped before measuring at the least (see {@link #warmupFor}). */
    public static final int WARMUP_REQUESTS = 500;
    /**
     * Requests measured per point by {@link #expectedMbS} and {@link #predict}: enough that
     * jitter averages out. Against a run ten times as long it is within 0.3 % at every
     * quick-grid point of the built-in profiles (the most at fastboot-ssp's 32 KiB x 64,
     * where the jitter decides whether the host is in time), far below the 3 % a prediction
     * is held to, and a 60-point grid takes a fraction of a second (docs/performance.md), so
     * nothing is gained by measuring fewer.
     */
    public static final int MEASURED_REQUESTS = 20_000;

    private SimulatedThroughput() {}

    /**
     * What a profile predicts at the points of a plan: no JMH, no waiting. Each prediction is
     * an ok point with error 0 and its mean as its one sample, so it can be written, analysed
     * and compared like a measurement; the same for a profile and its seed.
     */
    public static List<MeasuredPoint> predict(SimProfile profile, List<PointKey> keys) {
        List<MeasuredPoint> out = new ArrayList<>(keys.size());
        for (PointKey key : keys) {
            double mbS = mbS(profile, key, MEASURED_REQUESTS);
            out.add(MeasuredPoint.ok(key, mbS, 0.0, List.of(mbS), 0));
        }
        return out;
    }

    /** The throughput (MB/s) at one point, measured over {@code measuredRequests} after its warm-up. */
    public static double mbS(SimProfile profile, PointKey key, int measuredRequests) {
        return run(
                        profile,
                        key.direction(),
                        key.buffers(),
                        key.requestBytes(),
                        key.copyMode(),
                        warmupFor(key.buffers()),
                        measuredRequests)
                .mbS();
    }

    /** Expected throughput (MB/s, the sum of both directions for BOTH) at one point. */
    public static double expectedMbS(
            SimProfile profile, Direction direction, int buffers, int requestBytes, CopyMode copyMode) {
        return run(profile, direction, buffers, requestBytes, copyMode, warmupFor(buffers), MEASURED_REQUESTS)
                .mbS();
    }

    /**
     * Requests to reap before measuring so the run has reached its steady state: filling a
     * deep queue at start leaves the host behind the bus with a backlog of finished requests
     * that takes several queue-lengths of requests to drain, and reaping that backlog would
     * look faster than the link.
     */
    public static int warmupFor(int buffers) {
        return Math.max(WARMUP_REQUESTS, 16 * buffers);
    }

    /** A virtual run with explicit warm-up and measured request counts (summed over directions). */
    public static VirtualRun run(
            SimProfile profile,
            Direction direction,
            int buffers,
            int requestBytes,
            CopyMode copyMode,
            int warmupRequests,
            int measuredRequests) {
        SimulatedDevice device = SimulatedDevice.virtualTime(profile);
        Loop[] loops = direction == Direction.BOTH
                ? new Loop[] {
                    new Loop(device, Direction.IN, buffers, requestBytes, copyMode),
                    new Loop(device, Direction.OUT, buffers, requestBytes, copyMode)
                }
                : new Loop[] {new Loop(device, direction, buffers, requestBytes, copyMode)};
        // Each direction is measured over its own reaps (from its warm-up reap to its last
        // one, a whole number of its own request periods) and the rates add up; one window
        // across both directions would start on one direction's reap and end on the other's.
        int warmupEach = warmupRequests / loops.length;
        long target = (long) warmupRequests + measuredRequests;
        long reaped = 0;
        while (reaped < target) {
            Loop next = earliest(loops);
            if (next == null) {
                break;
            }
            if (next.step(warmupEach)) {
                reaped++;
            }
        }
        if (loops.length == 1) {
            Loop only = loops[0];
            return new VirtualRun(only.bytes, only.windowEnd - only.windowStart, only.measured, only.faults);
        }
        return commonWindow(loops);
    }

    /**
     * Both directions over one common window: from the later of the two first measured
     * reaps to the earlier of the two last ones, counting each direction's reaps inside
     * it. Two separate windows would each catch a different share of a shared bus, and
     * their rates could add up to more than the bus carries.
     */
    private static VirtualRun commonWindow(Loop[] loops) {
        long start = Long.MIN_VALUE;
        long end = Long.MAX_VALUE;
        for (Loop loop : loops) {
            start = Math.max(start, loop.windowStart);
            end = Math.min(end, loop.windowEnd);
        }
        long bytes = 0;
        long requests = 0;
        long faults = 0;
        for (Loop loop : loops) {
            for (int i = 0; i < loop.reapCount; i++) {
                long at = loop.reapInstants[i];
                if (at > start && at <= end) {
                    requests++;
                    if (loop.reapBytes[i] < 0) {
                        faults++;
                    } else {
                        bytes += loop.reapBytes[i];
                    }
                }
            }
        }
        return new VirtualRun(bytes, Math.max(0, end - start), requests, faults);
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
        private long reaped;
        private long measured;
        private long bytes;
        private long faults;
        private long windowStart;
        private long windowEnd;
        private int requestBytes;
        /** Instant and bytes of every measured reap (a fault records -1), for a common window. */
        private long[] reapInstants = new long[1024];

        private int[] reapBytes = new int[1024];
        private int reapCount;

        Loop(SimulatedDevice device, Direction direction, int buffers, int requestBytes, CopyMode copyMode) {
            this.channel = (SimChannel)
                    device.open(new ChannelSpec(direction, buffers, requestBytes, copyMode, DataPattern.NONE));
            this.requestBytes = requestBytes;
            for (int i = 0; i < channel.queueDepth() && !stopped; i++) {
                submit();
            }
            awaiting = true;
        }

        long nextInstant() {
            return awaiting ? Math.max(channel.cursor(), channel.oldestVisibleAt()) : channel.cursor();
        }

        /** Reaps or submits; answers whether it reaped. Counts from the warm-up reap on. */
        boolean step(int warmup) {
            if (!awaiting) {
                submit();
                awaiting = true;
                return false;
            }
            channel.awaitNext(completion);
            awaiting = false;
            reaped++;
            boolean delivered = completion.status().delivered();
            if (completion.status().fatal()) {
                stopped = true;
            }
            if (reaped == warmup) {
                windowStart = channel.cursor();
                windowEnd = windowStart;
            } else if (reaped > warmup) {
                windowEnd = channel.cursor();
                measured++;
                int got = delivered ? completion.actualBytes() : 0;
                bytes += got;
                faults += delivered ? 0 : 1;
                record(windowEnd, delivered ? got : -1);
            }
            return true;
        }

        private void record(long instant, int got) {
            if (reapCount == reapInstants.length) {
                reapInstants = java.util.Arrays.copyOf(reapInstants, reapCount * 2);
                reapBytes = java.util.Arrays.copyOf(reapBytes, reapCount * 2);
            }
            reapInstants[reapCount] = instant;
            reapBytes[reapCount] = got;
            reapCount++;
        }

        private void submit() {
            while (true) {
                SubmitResult result = channel.submit(NO_DATA, requestBytes);
                if (result == SubmitResult.ACCEPTED) {
                    return;
                }
                int smaller = RequestSizeFallback.retrySize(result, requestBytes);
                if (smaller == 0) {
                    stopped = true;
                    return;
                }
                requestBytes = smaller;
            }
        }
    }
}
