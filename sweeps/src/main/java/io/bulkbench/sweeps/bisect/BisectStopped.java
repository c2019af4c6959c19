package io.bulkbench.sweeps.bisect;

/** A bisect stopped on request (Ctrl-C, SIGTERM) between measurements; everything measured is in its journal. */
public final class BisectStopped extends Exception {
    private static final long serialVersionUID = 1L;

    public BisectStopped() {
        super("stopped", null, false, false);
    }
}
