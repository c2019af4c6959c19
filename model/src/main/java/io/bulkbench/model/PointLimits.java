package io.bulkbench.model;

import io.bulkbench.analysis.PointLimit;
import io.bulkbench.analysis.PointLimit.Resource;
import io.bulkbench.benchmarks.sim.LinkModel;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.benchmarks.sim.SimulatedThroughput;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.List;

/**
 * Why the curve bends, read from a profile: at each point, the per-request time of every
 * resource the profile models (the link's bytes and its fixed cost, the host's turnaround
 * and the copy, the device's storage) gives the throughput that resource alone allows;
 * the scarcest one limits the point, unless the twin's throughput stays more than
 * {@link #SHORTFALL} below it, when the buffers in flight are too few to keep that
 * resource busy through the round trip and the jitter.
 */
public final class PointLimits {
    /** A twin this far below the scarcest resource is short of buffers, not of that resource. */
    static final double SHORTFALL = 0.03;

    private PointLimits() {}

    /** The limit at each point, in the order of {@code keys}. */
    public static List<PointLimit> of(SimProfile profile, List<PointKey> keys) {
        List<PointLimit> out = new ArrayList<>(keys.size());
        for (PointKey key : keys) {
            out.add(at(profile, key, SimulatedThroughput.mbS(profile, key, SimulatedThroughput.MEASURED_REQUESTS)));
        }
        return out;
    }

    static PointLimit at(SimProfile profile, PointKey key, double twinMbS) {
        int bytes = key.requestBytes();
        boolean both = key.direction() == Direction.BOTH;
        boolean copies = key.copyMode() == CopyMode.COPY;
        // per-request microseconds; throughput a resource allows is bytes / us (MB/s), summed over directions
        double payloadUs = bytes / profile.link().bandwidthMbS();
        double fixedUs = profile.link().perRequestUs();
        double lanes = both && profile.link().duplex() == LinkModel.Duplex.FULL ? 2 : 1;
        double hostUs = profile.host().turnaroundNanos(bytes, 0.5, 1.0) / 1_000.0;
        double copyUs = copies ? profile.copy().copyNanos(bytes, both ? 2 : 1) / 1_000.0 : 0;
        double threads = both ? 2 : 1;
        double link = lanes * bytes / (payloadUs + fixedUs);
        double host = threads * bytes / Math.max(1e-9, hostUs + copyUs);
        double device = profile.deviceStage()
                .map(d -> threads * bytes / Math.max(1e-9, d.workNanos(bytes, 0.5) / 1_000.0))
                .orElse(Double.POSITIVE_INFINITY);
        Resource resource;
        double allowed;
        if (link <= host && link <= device) {
            resource = payloadUs >= fixedUs ? Resource.LINK : Resource.PER_REQUEST;
            allowed = link;
        } else if (host <= device) {
            resource = copyUs > hostUs ? Resource.COPY : Resource.HOST;
            allowed = host;
        } else {
            resource = Resource.DEVICE;
            allowed = device;
        }
        if (twinMbS < (1 - SHORTFALL) * allowed) {
            resource = Resource.BUFFERS;
        }
        return new PointLimit(key, resource, twinMbS);
    }
}
