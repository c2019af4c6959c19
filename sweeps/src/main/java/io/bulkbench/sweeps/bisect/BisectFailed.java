package io.bulkbench.sweeps.bisect;

/**
 * A bisect that cannot go on: a build exited with neither 0 nor 125, or an end could not
 * be built or measured. The message is the one line to show.
 */
public final class BisectFailed extends Exception {
    private static final long serialVersionUID = 1L;

    public BisectFailed(String message) {
        super(message, null, false, false);
    }
}
