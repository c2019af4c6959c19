package io.bulkbench.benchmarks.sim;

import io.bulkbench.benchmarks.device.Channel;
import io.bulkbench.benchmarks.device.ChannelSpec;
import io.bulkbench.benchmarks.device.Device;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.util.EnumMap;
import java.util.Map;

/**
 * The simulated device of a profile ({@code sim:NAME}): one {@link SimTimeline} shared by
 * an IN and an OUT channel, run in real time (the harness thread really waits for every
 * modelled instant) or in virtual time (nothing waits; used to compute a profile's exact
 * expected throughput). For a device-buffers profile the channel's buffer count becomes
 * the device's buffer count and the host keeps the profile's fixed queue in flight.
 */
public final class SimulatedDevice implements Device {
    private final String spec;
    private final SimProfile profile;
    private final SimClock clock;
    private final SimTimeline timeline;
    private final Map<Direction, SimChannel> open = new EnumMap<>(Direction.class);
    private volatile int copyingChannels;

    private SimulatedDevice(String spec, SimProfile profile, SimClock clock) {
        this.spec = spec;
        this.profile = profile;
        this.clock = clock;
        this.timeline = new SimTimeline(profile.link());
    }

    /** A device whose requests take real time, for the real pipeline and JMH. */
    public static SimulatedDevice realTime(String spec, SimProfile profile) {
        return onClock(spec, profile, new RealTimeClock());
    }

    /** A device on a virtual time axis: nothing waits; instants are computed. */
    public static SimulatedDevice virtualTime(SimProfile profile) {
        return onClock("sim:" + profile.name(), profile, SimClock.VIRTUAL);
    }

    /** A device on any time axis: a host that is late by a known amount, for the laws of lateness. */
    static SimulatedDevice onClock(String spec, SimProfile profile, SimClock clock) {
        return new SimulatedDevice(spec, profile, clock);
    }

    public SimProfile profile() {
        return profile;
    }

    @Override
    public String spec() {
        return spec;
    }

    @Override
    public synchronized Channel open(ChannelSpec channelSpec) {
        Direction direction = channelSpec.direction();
        if (open.containsKey(direction)) {
            throw new IllegalStateException(direction + " channel of " + spec + " is already open");
        }
        long seed = profile.seed() * 0x9E3779B97F4A7C15L + direction.ordinal() + 1;
        int queueDepth = channelSpec.buffers();
        if (profile.swept() == SweptParameter.DEVICE_BUFFERS) {
            queueDepth = profile.host().queueDepth();
            timeline.attachDeviceStage(direction, profile.deviceStage().orElseThrow(), channelSpec.buffers(), ~seed);
        } else if (profile.deviceStage().isPresent()) {
            DeviceStageModel stage = profile.deviceStage().get();
            timeline.attachDeviceStage(direction, stage, stage.buffers(), ~seed);
        }
        SimChannel channel = new SimChannel(this, channelSpec, timeline, clock, queueDepth, seed);
        open.put(direction, channel);
        countCopying();
        return channel;
    }

    /**
     * Nanoseconds bus lane {@code lane} sat idle so far because a host thread was behind
     * the model ({@link SimTimeline}): what the machine, not the model, cost the device.
     * Near 0 when the machine keeps the simulator's pace; always 0 in virtual time.
     */
    public long lateIdleNanos(int lane) {
        return timeline.lateIdleNanos(lane);
    }

    /** The CPU its channels' threads have spent in its calls so far ({@link SimClock#simulatorCpuNanos}). */
    public long simulatorCpuNanos() {
        return clock.simulatorCpuNanos();
    }

    /**
     * Charges late idle time only from the present on: called where a measurement starts,
     * so the idle bus while nothing was measured is not counted.
     */
    public void countLatenessFromNow() {
        timeline.countLatenessFrom(clock.now(0L));
    }

    /**
     * Charges late idle time only from the next request on: called before a JMH iteration,
     * whose measured time starts with its first operation.
     */
    public void countLatenessFromNextRequest() {
        timeline.countLatenessFromNextRequest();
    }

    /** Charges no late idle time until a measurement starts again: called when one ends. */
    public void stopCountingLateness() {
        timeline.stopCountingLateness();
    }

    /** The bus lanes of the device's link: 2 for full duplex, 1 for half duplex. */
    public int lanes() {
        return timeline.lanes();
    }

    /** Requests in flight on every open channel: zero once a pipeline has closed cleanly. */
    public synchronized int outstanding() {
        int total = 0;
        for (SimChannel channel : open.values()) {
            total += channel.outstanding();
        }
        return total;
    }

    synchronized void closed(SimChannel channel) {
        open.remove(channel.spec().direction(), channel);
        countCopying();
    }

    private void countCopying() {
        int count = 0;
        for (SimChannel channel : open.values()) {
            count += channel.spec().copyMode() == CopyMode.COPY ? 1 : 0;
        }
        copyingChannels = count;
    }

    /** Open channels that copy: they share the modelled copy's cache. */
    int copyingChannels() {
        return copyingChannels;
    }

    @Override
    public synchronized void close() {
        if (!open.isEmpty()) {
            throw new IllegalStateException("close the channels of " + spec + " before the device: " + open.keySet());
        }
    }
}
