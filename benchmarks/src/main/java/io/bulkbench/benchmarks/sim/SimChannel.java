package io.bulkbench.benchmarks.sim;

import io.bulkbench.benchmarks.device.Channel;
import io.bulkbench.benchmarks.device.ChannelSpec;
import io.bulkbench.benchmarks.device.Completion;
import io.bulkbench.benchmarks.device.DataPattern;
import io.bulkbench.benchmarks.device.PatternStream;
import io.bulkbench.benchmarks.device.RequestRing;
import io.bulkbench.benchmarks.device.SubmitResult;
import io.bulkbench.benchmarks.device.TransferStatus;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.nio.ByteBuffer;
import java.util.SplittableRandom;

/**
 * One direction of the simulated device. It keeps the host cursor (the earliest instant
 * the host thread can act): a submit costs the modelled host turnaround from the cursor,
 * the request is placed on the {@link SimTimeline}, and its completion becomes visible
 * after the completion latency. Work the real pipeline does between a completion and the
 * next submit counts only where it exceeds the modelled turnaround (beyond the machine's
 * noise allowance, or again and again until the lag passes it), because the profile's
 * turnaround already stands for a whole reference host stack. Faults are drawn per
 * request from a seeded stream of this direction's own, so a run repeats exactly.
 */
final class SimChannel implements Channel {
    /**
     * How far the real host thread may be behind its modelled instant and still keep the
     * model's schedule: a timer tick, an interrupt or a hypervisor taking the CPU for a
     * moment is the noise of the machine running the simulator, not the modelled host's
     * doing. The thread catches up
     * on the completions already due when its work costs less than the modelled turnaround;
     * when it costs more, or the machine holds it longer, the lag passes this and is
     * charged as late idle time. Measured in docs/performance.md.
     */
    static final long HOST_NOISE_NANOS = 1_000_000L;

    private final SimulatedDevice device;
    private final ChannelSpec spec;
    private final SimProfile profile;
    private final SimTimeline timeline;
    private final SimClock clock;
    private final int queueDepth;
    private final RequestRing ring;
    private final PatternStream source;
    private final StratifiedDraws hostJitter;
    private final StratifiedDraws hostDelays;
    private final SplittableRandom faultRandom;
    private final boolean in;
    private final boolean copies;
    private long cursor;
    private long submitted;
    private boolean gone;

    SimChannel(
            SimulatedDevice device, ChannelSpec spec, SimTimeline timeline, SimClock clock, int queueDepth, long seed) {
        this.device = device;
        this.spec = spec;
        this.profile = device.profile();
        this.timeline = timeline;
        this.clock = clock;
        this.queueDepth = queueDepth;
        this.ring = new RequestRing(queueDepth);
        this.source = new PatternStream(spec.pattern());
        this.hostJitter = new StratifiedDraws(seed);
        this.hostDelays = new StratifiedDraws(seed ^ 0x5DEECE66DL);
        this.faultRandom = new SplittableRandom(seed ^ 0x632BE59BD9B4E019L);
        this.in = spec.direction() == Direction.IN;
        this.copies = spec.copyMode() == CopyMode.COPY;
        this.cursor = clock.now(0L);
    }

    @Override
    public ChannelSpec spec() {
        return spec;
    }

    @Override
    public int queueDepth() {
        return queueDepth;
    }

    /** The host cursor: the instant this channel's host thread is next free. */
    long cursor() {
        return cursor;
    }

    /** When the oldest request in flight becomes visible (virtual-time scheduling). */
    long oldestVisibleAt() {
        return ring.oldestVisibleAt();
    }

    /** The simulator's work for a submit, its CPU counted as the simulator's ({@link SimClock#cpuMark}). */
    @Override
    public SubmitResult submit(ByteBuffer slot, int length) {
        long mark = clock.cpuMark();
        try {
            return modelSubmit(slot, length);
        } finally {
            clock.chargeSince(mark);
        }
    }

    private SubmitResult modelSubmit(ByteBuffer slot, int length) {
        FaultModel faults = profile.faults();
        if (gone) {
            return SubmitResult.NO_DEVICE;
        }
        if (faults.enomemAboveKib() > 0 && length > faults.enomemAboveKib() * 1024L) {
            return SubmitResult.NO_MEMORY;
        }
        double busy = profile.host().turnaroundNanos(length, hostJitter.next(), hostDelays.next());
        if (copies) {
            busy += profile.copy().copyNanos(length, device.copyingChannels());
        }
        long modelled = cursor + Math.round(busy);
        long now = clock.now(cursor);
        // A host thread behind its modelled instant by no more than the machine's own
        // scheduling noise keeps the model's schedule and catches up on the completions
        // already due; beyond it, the machine is late and the request starts when it came.
        long ready = now - modelled <= HOST_NOISE_NANOS ? modelled : now;
        clock.waitUntil(ready);
        cursor = ready;
        submitted++;
        if (faults.crashAfterRequests() > 0 && submitted > faults.crashAfterRequests() && clock != SimClock.VIRTUAL) {
            crash();
        }
        if (faults.disconnectAfterRequests() > 0 && submitted > faults.disconnectAfterRequests()) {
            gone = true;
            ring.add(slot, 0, TransferStatus.NO_DEVICE, ready);
            return SubmitResult.ACCEPTED;
        }
        place(slot, length, modelled, ready, faults);
        return SubmitResult.ACCEPTED;
    }

    /** Ends the JVM the way a native crash would: no exception, no shutdown hooks, no results. */
    private void crash() {
        System.err.printf(
                "bulkbench: %s %s: simulated native crash after %d requests (fault crash_after_requests)%n",
                device.spec(), spec.direction(), submitted - 1);
        System.err.flush();
        Runtime.getRuntime().halt(134);
    }

    private void place(ByteBuffer slot, int length, long due, long ready, FaultModel faults) {
        double u = faults.any() ? faultRandom.nextDouble() : 1.0;
        FaultModel.PerRequest drawn = faults.perRequest();
        double stall = drawn.stallProbability();
        double timeout = stall + drawn.timeoutProbability();
        double shortEnd = timeout + drawn.shortProbability();
        double corrupt = shortEnd + drawn.corruptProbability();
        long end;
        int actual = length;
        TransferStatus status = TransferStatus.COMPLETED;
        if (u < stall) {
            end = timeline.transfer(spec.direction(), due, ready, 0, false);
            actual = 0;
            status = TransferStatus.STALL;
        } else if (u < timeout) {
            end = ready + Math.round(drawn.timeoutMs() * 1_000_000.0);
            actual = 0;
            status = TransferStatus.TIMED_OUT;
        } else if (u < shortEnd) {
            actual = (int) (length * faultRandom.nextDouble());
            status = TransferStatus.SHORT;
            end = timeline.transfer(spec.direction(), due, ready, actual, true);
        } else {
            end = timeline.transfer(spec.direction(), due, ready, length, true);
        }
        if (in && actual > 0 && spec.pattern() != DataPattern.NONE) {
            source.fill(slot, actual);
            if (u >= shortEnd && u < corrupt) {
                int at = faultRandom.nextInt(actual);
                slot.put(at, (byte) ~slot.get(at));
            }
        }
        ring.add(slot, actual, status, end + Math.round(profile.host().completionLatencyNanos()));
    }

    /**
     * Waits until the oldest request is visible and moves the host cursor to the modelled
     * instant of the reap, the later of the cursor and that request's visibility, even when
     * the real thread arrives a little after it. The real host's lateness (the pipeline's
     * own work, a wait that returned late, the scheduler) then counts only where it exceeds
     * the modelled turnaround, at the next submit, as the class promises, and costs the
     * device only where the bus then waits for it ({@link SimTimeline}); moving the cursor
     * to the real present here instead would add every late nanosecond of every request to
     * the timeline, about 1 % at 16 KiB on SuperSpeed+.
     */
    @Override
    public void awaitNext(Completion into) {
        long mark = clock.cpuMark();
        try {
            modelAwait(into);
        } finally {
            clock.chargeSince(mark);
        }
    }

    private void modelAwait(Completion into) {
        long at = Math.max(cursor, ring.oldestVisibleAt());
        if (clock.now(cursor) < at) {
            clock.waitUntil(at);
        }
        cursor = at;
        ring.removeOldest(into);
    }

    @Override
    public int outstanding() {
        return ring.size();
    }

    @Override
    public int finishedBy(long systemNanos) {
        long instant = clock.instantAt(systemNanos);
        return instant == SimClock.NO_INSTANT ? 0 : ring.visibleBy(instant);
    }

    @Override
    public void cancelAll() {
        ring.cancelPending(clock.now(cursor));
    }

    @Override
    public void close() {
        if (ring.size() > 0) {
            throw new IllegalStateException(
                    ring.size() + " requests still in flight; cancel and reap them before closing");
        }
        device.closed(this);
    }
}
