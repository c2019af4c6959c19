package io.bulkbench.sweeps.bisect;

import io.bulkbench.core.PointKey;

/**
 * Takes one sample of a point on what is installed now: one whole measurement (a JMH
 * run), its mean throughput in MB/s. The decision rule treats samples as independent, so
 * a sample is a run, not one of a run's iterations.
 */
@FunctionalInterface
public interface PointSampler {
    /** One measurement of {@code point} at {@code commit}; throws {@link Failed} with the reason when it fails. */
    double sample(PointKey point, String commit) throws Exception;

    /** A measurement that failed for a reason a person can act on. */
    final class Failed extends Exception {
        private static final long serialVersionUID = 1L;

        public Failed(String reason) {
            super(reason, null, false, false);
        }
    }
}
