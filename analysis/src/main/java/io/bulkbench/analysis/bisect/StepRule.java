package io.bulkbench.analysis.bisect;

/** A way to decide, from noisy samples, whether a commit is like the good end or the bad end. */
public interface StepRule {

    /** The verdict on the commit's samples against both ends'; the ends are known to differ. */
    StepDecision decide(BisectSamples samples);
}
