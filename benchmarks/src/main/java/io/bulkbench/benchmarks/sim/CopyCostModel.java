package io.bulkbench.benchmarks.sim;

/**
 * The modelled cost of the host stack's copy in COPY mode, on top of the copy the real
 * pipeline does: old hosts copied slowly (the NetBSD ugen rows, where 128 KiB requests did
 * worse than 64 KiB with the copy and not without it). Bytes up to the cache size copy at
 * {@code mbS}; the rest at {@code beyondCacheMbS} (memory speed once the copy no longer
 * fits in the cache). A cache size of 0 means one rate for every size.
 */
public record CopyCostModel(double fixedUs, double mbS, int cacheKib, double beyondCacheMbS) {

    /** No modelled copy cost. */
    public static final CopyCostModel NONE = new CopyCostModel(0.0, Double.POSITIVE_INFINITY, 0, Double.POSITIVE_INFINITY);

    public double copyNanos(int bytes) {
        if (this == NONE) {
            return 0.0;
        }
        long cached = cacheKib == 0 ? bytes : Math.min(bytes, cacheKib * 1024L);
        long beyond = bytes - cached;
        return (fixedUs + cached / mbS + beyond / beyondCacheMbS) * 1_000.0;
    }
}
