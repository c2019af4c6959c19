package io.bulkbench.analysis.bisect;

/** Whether the two ends of a bisect differ by more than the threshold, which is what makes a bisect worth running. */
public enum EndsVerdict {
    /** Apart by more than the threshold: bisect the commits between them. */
    DIFFER,
    /** Apart by less than the threshold, if at all: there is no step to look for. */
    WITHIN_THRESHOLD,
    /** Not decided by the samples so far: measure the ends again, or stop with no step shown. */
    UNDECIDED
}
