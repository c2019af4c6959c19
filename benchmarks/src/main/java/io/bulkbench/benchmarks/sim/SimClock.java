package io.bulkbench.benchmarks.sim;

/**
 * The time axis a simulated channel runs on. In virtual time the host's own cursor is
 * the present and waiting costs nothing, so a run computes its exact timeline in
 * microseconds of CPU. In real time the present is System.nanoTime and waiting really
 * waits, so the real pipeline's own costs add to the modelled ones.
 */
public interface SimClock {

    /** The present, given the host cursor (the earliest instant the host can act). */
    long now(long hostCursor);

    /** Returns no earlier than {@code instant}. */
    void waitUntil(long instant);

    /**
     * The calling thread's CPU clock, in nanoseconds, where this clock counts the
     * simulator's own CPU: read on entering a device call, handed back to {@link #chargeSince}
     * on leaving it. Virtual time counts nothing.
     */
    /** This clock's instant at {@code systemNanos} ({@link System#nanoTime}'s scale); {@link #NO_INSTANT} for a clock of no real time. */
    default long instantAt(long systemNanos) {
        return NO_INSTANT;
    }

    /** What {@link #instantAt} gives on a clock that does not run in real time. */
    long NO_INSTANT = Long.MIN_VALUE;

    default long cpuMark() {
        return 0L;
    }

    /** Counts the calling thread's CPU since {@code mark} as the simulator's own. */
    default void chargeSince(long mark) {
        // Virtual time: nothing is counted.
    }

    /**
     * The CPU time, in nanoseconds, threads have spent so far inside the simulated device's
     * calls (modelling a request, and spinning toward its modelled instants): the simulator's
     * own cost, which a point's CPU per MB leaves out. Virtual time counts none.
     */
    default long simulatorCpuNanos() {
        return 0L;
    }

    /** Virtual time: the host cursor is the present; nothing waits. */
    SimClock VIRTUAL = new SimClock() {
        @Override
        public long now(long hostCursor) {
            return hostCursor;
        }

        @Override
        public void waitUntil(long instant) {
            // Virtual time: the cursor moves, no thread waits.
        }
    };
}
