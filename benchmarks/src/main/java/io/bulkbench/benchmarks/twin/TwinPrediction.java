package io.bulkbench.benchmarks.twin;

import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.benchmarks.sim.SimulatedThroughput;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.List;

/**
 * What a profile predicts at the points of a plan, from the virtual-time twin alone: no
 * JMH, no waiting. Each prediction is an ok point with error 0 and its mean as its one
 * sample, so it can be written, analysed and compared like a measurement. Deterministic
 * for a profile and its seed.
 */
public final class TwinPrediction {
    /**
     * Requests measured per point: the twin's default. Against a run ten times as long it is
     * within 0.3 % at every quick-grid point of the built-in profiles (the most at
     * fastboot-ssp's 32 KiB x 64, where the jitter decides whether the host is in time), far
     * below the 3 % a prediction is held to, and a 60-point grid takes a fraction of a
     * second (docs/performance.md), so nothing is gained by measuring fewer.
     */
    public static final int MEASURED_REQUESTS = SimulatedThroughput.MEASURED_REQUESTS;

    private TwinPrediction() {}

    /** The predicted points, in the order of {@code keys}. */
    public static List<MeasuredPoint> predict(SimProfile profile, List<PointKey> keys) {
        List<MeasuredPoint> out = new ArrayList<>(keys.size());
        for (PointKey key : keys) {
            double mbS = mbS(profile, key, MEASURED_REQUESTS);
            out.add(MeasuredPoint.ok(key, mbS, 0.0, List.of(mbS), 0));
        }
        return out;
    }

    /** The twin's throughput (MB/s) at one point, measured over {@code measuredRequests} after its warm-up. */
    public static double mbS(SimProfile profile, PointKey key, int measuredRequests) {
        return SimulatedThroughput.run(
                        profile,
                        key.direction(),
                        key.buffers(),
                        key.requestBytes(),
                        key.copyMode(),
                        SimulatedThroughput.warmupFor(key.buffers()),
                        measuredRequests)
                .mbS();
    }
}
