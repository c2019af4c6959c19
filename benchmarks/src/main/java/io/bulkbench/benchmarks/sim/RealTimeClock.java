package io.bulkbench.benchmarks.sim;

import java.util.concurrent.locks.LockSupport;

/**
 * Real time from System.nanoTime, measured from the device's opening. Waits for a modelled
 * instant by parking while it is far away and spinning (Thread.onSpinWait) for the rest,
 * because a parked thread wakes tens of microseconds late and the per-request times being
 * modelled are that short.
 */
public final class RealTimeClock implements SimClock {
    /**
     * Below this the thread spins. Parking oversleeps by 50-100 us on an idle machine and by
     * far more on a busy one, so only waits well above a millisecond park at all.
     */
    private static final long SPIN_NANOS = 1_000_000L;

    private final long origin = System.nanoTime();

    @Override
    public long now(long hostCursor) {
        return System.nanoTime() - origin;
    }

    @Override
    public void waitUntil(long instant) {
        long remaining = instant - now(0);
        while (remaining > SPIN_NANOS) {
            LockSupport.parkNanos(remaining - SPIN_NANOS);
            remaining = instant - now(0);
        }
        while (now(0) < instant) {
            Thread.onSpinWait();
        }
    }
}
