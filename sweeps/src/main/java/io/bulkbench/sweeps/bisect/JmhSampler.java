package io.bulkbench.sweeps.bisect;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.sweeps.plan.JmhSettings;
import io.bulkbench.sweeps.run.JmhPointMeasurer;
import java.nio.file.Path;

/**
 * A sample is one JMH run of the point with the bisect's JMH settings, as a sweep measures
 * it; its JMH log and JSON go to {@code jmh/COMMIT/} in the run folder (the latest run of
 * each point kept). A run the simulator could not pace is {@link PointSampler.Late}.
 */
public record JmhSampler(JmhSettings settings, Path jmhDir) implements PointSampler {

    @Override
    public double sample(PointKey point, String commit) throws Exception {
        MeasuredPoint measured = new JmhPointMeasurer(settings, jmhDir.resolve(commit)).measure(point);
        if (!measured.isOk()) {
            throw new Failed(measured.reason());
        }
        if (measured.simulatorRanLate()) {
            throw new Late(measured.lateShare().getAsDouble());
        }
        return measured.throughputMbS();
    }
}
