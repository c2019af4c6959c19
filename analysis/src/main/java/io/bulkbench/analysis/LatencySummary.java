package io.bulkbench.analysis;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.PointKey;
import lombok.NonNull;

/**
 * The completion-interval distribution of one point: how long the host waited from one
 * completion to the next (JMH SampleTime of one reap-and-resubmit), as percentiles, the
 * longest interval and the number of intervals sampled, all in microseconds. Read beside
 * the point's throughput: a request of S bytes at T MB/s takes S / T microseconds on
 * average, so a p50 near the bus time of a request says the bus sets the pace, and a p50
 * well above it says the host did not reach its reap loop before the next completion.
 */
public record LatencySummary(
        @NonNull PointKey key, double p50Us, double p90Us, double p99Us, double p999Us, double maxUs, long samples) {

    public LatencySummary {
        requireInterval(key, "p50", p50Us);
        requireInterval(key, "p90", p90Us);
        requireInterval(key, "p99", p99Us);
        requireInterval(key, "p99.9", p999Us);
        requireInterval(key, "max", maxUs);
        if (!(p50Us <= p90Us && p90Us <= p99Us && p99Us <= p999Us && p999Us <= maxUs)) {
            throw new BadInputException("completion intervals of " + key + " are out of order (p50 " + p50Us
                    + ", p90 " + p90Us + ", p99 " + p99Us + ", p99.9 " + p999Us + ", max " + maxUs
                    + " us); each percentile must be at most the next and the max");
        }
        if (samples < 1) {
            throw new BadInputException("completion intervals of " + key + " have " + samples
                    + " samples; a measured distribution needs at least 1");
        }
    }

    /**
     * A summary built value by named value, so no percentile can take another's place:
     * {@code LatencySummary.of(key).p50Us(25).p90Us(30).p99Us(35).p999Us(40).maxUs(50).samples(100).build()}.
     * A value left unset is refused by the constructor as it would refuse a missing one.
     */
    public static Builder of(PointKey key) {
        return new Builder(key);
    }

    /** Builds a {@link LatencySummary} one named value at a time; see {@link LatencySummary#of}. */
    public static final class Builder {
        private final PointKey key;
        private double p50Us = Double.NaN;
        private double p90Us = Double.NaN;
        private double p99Us = Double.NaN;
        private double p999Us = Double.NaN;
        private double maxUs = Double.NaN;
        private long samples;

        private Builder(PointKey key) {
            this.key = key;
        }

        public Builder p50Us(double us) {
            this.p50Us = us;
            return this;
        }

        public Builder p90Us(double us) {
            this.p90Us = us;
            return this;
        }

        public Builder p99Us(double us) {
            this.p99Us = us;
            return this;
        }

        public Builder p999Us(double us) {
            this.p999Us = us;
            return this;
        }

        public Builder maxUs(double us) {
            this.maxUs = us;
            return this;
        }

        public Builder samples(long count) {
            this.samples = count;
            return this;
        }

        public LatencySummary build() {
            return new LatencySummary(key, p50Us, p90Us, p99Us, p999Us, maxUs, samples);
        }
    }

    /** Static: in a compact constructor the record's fields are not assigned yet. */
    private static void requireInterval(PointKey key, String what, double us) {
        if (!(us >= 0) || Double.isInfinite(us)) {
            throw new BadInputException(what + " completion interval " + us + " us of " + key
                    + " cannot be measured; it must be a finite number >= 0");
        }
    }

    /**
     * Microseconds one request of this point's size takes at {@code mbS} MB/s: bytes over
     * 10^6 bytes/s is exactly bytes / MB/s microseconds. NaN when the rate is not positive.
     */
    public double requestMicrosAt(double mbS) {
        return mbS > 0 && !Double.isInfinite(mbS) ? key.requestBytes() / mbS : Double.NaN;
    }
}
