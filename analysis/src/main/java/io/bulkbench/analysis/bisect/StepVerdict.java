package io.bulkbench.analysis.bisect;

/** What a bisect concludes of one tested commit. */
public enum StepVerdict {
    /** Like the good end: it has not moved towards the bad end by the threshold. */
    GOOD,
    /** Moved towards the bad end by more than the threshold: the change is at or before it. */
    BAD,
    /** Not decided by the samples so far (or by the most a policy allows): reported, not guessed. */
    UNDECIDED
}
