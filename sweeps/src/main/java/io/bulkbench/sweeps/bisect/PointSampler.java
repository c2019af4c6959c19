package io.bulkbench.sweeps.bisect;

import io.bulkbench.core.PointKey;

/**
 * Takes one sample of a point on what is installed now: one whole measurement (a JMH
 * run), its mean throughput in MB/s. The decision rule treats samples as independent, so
 * a sample is a run, not one of a run's iterations.
 */
@FunctionalInterface
public interface PointSampler {
    /**
     * One measurement of {@code point} at {@code commit}; throws {@link Failed} with the
     * reason when it fails, and {@link Late} when a simulator could not be paced through it.
     */
    double sample(PointKey point, String commit) throws Exception;

    /** A measurement that failed for a reason a person can act on. */
    final class Failed extends Exception {
        private static final long serialVersionUID = 1L;

        public Failed(String reason) {
            super(reason, null, false, false);
        }
    }

    /**
     * A measurement during which the simulator ran late beyond {@link
     * io.bulkbench.core.MeasuredPoint#LATE_LIMIT}: it reads low by up to {@code share}, an
     * error the decision rule cannot see, so it is not a sample.
     */
    final class Late extends Exception {
        private static final long serialVersionUID = 1L;

        private final double share;

        public Late(double share) {
            super("simulator late for " + share + " of the measured time", null, false, false);
            this.share = share;
        }

        /** The share of the measured time the simulated bus sat idle waiting for the host. */
        public double share() {
            return share;
        }
    }
}
