package io.bulkbench.sweeps.run;

import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.benchmarks.sim.SimulatedThroughput;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

/**
 * Measures points in the simulator's virtual time: exact, instant, for tests of the sweep
 * machinery. Virtual time has no real clock to fall behind, so the simulator is never late.
 */
final class VirtualMeasurer implements PointMeasurer {
    final List<PointKey> asked = new ArrayList<>();

    @Override
    public MeasuredPoint measure(PointKey point) {
        asked.add(point);
        String profile = point.device().substring("sim:".length());
        double mbS = SimulatedThroughput.expectedMbS(
                ProfileCatalog.builtIn(profile),
                point.direction(),
                point.buffers(),
                point.requestBytes(),
                point.copyMode());
        return MeasuredPoint.ok(point, mbS, 0.01 * mbS, List.of(mbS * 0.99, mbS, mbS * 1.01), 0)
                .withLateShare(OptionalDouble.of(0));
    }
}
