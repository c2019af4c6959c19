package io.bulkbench.benchmarks.sim;

/**
 * USB signalling rates and their payload ceilings (MB/s, 10^6 B/s): 13 bulk packets of
 * 512 B per 125 us microframe for high speed, 8b/10b coding of 5 Gb/s for SuperSpeed,
 * 128b/132b coding of 10 Gb/s for SuperSpeed+. No link model may be faster.
 */
public enum LinkSpeed {
    HIGH(53.248),
    SUPER(500.0),
    SUPER_PLUS(1212.0);

    private final double ceilingMbS;

    LinkSpeed(double ceilingMbS) {
        this.ceilingMbS = ceilingMbS;
    }

    public double ceilingMbS() {
        return ceilingMbS;
    }
}
