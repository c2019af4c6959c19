package io.bulkbench.sweeps.bisect;

/** A commit that cannot be measured: its build said skip, or a measurement failed. */
final class Untestable extends Exception {
    private static final long serialVersionUID = 1L;

    Untestable(String why) {
        super(why, null, false, false);
    }
}
