package io.bulkbench.sweeps.run;

/** How a sweep ended; the command line maps each to its exit code. */
public enum SweepResult {
    /** Every point measured ok (failed ones none). */
    COMPLETE,
    /** The sweep ran to its end, but at least one point failed (its reason is in points.csv). */
    POINTS_FAILED,
    /** Every point measured, but a recommended configuration measured again ({@code --confirm}) disagrees. */
    NOT_CONFIRMED,
    /** Stopped after the point in flight by Ctrl-C (SIGINT) or a request; it can be resumed. */
    INTERRUPTED,
    /** Stopped after the point in flight by SIGTERM; it can be resumed. */
    TERMINATED;

    /** True when the sweep was stopped before its end. */
    public boolean stopped() {
        return this == INTERRUPTED || this == TERMINATED;
    }
}
