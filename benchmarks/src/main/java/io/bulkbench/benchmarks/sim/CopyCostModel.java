package io.bulkbench.benchmarks.sim;

import lombok.With;

/**
 * The modelled cost of the host stack's copy in COPY mode, on top of the copy the real
 * pipeline does: old hosts copied slowly (the NetBSD ugen rows, where 128 KiB requests did
 * worse than 64 KiB with the copy and not without it). Bytes up to the cache size copy at
 * {@code mbS}; the rest at {@code beyondCacheMbS} (memory speed once the copy no longer
 * fits in the cache). A cache size of 0 means one rate for every size. Directions that copy
 * at the same time share the cache (BOTH gives each half of it): that is what makes the
 * NetBSD bidirectional copy rows fall back while the no-copy ones do not.
 */
public record CopyCostModel(
        @With double fixedUs,
        double mbS,
        int cacheKib,
        @With double beyondCacheMbS) {

    /** No modelled copy cost. */
    public static final CopyCostModel NONE =
            new CopyCostModel(0.0, Double.POSITIVE_INFINITY, 0, Double.POSITIVE_INFINITY);

    /** This copy with another rate within the cache; without a cache it is the one rate for every size. */
    public CopyCostModel withMbS(double rate) {
        return new CopyCostModel(fixedUs, rate, cacheKib, cacheKib == 0 ? rate : beyondCacheMbS);
    }

    /** Nanoseconds to copy {@code bytes} while {@code sharers} directions copy (at least 1). */
    public double copyNanos(int bytes, int sharers) {
        if (this == NONE) {
            return 0.0;
        }
        long cached = cacheKib == 0 ? bytes : Math.min(bytes, cacheKib * 1024L / Math.max(1, sharers));
        long beyond = bytes - cached;
        return (fixedUs + cached / mbS + beyond / beyondCacheMbS) * 1_000.0;
    }
}
